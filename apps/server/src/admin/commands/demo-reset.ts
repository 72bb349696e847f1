import { resetDemoDatabase } from '../../demo/demo-reset.ts';
import { openBlobStore } from '../../lib/blob-store/index.ts';
import { type AdminCommand, UsageError } from '../admin-command.ts';

const options = {
  yes: { type: 'boolean' },
} as const;

/** Puts the configured database back to the fixed demo set, as an empty database gets it at start. */
export const demoReset: AdminCommand<typeof options> = {
  name: 'demo reset',
  summary: 'Sletter alle data i databasen og legger inn demodataene på nytt (krever --yes)',
  help: `Tømmer databasen portalen er satt opp med, og legger inn de faste demodataene på nytt: de to
demoforetakene, demopersonene og deres saker, som når portalen starter med en tom database.
Alt annet slettes: foretak, brukere, tilgangsnøkler, API-nøkler, saker, brev, dokumenter,
innlogginger, e-post i utboksen og revisjonsloggen. Filene som ingen rad lenger viser til, slettes fra
dokumentlageret. Postnummerregisteret beholdes. Alt skjer i én transaksjon.

Valg:
  --yes                        Bekrefter at alt i databasen skal slettes`,
  options,
  required: [],

  check(values) {
    if (!values.yes) {
      throw new UsageError('demo reset sletter alle data i databasen og kan ikke angres. Bekreft med --yes.');
    }
  },

  async run(_values, { config, db, exclusively, print }) {
    // Not while a portal starting on the same database seeds it.
    const result = await exclusively(() =>
      resetDemoDatabase(db, {
        identityKey: config.identityKey,
        blobs: openBlobStore(config, db),
        productName: config.branding.productName,
      }),
    );
    const where = config.databaseUrl
      ? 'PostgreSQL-databasen i DATABASE_URL'
      : `databasen i ${config.dataDir}`;
    print(
      [
        `Demodataene er lagt inn på nytt i ${where}: ${result.companies} foretak, ` +
          `${result.persons} personer, ${result.cases} saker.`,
        `Slettet ${result.deletedFiles} ${result.deletedFiles === 1 ? 'fil' : 'filer'} som ingen rad lenger viste til.`,
      ].join('\n'),
    );
  },
};
