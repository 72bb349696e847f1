import type { Outcome } from '../contract/decision.ts';
import { sentLetterDescription } from '../contract/letter.ts';
import { addDays, daysBetween, norwegianDate, officeHoursAt } from './dates.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { ComplaintTopic, DemoDocument } from './topics.ts';

/** The statuses of a case at the complaints body, by StatusCode; AVSLUTTET is the only closed one. */
export const DEMO_CASE_STATUSES = {
  MOTTATT: 'Mottatt',
  TIL_UTTALELSE: 'Til uttalelse hos foretaket',
  UNDER_BEHANDLING: 'Under behandling',
  VENTER_KLAGER: 'Venter på klager',
  NEMND: 'Sendt nemnda',
  AVSLUTTET: 'Avsluttet',
} as const;
export type DemoStatusCode = keyof typeof DEMO_CASE_STATUSES;

/**
 * Something that happened in a demo case: a letter from the complaints body (inbound), or a registration or
 * letter from the company (outbound) sent by `sentBy`, a clerk as the caller names them.
 */
export interface DemoEvent<Sender = string> {
  /** ISO 8601, UTC. */
  at: string;
  direction: 'inbound' | 'outbound';
  kind: 'registration' | 'letter';
  subject: string;
  isRead: boolean;
  sentBy: Sender | null;
  documents: DemoDocument[];
  /** The complaints body's conclusion, on the letter that ends the case (issue 49). */
  outcome?: Outcome;
}

/** The description a case event shows, e.g. "Brev fra Klagenemnda: Vedtak". */
export function demoEventDescription(
  event: Pick<DemoEvent, 'direction' | 'kind' | 'subject'>,
  productName: string,
) {
  if (event.kind === 'registration') return event.subject;
  return event.direction === 'inbound'
    ? `Brev fra ${productName}: ${event.subject}`
    : sentLetterDescription(event.subject);
}

interface StoryInput<Sender> {
  statusCode: DemoStatusCode;
  /** yyyy-MM-dd; every event happens before this day. */
  today: string;
  complainerName: string;
  companyName: string;
  topic: ComplaintTopic;
  dueDate: string | null;
  archived: boolean;
  /** The clerk who registered the case in the portal; null when the complaints body brought it. */
  registeredBy: Sender | null;
  /** The clerk who answers the complaints body; null when the company answers without one. */
  repliedBy: Sender | null;
  /** How many of the newest letters from the complaints body nobody has opened (at most those after the last reply). */
  unread: number;
}

interface StoryContext extends StoryInput<unknown> {
  outcome: StoryOutcome;
  /** The day of the event being written. */
  date: string;
}

type Step = (
  context: StoryContext,
  random: SeededRandom,
) => Omit<DemoEvent<never>, 'at' | 'isRead' | 'sentBy'>;

const letter = (fileName: string, title: string, paragraphs: string[]): DemoDocument => ({
  fileName,
  isLetter: true,
  title,
  paragraphs,
});

const complaintDocument = ({ complainerName, topic }: StoryContext, fileName: string): DemoDocument => ({
  fileName,
  isLetter: false,
  title: 'Klage',
  paragraphs: [`Klager: ${complainerName}`, topic.complaint, 'Jeg ber om at saken blir vurdert på nytt.'],
});

/** Three weeks; while the company has not answered, that is the case's due date. */
const statementDeadline = ({ statusCode, dueDate, date }: StoryContext) =>
  statusCode === 'TIL_UTTALELSE' && dueDate ? dueDate : addDays(date, 21);

const inbound = (subject: string, documents: DemoDocument[]) =>
  ({ direction: 'inbound', kind: 'letter', subject, documents }) as const;

