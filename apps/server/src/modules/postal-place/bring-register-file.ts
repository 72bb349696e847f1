import { isValidPostalCode } from '@foretaksportalen/shared/validators/postal-code';
import { AppError } from '../../lib/app-error.ts';

/**
 * Bring's postal code categories, as "Postnummertabeller – veiledning" describes them: what a code is used for.
 * Files have carried other letters too (older ones K); the portal keeps only code and place, so a line with a
 * category the guide does not describe is read like the rest, and only counted for the operator.
 */
export const BRING_CATEGORIES = {
  B: 'både gateadresser og postbokser',
  F: 'flere bruksområder (felles)',
  G: 'gateadresser (og stedsadresser)',
  P: 'postbokser',
  S: 'servicepostnummer (ikke i bruk til postadresser)',
} as const;

const FIELDS = ['postnummer', 'poststed', 'kommunenummer', 'kommunenavn', 'kategori'] as const;
const MUNICIPALITY_NUMBER = /^\d{4}$/;
const CATEGORY = /^[A-Z]$/;
/** Enough to see what is wrong with a file; the rest are counted. */
const MAX_REPORTED_LINES = 20;

export type RegisterEncoding = 'UTF-8' | 'Windows-1252';

export interface BringRegister {
  encoding: RegisterEncoding;
  /** Postal code to place, as Bring writes it (upper case). */
  places: Map<string, string>;
  /** How many codes have each category that BRING_CATEGORIES does not describe, in alphabetical order. */
  undescribedCategories: Map<string, number>;
}

const isDescribedCategory = (category: string) => Object.hasOwn(BRING_CATEGORIES, category);

/**
 * Bring publishes the register as an "ANSI" file (Windows-1252) and as UTF-8. Windows-1252 text with Æ, Ø or Å
 * is never valid UTF-8, so a file that decodes as UTF-8 is UTF-8 (a byte order mark is dropped) and any other
 * is Windows-1252.
 */
function decodeRegisterFile(bytes: Uint8Array): { text: string; encoding: RegisterEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
  }
}

const isPostalCode = (value: string) => value !== '' && isValidPostalCode(value);

/** What is wrong with one line of the register, or undefined when it is a valid line. */
function lineProblem(fields: string[], firstLineOf: Map<string, number>): string | undefined {
  if (fields.length === 1 && fields[0] === '') return 'er tom';
  if (fields.length !== FIELDS.length) {
    return `har ${fields.length} felt, men skal ha ${FIELDS.length} skilt med tabulator (${FIELDS.join(', ')})`;
  }
  const [postalCode, place, municipalityNumber, municipalityName, category] = fields as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (!isPostalCode(postalCode)) return `postnummeret «${postalCode}» er ikke fire sifre`;
  if (place === '') return `postnummeret ${postalCode} mangler poststed`;
  if (!MUNICIPALITY_NUMBER.test(municipalityNumber)) {
    return `kommunenummeret «${municipalityNumber}» er ikke fire sifre`;
  }
  if (municipalityName === '') return `postnummeret ${postalCode} mangler kommunenavn`;
  if (category === '') return `postnummeret ${postalCode} mangler kategori`;
  if (!CATEGORY.test(category)) {
    return `kategorien «${category}» er ikke én stor bokstav (Brings er ${Object.keys(BRING_CATEGORIES).join(', ')})`;
  }
  const earlier = firstLineOf.get(postalCode);
  if (earlier !== undefined) return `postnummeret ${postalCode} står også på linje ${earlier}`;
  return undefined;
}

/**
 * Reads Bring's postal register file ("Postnummerregister"): one code a line, tab-separated `postnummer`,
 * `poststed`, `kommunenummer`, `kommunenavn`, `kategori`, lines ending in CRLF (or LF). Refuses the whole file,
 * naming the lines, when any line is not such a line.
 */
export function parseBringRegister(bytes: Uint8Array): BringRegister {
  const { text, encoding } = decodeRegisterFile(bytes);
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)?.trim() === '') lines.pop();
  if (lines.length === 0) {
    throw new AppError(
      'postal-place.empty-file',
      400,
      'Filen inneholder ingen postnumre. Ingenting er endret.',
    );
  }

  const places = new Map<string, string>();
  const undescribed: string[] = [];
  const firstLineOf = new Map<string, number>();
  const problems: string[] = [];
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    const fields = line.split('\t').map((field) => field.trim());
    const problem = lineProblem(fields, firstLineOf);
    if (problem) {
      problems.push(`Linje ${lineNumber}: ${problem}`);
      return;
    }
    const [postalCode, place, , , category] = fields as [string, string, string, string, string];
    places.set(postalCode, place);
    if (!isDescribedCategory(category)) undescribed.push(category);
    firstLineOf.set(postalCode, lineNumber);
  });

  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_REPORTED_LINES);
    if (problems.length > shown.length) shown.push(`… og ${problems.length - shown.length} linjer til`);
    throw new AppError(
      'postal-place.invalid-file',
      400,
      `Filen er ikke Brings postnummerregister: ${problems.length} av ${lines.length} linjer er feil. ` +
        'Ingenting er endret.',
      { errors: { lines: shown } },
    );
  }
  const undescribedCategories = new Map<string, number>();
  for (const category of undescribed.sort()) {
    undescribedCategories.set(category, (undescribedCategories.get(category) ?? 0) + 1);
  }
  return { encoding, places, undescribedCategories };
}
