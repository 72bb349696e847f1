import { generateCases, MAX_GENERATED_CASES } from '../../demo/generated-cases.ts';
import { openBlobStore } from '../../lib/blob-store/index.ts';
import { osloDate } from '../../lib/oslo-date.ts';
import { createCompanyService } from '../../modules/company/index.ts';
import { type AdminCommand, UsageError } from '../admin-command.ts';

const options = {
  company: { type: 'string' },
  count: { type: 'string' },
} as const;

function parseCount(text: string) {
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > MAX_GENERATED_CASES) {
    throw new UsageError(`--count må være et helt tall fra 1 til ${MAX_GENERATED_CASES}, ikke «${text}».`);
  }
  return count;
}

const seconds = (ms: number) => (ms / 1000).toLocaleString('nb-NO', { maximumFractionDigits: 1 });

/** Generates extra cases for a company: for the benchmark, and for trying large lists. */
export const casesGenerate: AdminCommand<typeof options, 'company' | 'count'> = {
  name: 'cases generate',
  summary:
    'Lager ekstra saker med klagere, hendelser og dokumenter for et foretak (ytelsestester, store lister)',
  help: `Lager saker i foretaket med tilfeldige, realistiske opplysninger: klager, status, forfallsdato,
saksbehandler (en av foretakets aktive brukere med tilgang til saker, eller ingen), én til fire hendelser
over de siste månedene, noen uleste brev, og inntil to dokumenter per hendelse (noen få felles PDF-filer).
Saksnumrene fortsetter foretakets nummerrekke for hvert år. Alt lagres i én transaksjon.

Valg:
  --company <orgnr|navn|id>    Foretakets organisasjonsnummer, nøyaktige navn eller id
  --count <antall>             Hvor mange saker, fra 1 til ${MAX_GENERATED_CASES}`,
  options,
  required: ['company', 'count'],

  check(values) {
    parseCount(values.count);
  },

  async run(values, { config, db, print }) {
    const company = await createCompanyService({ db }).findByReference(values.company);
    const started = performance.now();
    const numbers = await generateCases(db, {
      companyId: company.id,
      count: parseCount(values.count),
      blobs: openBlobStore(config, db),
      productName: config.branding.productName,
      today: osloDate(new Date()),
    });
    print(
      [
        `Laget ${values.count} saker for ${company.name} (${company.orgNum}) på ${seconds(performance.now() - started)} s.`,
        ...[...numbers]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([year, { first, last }]) => `Saksnumre ${year}: ${first} – ${last}`),
      ].join('\n'),
    );
  },
};
