import { DELETION_RULE_LABELS } from '@foretaksportalen/shared/retention-texts';
import { caseChangePipeline } from '../../case-change-pipeline.ts';
import { openBlobStore } from '../../lib/blob-store/index.ts';
import { startLogger } from '../../lib/logger.ts';
import { osloStartOfDay } from '../../lib/oslo-date.ts';
import { requireCompanyByOrgNum } from '../../modules/company/index.ts';
import {
  type CompanyRun,
  createAnonymizer,
  createRetentionJob,
  type SkipReason,
} from '../../modules/retention/index.ts';
import { type AdminCommand, UsageError } from '../admin-command.ts';

const options = {
  company: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'as-of': { type: 'string' },
} as const;

const SKIPPED: Record<SkipReason, string> = {
  open: 'ikke avsluttet, eller avsluttet på nytt for nylig',
  held: 'holdt tilbake fra sletting',
  'not-archived': 'ikke arkivert',
  already: 'allerede slettet',
  gone: 'finnes ikke lenger',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the run did (or would do) to each case: the deletion log's line, with each document's SHA-256. */
function describeRun(run: CompanyRun, dryRun: boolean) {
  const done = run.cases.filter((outcome) => outcome.done);
  const lines = [
    `${run.companyName}: ${DELETION_RULE_LABELS.schedule.toLowerCase()} ${run.months} måneder etter avslutning`,
    `  ${plural(done.length, 'sak', 'saker')} ${dryRun ? 'ville fått' : 'fikk'} personopplysningene slettet`,
  ];
  for (const outcome of run.cases) {
    if (!outcome.done) {
      lines.push(`  ${outcome.caseId}: hoppet over (${SKIPPED[outcome.reason]})`);
      continue;
    }
    const { entry } = outcome;
    lines.push(
      `  ${outcome.caseNumber}: ${plural(entry.parties, 'part', 'parter')}, ${entry.letters} brev, ` +
        `${plural(entry.documents, 'dokument', 'dokumenter')}, ${plural(entry.notes, 'notat', 'notater')}`,
      ...entry.documentSha256.map((sha256) => `    SHA-256 ${sha256}`),
    );
  }
  return lines.join('\n');
}

/** The retention schedule of one company, now: what the nightly run does, or with --dry-run what it would do. */
export const retentionRun: AdminCommand<typeof options, 'company'> = {
  name: 'retention run',
  summary: 'Sletter personopplysninger i et foretaks avsluttede saker etter foretakets slettefrist, nå',
  help: `Kjører slettingen av personopplysninger for ett foretak nå, slik portalen gjør hver natt: i saker som er
avsluttet og arkivert, og som ble avsluttet for mer enn foretakets antall måneder siden (aldri færre enn
RETENTION_MIN_MONTHS), slettes partene, brevenes emner og meldinger, dokumentene, interne notater og utkast.
Saker som holdes tilbake fra sletting, røres ikke. Hver sak slettes i en egen transaksjon og føres i
slettelogen. Skriver det samme som slettelogen: antall parter, brev, dokumenter og notater, og SHA-256 av hvert
dokument. Venter ikke på en kjøring som pågår i portalen: da gjøres ingenting.

Valg:
  --company ORGNR              Foretakets organisasjonsnummer (påkrevd)
  --dry-run                    Viser hva som ville blitt slettet, uten å slette noe
  --as-of ÅÅÅÅ-MM-DD           Kjører som om det var den dagen (med --dry-run: se hva som slettes da)`,
  options,
  required: ['company'],

  check(values) {
    const asOf = values['as-of'];
    if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
      throw new UsageError('--as-of må være en dato på formen ÅÅÅÅ-MM-DD');
    }
  },

  async run(values, { config, db, whileAlone, print }) {
    const dryRun = values['dry-run'] === true;
    const asOf = values['as-of'];
    // Another day than today deletes before the company's rule says so: only to look, or in the test set-up.
    if (asOf !== undefined && !dryRun && !config.enableTestHooks) {
      throw new UsageError('--as-of kan bare brukes sammen med --dry-run');
    }
    const company = await requireCompanyByOrgNum(db, values.company);
    if (company.retentionMonths === null) {
      print(`${company.name} har ikke slått på sletting av personopplysninger i avsluttede saker.`);
      return;
    }
    const clock = () => new Date();
    const job = createRetentionJob({
      db,
      config,
      anonymizer: createAnonymizer({
        db,
        blobs: openBlobStore(config, db),
        changes: caseChangePipeline(config, db).changes,
        clock,
      }),
      whileAlone,
      clock,
      // The command prints what it did; the job logs only from its nightly task, which does not run here.
      log: startLogger('silent'),
    });
    const operator = ['admin-command', process.env.USER].filter(Boolean).join(':');
    const outcome = await job.run({
      companyId: company.id,
      dryRun,
      now: asOf === undefined ? undefined : osloStartOfDay(asOf),
      actor: { operator },
    });
    if (!outcome.ran) {
      print('Slettingen kjører allerede i en portalprosess. Prøv igjen når den er ferdig.');
      return;
    }
    for (const run of outcome.result) print(describeRun(run, dryRun));
  },
};
