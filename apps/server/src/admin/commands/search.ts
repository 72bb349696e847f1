import { SEARCH_TEXT_STATES, type SearchTextState } from '../../db/schema.ts';
import { countTextsByState, queueEveryText } from '../../modules/search/index.ts';
import type { AdminCommand } from '../admin-command.ts';
import { formatDuration, osloDateTime } from '../admin-format.ts';

const LABEL_WIDTH = 24;
const row = (label: string, value: string | number) => `  ${`${label}:`.padEnd(LABEL_WIDTH)}${value}`;

const STATE_LABELS: Record<SearchTextState, string> = {
  waiting: 'Venter på å leses',
  indexed: 'Søkbare',
  'no-text': 'Uten tekst',
  failed: 'Kunne ikke leses',
};

const jsonOption = { json: { type: 'boolean' } } as const;

/** How far the search index is: the texts in each state, and how long the oldest waiting one has waited. */
export const searchStatus: AdminCommand<typeof jsonOption> = {
  name: 'search status',
  summary: 'Viser hvor mange dokumenter og brev som er søkbare, venter på å leses eller ikke kan leses',
  help: `Viser tilstanden til søket i brev og dokumenter:
  - hvor mange tekster (dokumenter, og brevs emne og melding) som er søkbare
  - hvor mange som venter på å leses inn (det skjer i bakgrunnen i portalen), og hvor lenge den eldste har ventet
  - hvor mange som er uten tekst (bilder og skannede PDF-er; det gjøres ingen tekstgjenkjenning)
  - hvor mange som ikke kunne leses (skadede eller krypterte filer, eller for store)
Innholdet i dokumentene vises ikke.

Valg:
  --json                       Skriver tilstanden som JSON, for overvåking og andre programmer`,
  options: jsonOption,
  required: [],

  async run(values, { db, print }) {
    const rows = await countTextsByState(db);
    const counts = Object.fromEntries(
      SEARCH_TEXT_STATES.map((state) => [state, rows.find((entry) => entry.state === state)?.count ?? 0]),
    ) as Record<SearchTextState, number>;
    const oldest = rows.find((entry) => entry.state === 'waiting')?.oldest ?? null;
    const oldestWaiting = oldest && {
      since: oldest.toISOString(),
      ageSeconds: Math.round((Date.now() - oldest.getTime()) / 1000),
    };
    if (values.json) {
      print(JSON.stringify({ ...counts, oldestWaiting }, null, 2));
      return;
    }
    print(
      [
        'Søk i brev og dokumenter',
        ...SEARCH_TEXT_STATES.map((state) => row(STATE_LABELS[state], counts[state])),
        row(
          'Eldste ventende',
          oldestWaiting
            ? `${formatDuration(oldestWaiting.ageSeconds)} (lagt inn ${osloDateTime.format(oldest)})`
            : 'ingen',
        ),
      ].join('\n'),
    );
  },
};

/** Every text read again, and every document or letter without one given one. */
export const searchReindex: AdminCommand<Record<string, never>> = {
  name: 'search reindex',
  summary: 'Leser teksten i alle dokumenter og brev inn i søket på nytt',
  help: `Setter alle dokumenter og brev i kø for å leses inn i søket på nytt, også dem som ikke kunne leses
før, og legger til dem som mangler. Portalen leser dem i bakgrunnen; søket finner det som allerede var
lest inn mens det pågår. Se framdriften med: npm run admin -- search status`,
  options: {},
  required: [],

  async run(_values, { db, print }) {
    const queued = await queueEveryText(db, new Date());
    print(`${queued} tekster venter nå på å leses inn. Portalen leser dem i bakgrunnen.`);
  },
};
