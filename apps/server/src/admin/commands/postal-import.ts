import fs from 'node:fs';
import path from 'node:path';
import { BRING_CATEGORIES, createPostalPlaceService } from '../../modules/postal-place/index.ts';
import { type AdminCommand, UsageError } from '../admin-command.ts';

const options = {
  file: { type: 'string' },
} as const;

/** "K (1 postnummer), X (3 postnumre)". */
const describeCounts = (counts: ReadonlyMap<string, number>) =>
  [...counts]
    .map(([category, codes]) => `${category} (${codes} ${codes === 1 ? 'postnummer' : 'postnumre'})`)
    .join(', ');

/** Replaces the portal's postal register with a newer file from Bring (architecture §2). */
export const postalImport: AdminCommand<typeof options, 'file'> = {
  name: 'postal import',
  summary: 'Leser inn en ny utgave av Brings postnummerregister (erstatter registeret portalen bruker)',
  help: `Erstatter postnummerregisteret som portalen slår opp poststed i, med filen fra Bring
("Postnummerregister", https://www.bring.no/postnummerregister-ansi.txt eller UTF-8-utgaven).
Hver linje er postnummer, poststed, kommunenummer, kommunenavn og kategori, skilt med tabulator.
Tegnsettet finnes selv: UTF-8 eller Windows-1252 (ANSI).

Alle linjene kontrolleres først: postnummeret må være fire sifre, poststed og kommunenavn må finnes,
kommunenummeret må være fire sifre og kategorien én stor bokstav. Brings veiledning beskriver disse:
${Object.entries(BRING_CATEGORIES)
  .map(([category, meaning]) => `  ${category}  ${meaning}`)
  .join('\n')}
Eldre filer har også andre (som K). Portalen tar bare vare på postnummer og poststed, så slike linjer
leses inn som de andre, og hvor mange postnumre som har hver av dem, skrives ut.
Er én linje feil, endres ingenting, og linjenummeret skrives ut. Ellers byttes registeret ut i én
transaksjon, og antallet postnumre som ble lagt til, endret og fjernet, skrives ut. Registeret beholdes
når portalen starter på nytt og ved demo reset.

Valg:
  --file <fil>                 Brings postnummerregister`,
  options,
  required: ['file'],

  check(values) {
    if (!fs.statSync(values.file, { throwIfNoEntry: false })?.isFile()) {
      throw new UsageError(`Fant ikke filen «${values.file}».`);
    }
  },

  async run(values, { db, print }) {
    const result = await createPostalPlaceService({ db }).importRegister({
      name: path.basename(values.file),
      bytes: await fs.promises.readFile(values.file),
    });
    const lines = [
      `Postnummerregisteret er byttet ut med «${path.basename(values.file)}» (${result.encoding}): ` +
        `${result.total} postnumre.`,
      `Lagt til: ${result.added}. Endret poststed: ${result.changed}. Fjernet: ${result.removed}.`,
    ];
    if (result.undescribedCategories.size > 0) {
      lines.push(
        `Kategorier som Brings veiledning ikke beskriver: ${describeCounts(result.undescribedCategories)}.`,
      );
    }
    print(lines.join('\n'));
  },
};
