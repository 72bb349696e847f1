import { createOutboxStatusService, type OutboxStatus } from '../../modules/outbox/index.ts';
import type { AdminCommand } from '../admin-command.ts';
import { formatDuration, osloDateTime } from '../admin-format.ts';

const options = {
  json: { type: 'boolean' },
} as const;

const LABEL_WIDTH = 24;
const row = (label: string, value: string | number) => `  ${`${label}:`.padEnd(LABEL_WIDTH)}${value}`;

function describeStatus(status: OutboxStatus) {
  const { oldestWaiting, lastError } = status;
  return [
    'E-post i utboksen',
    row('Venter på sending', status.waiting),
    row('Av dem med feil', status.failing),
    row('Sendt siste 24 timer', status.sentLast24Hours),
    row(
      'Eldste ventende',
      oldestWaiting
        ? `${formatDuration(oldestWaiting.ageSeconds)} gammel ` +
            `(lagt i utboksen ${osloDateTime.format(new Date(oldestWaiting.createdAt))})`
        : 'ingen',
    ),
    row(
      'Siste feil',
      lastError
        ? `${osloDateTime.format(new Date(lastError.at))}, forsøk ${lastError.attempts}: ${lastError.message}`
        : 'ingen',
    ),
  ].join('\n');
}

/** How the e-mail outbox is doing: counts and the last error, never recipients, subjects or bodies. */
export const outboxStatus: AdminCommand<typeof options> = {
  name: 'outbox status',
  summary: 'Viser hvor mange e-poster som venter, er sendt og feiler, og den siste feilen',
  help: `Viser tilstanden til e-postutboksen som portalen sender fra:
  - hvor mange e-poster som venter på sending, og hvor mange av dem som har feilet minst én gang
    (de prøves igjen med økende mellomrom, opptil én gang i timen)
  - hvor mange som er sendt de siste 24 timene
  - hvor lenge den eldste ventende e-posten har ventet
  - når siste forsøk feilet, og feilmeldingen fra e-postserveren (e-postadresser i den er skjult)
Mottakere, emner og innhold vises ikke, siden de er personopplysninger.

Valg:
  --json                       Skriver tilstanden som JSON, for overvåking og andre programmer`,
  options,
  required: [],

  async run(values, { db, print }) {
    const status = await createOutboxStatusService({ db, clock: () => new Date() }).status();
    print(values.json ? JSON.stringify(status, null, 2) : describeStatus(status));
  },
};