const STEPS = {
  registered: (context) => ({
    direction: 'outbound',
    kind: 'registration',
    subject: 'Sak registrert av foretaket',
    documents: [
      letter('Registrering av klage.pdf', 'Registrering av klage', [
        `${context.companyName} har mottatt en klage fra ${context.complainerName} som gjelder ${context.topic.subject}. Vi har ikke kommet til enighet med kunden, og registrerer derfor saken for behandling.`,
        'Kundens klage følger vedlagt. Vi sender vår uttalelse når vi blir bedt om det.',
      ]),
      complaintDocument(context, 'Klage fra kunden.pdf'),
    ],
  }),
  received: (context) =>
    inbound('Klagen er mottatt', [
      letter('Klagen er mottatt.pdf', 'Klagen er mottatt', [
        `Vi har mottatt en klage fra ${context.complainerName} som gjelder ${context.topic.subject}.`,
        'Saken blir behandlet i den rekkefølgen den er kommet inn. Vi tar kontakt med foretaket når vi trenger en uttalelse.',
      ]),
      ...(context.registeredBy === null ? [complaintDocument(context, 'Klage.pdf')] : []),
    ]),
  statementRequested: (context) =>
    inbound('Anmodning om uttalelse', [
      letter('Anmodning om uttalelse.pdf', 'Anmodning om uttalelse', [
        `Vi viser til klagen fra ${context.complainerName} som gjelder ${context.topic.subject}.`,
        `Vi ber om foretakets uttalelse til klagen innen ${norwegianDate(statementDeadline(context))}. Legg ved avtalevilkårene og annen dokumentasjon foretaket mener er relevant.`,
      ]),
    ]),
  reminder: (context) =>
    inbound('Påminnelse om frist for uttalelse', [
      letter('Påminnelse.pdf', 'Påminnelse om frist for uttalelse', [
        `Vi har ennå ikke mottatt foretakets uttalelse i saken.${context.dueDate ? ` Fristen var ${norwegianDate(context.dueDate)}.` : ''}`,
        'Vi ber om at uttalelsen sendes snarest. Uten uttalelse kan saken bli avgjort på grunnlag av opplysningene vi har.',
      ]),
    ]),
  reply: (context, random) => ({
    direction: 'outbound',
    kind: 'letter',
    subject: 'Tilsvar',
    documents: [
      letter('Tilsvar fra foretaket.pdf', 'Tilsvar', [
        `Foretaket viser til anmodningen om uttalelse til klagen fra ${context.complainerName}.`,
        context.topic.reply,
        'Foretaket mener at klagen ikke bør føre frem. Dokumentasjonen følger vedlagt.',
      ]),
      ...context.topic.evidence.filter(() => random.chance(0.5)).slice(0, 2),
    ],
  }),
  sentToComplainer: () =>
    inbound('Tilsvaret er sendt klager', [
      letter('Tilsvaret er sendt klager.pdf', 'Tilsvaret er sendt klager', [
        'Foretakets tilsvar er sendt til klager, som har fått anledning til å kommentere det innen tre uker.',
        'Vi kontakter foretaket igjen dersom kommentarene gir grunn til det.',
      ]),
    ]),
  complainerComments: (context) =>
    inbound('Kommentarer fra klager', [
      letter('Oversendelse av kommentarer.pdf', 'Kommentarer fra klager', [
        `Vedlagt følger kommentarene fra ${context.complainerName} til foretakets tilsvar.`,
        'Foretaket kan gi en kort merknad innen to uker.',
      ]),
      {
        fileName: 'Kommentarer fra klager.pdf',
        isLetter: false,
        title: 'Kommentarer til foretakets tilsvar',
        paragraphs: [`Fra: ${context.complainerName}`, `Jeg fastholder klagen. ${context.topic.complaint}`],
      },
    ]),
  preliminaryAssessment: (context) =>
    inbound('Foreløpig vurdering', [
      letter('Foreløpig vurdering.pdf', 'Foreløpig vurdering', [
        'Sekretariatet har gått gjennom saken og gjort en foreløpig vurdering.',
        `Etter vår foreløpige vurdering ${context.outcome.text}. Vurderingen er ikke bindende; partene kan komme med merknader innen to uker.`,
      ]),
    ]),
  sentToCommittee: () =>
    inbound('Saken er sendt nemnda', [
      letter('Saken er sendt nemnda.pdf', 'Saken er sendt nemnda', [
        'Saken er klar for behandling og er lagt frem for nemnda.',
        'Partene får nemndas vedtak skriftlig når saken er behandlet.',
      ]),
    ]),
  decision: (context) => ({
    ...inbound('Vedtak', [
      letter('Vedtak.pdf', 'Vedtak', [
        `Nemnda har behandlet klagen fra ${context.complainerName} som gjelder ${context.topic.subject}.`,
        `Nemnda er kommet til at ${context.outcome.text}.`,
        'Vedtaket er enstemmig. Saken er med dette avsluttet.',
      ]),
    ]),
    outcome: context.outcome.outcome,
  }),
  settled: () => ({
    ...inbound('Saken er avsluttet', [
      letter('Saken er avsluttet.pdf', 'Saken er avsluttet', [
        'Klager har opplyst at partene er kommet til enighet, og har trukket klagen.',
        'Saken er med dette avsluttet hos oss.',
      ]),
    ]),
    outcome: 'forlik',
  }),
} satisfies Record<string, Step>;
type StepName = keyof typeof STEPS;

const UNTIL_COMMITTEE: StepName[] = [
  'statementRequested',
  'reply',
  'sentToComplainer',
  'complainerComments',
  'preliminaryAssessment',
  'sentToCommittee',
];

/** The ways a case reaches each status, after it was received. */
const PATHS: Record<DemoStatusCode, StepName[][]> = {
  MOTTATT: [[]],
  TIL_UTTALELSE: [['statementRequested']],
  UNDER_BEHANDLING: [UNTIL_COMMITTEE.slice(0, 2), UNTIL_COMMITTEE.slice(0, 4), UNTIL_COMMITTEE.slice(0, 5)],
  VENTER_KLAGER: [UNTIL_COMMITTEE.slice(0, 3)],
  NEMND: [UNTIL_COMMITTEE],
  AVSLUTTET: [
    [...UNTIL_COMMITTEE, 'decision'],
    ['statementRequested', 'reply', 'settled'],
  ],
};

interface StoryOutcome {
  text: string;
  outcome: Outcome;
}

const OUTCOMES: readonly StoryOutcome[] = [
  { text: 'klagen ikke fører frem', outcome: 'ikke-medhold' },
  {
    text: 'klagen delvis fører frem, og at foretaket bør dekke halvparten av tapet',
    outcome: 'delvis-medhold',
  },
  {
    text: 'klagen fører frem, og at foretaket bør betale tilbake det omtvistede beløpet',
    outcome: 'medhold',
  },
];

const earlier = (a: string, b: string) => (a < b ? a : b);

/** Days since the last event: open cases are recent, archived ones old. */
function lastEventDaysAgo(random: SeededRandom, { statusCode, archived }: StoryInput<unknown>) {
  if (archived) return random.int(100, 300);
  return statusCode === 'AVSLUTTET' ? random.int(3, 90) : random.int(1, 40);
}

/** The events of a case in the given status, from its registration to now, months apart for the long ones. */
export function caseEvents<Sender>(random: SeededRandom, input: StoryInput<Sender>): DemoEvent<Sender>[] {
  const steps: StepName[] = [
    ...(input.registeredBy === null ? [] : (['registered'] as const)),
    'received',
    ...random.pick(PATHS[input.statusCode]),
  ];
  const yesterday = addDays(input.today, -1);
  const awaitsStatement = input.statusCode === 'TIL_UTTALELSE' && input.dueDate !== null;
  // The request for a statement gives three weeks, so it was sent three weeks before the due date.
  let date =
    awaitsStatement && input.dueDate
      ? earlier(addDays(input.dueDate, -21), yesterday)
      : addDays(input.today, -lastEventDaysAgo(random, input));
  const dates = [date];
  for (let index = 1; index < steps.length; index++) {
    date = addDays(date, -random.int(4, 24));
    dates.unshift(date);
  }
  if (awaitsStatement && input.dueDate && daysBetween(input.dueDate, input.today) >= 3) {
    steps.push('reminder');
    dates.push(addDays(input.dueDate, 2));
  }

  const context = { ...input, outcome: random.pick(OUTCOMES) };
  const events = steps.map((step, index): DemoEvent<Sender> => {
    const day = dates[index] ?? yesterday;
    const at = officeHoursAt(day, random.int(7, 13), random.int(0, 59));
    const event = STEPS[step]({ ...context, date: day }, random);
    const sentBy = step === 'registered' ? input.registeredBy : step === 'reply' ? input.repliedBy : null;
    return { ...event, at, isRead: true, sentBy };
  });
  markNewestUnread(events, input.unread);
  return events;
}

/** Nobody has opened the newest letters from the complaints body since the company last wrote. */
function markNewestUnread(events: DemoEvent<unknown>[], unread: number) {
  let left = unread;
  for (let index = events.length - 1; index >= 0 && left > 0; index--) {
    const event = events[index];
    if (!event || event.direction === 'outbound') return;
    event.isRead = false;
    left -= 1;
  }
}
