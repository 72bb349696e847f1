import { formatCaseNumber } from './case-number.ts';
import { isClosed } from './contract/case.ts';
import { DEMO_CASE_ANCHORS, type DemoCaseAnchor, type DemoCaseAnchorKey } from './demo-cases/anchors.ts';
import { addDays, assertDate } from './demo-cases/dates.ts';
import {
  type DemoParty,
  partyDisplayName,
  randomComplainer,
  randomCorrespondent,
} from './demo-cases/parties.ts';
import { type SeededRandom, seededRandom } from './demo-cases/seeded-random.ts';
import {
  caseEvents,
  DEMO_CASE_STATUSES,
  type DemoEvent,
  type DemoStatusCode,
} from './demo-cases/storylines.ts';
import { type ComplaintTopic, complaintTopics, referenceLabel } from './demo-cases/topics.ts';
import { DEMO_COMPANIES, type DemoCompanyKey } from './demo-data.ts';

export { DEMO_CASE_ANCHORS, type DemoCaseAnchor, type DemoCaseAnchorKey } from './demo-cases/anchors.ts';
export { DEMO_CATEGORIES, type DemoCategory } from './demo-cases/categories.ts';
export type { DemoParty } from './demo-cases/parties.ts';
export {
  DEMO_CASE_STATUSES,
  type DemoEvent,
  type DemoStatusCode,
  demoEventDescription,
} from './demo-cases/storylines.ts';
export type { ComplaintTopic, DemoDocument } from './demo-cases/topics.ts';

/**
 * A case of the demo set (spec 2 §3), described without the database: the seed turns it into rows and PDF
 * letters. `Clerk` names the company's clerks: demo person keys here, memberships in generated cases.
 */
export interface DemoCaseSpec<Clerk = string> {
  company: DemoCompanyKey;
  caseNumber: string;
  /** Set on the hand-written cases that end-to-end tests rely on. */
  anchor: DemoCaseAnchorKey | null;
  status: string;
  statusCode: DemoStatusCode;
  archived: boolean;
  anonymizeSb: boolean;
  /** The complaints body's handling officer (User). */
  handlingOfficer: { name: string; phone: string };
  /** yyyy-MM-dd */
  dueDate: string | null;
  clerk: Clerk | null;
  /** Has had a clerk; with no clerk now, the list shows HasBeenAssigned. */
  everAssigned: boolean;
  /** The clerk who registered the case in the portal; null when the complaints body brought it. */
  registeredBy: Clerk | null;
  companyCaseRef: string | null;
  companyNote: string | null;
  complainer: DemoParty | null;
  correspondent: DemoParty | null;
  /** What the complaint is about: its letters' texts, and the company's product and cause of it. */
  topic: ComplaintTopic;
  /** Oldest first. */
  events: DemoEvent<Clerk>[];
}

/** A case as `randomCase` makes it: everything but the company and the case number. */
export type RandomCase<Clerk> = Omit<DemoCaseSpec<Clerk>, 'company' | 'caseNumber' | 'anchor'>;

/** The company's clerks as far as cases go. */
interface CaseStaff<Clerk> {
  /** The clerk of a new case, or null for an undistributed one. */
  pickClerk(random: SeededRandom): Clerk | null;
  /** Clerks who may register cases (levels 1, 3 and 5); they answer the undistributed ones too. */
  registrars: readonly Clerk[];
}

const DEMO_CASE_COUNTS: Record<DemoCompanyKey, number> = { bank: 120, forsikring: 30 };
const SEEDS: Record<DemoCompanyKey, number> = { bank: 1_202_611, forsikring: 2_202_611 };
const ANCHOR_SEED = 3_202_611;

/** Demo person keys by how often they have a case; `none` is undistributed. Nobody is Dag's or Ivar's. */
const CLERK_WEIGHTS: Record<DemoCompanyKey, Record<string, number>> = {
  bank: { kari: 30, siri: 16, ola: 13, anne: 5, none: 36 },
  forsikring: { sven: 30, mette: 35, none: 35 },
};
const REGISTRARS: Record<DemoCompanyKey, readonly string[]> = {
  bank: ['kari', 'siri', 'anne'],
  forsikring: ['sven', 'mette'],
};

const STATUS_WEIGHTS: Record<DemoStatusCode, number> = {
  MOTTATT: 13,
  TIL_UTTALELSE: 20,
  UNDER_BEHANDLING: 20,
  VENTER_KLAGER: 10,
  NEMND: 11,
  AVSLUTTET: 26,
};

const HANDLING_OFFICERS = [
  { name: 'Torunn Bergset', phone: '21493510' },
  { name: 'Henrik Aasland', phone: '21493522' },
  { name: 'Marte Lindvik', phone: '21493537' },
  { name: 'Jørgen Skarstein', phone: '21493541' },
  { name: 'Sunniva Ødelien', phone: '21493556' },
  { name: 'Eirik Haugland', phone: '21493563' },
];

const COMPANY_NOTES = [
  'Venter på kontoutskrift fra kunden',
  'Sjekk avtalevilkårene fra 2019',
  'Mulig forlik',
  'Kunden har også klaget til Finanstilsynet',
  'Jurist har sett på saken',
  'Følg opp etter ferien',
  'Lignende sak i fjor',
];

/** The company's own reference: short ones, and some longer than the list shows untruncated. */
const randomCompanyCaseRef = (random: SeededRandom) =>
  random.pick([
    () => `K-${random.int(1000, 9999)}`,
    () => `KLAGE-${random.int(2024, 2026)}-${random.digits(4)}`,
    () => `Sak ${random.digits(6)}`,
  ])();

function randomDueDate(random: SeededRandom, today: string, closed: boolean) {
  if (closed) return random.chance(0.3) ? addDays(today, -random.int(5, 120)) : null;
  const when = random.weighted({ past: 15, today: 6, week: 22, later: 35, none: 22 });
  if (when === 'none') return null;
  const days = {
    past: () => -random.int(1, 30),
    today: () => 0,
    week: () => random.int(1, 7),
    later: () => random.int(8, 60),
  }[when];
  return addDays(today, days());
}

/** Who the letters call the complainer. */
const complainerName = (complainer: DemoParty | null) =>
  complainer ? partyDisplayName(complainer) : 'en kunde av foretaket';

/** One random, realistic case; the demo set and the admin command's generated cases both come from here. */
export function randomCase<Clerk>(
  random: SeededRandom,
  options: { today: string; company?: DemoCompanyKey; companyName: string; staff: CaseStaff<Clerk> },
): RandomCase<Clerk> {
  const { today, company, companyName, staff } = options;
  const statusCode = random.weighted(STATUS_WEIGHTS);
  const closed = isClosed(statusCode);
  const archived = closed && random.chance(0.45);
  // New cases are mostly still waiting to be distributed.
  const clerk = statusCode === 'MOTTATT' && random.chance(0.6) ? null : staff.pickClerk(random);
  const registrar =
    clerk !== null && staff.registrars.includes(clerk)
      ? clerk
      : staff.registrars.length > 0
        ? random.pick(staff.registrars)
        : null;
  const registeredBy = random.chance(0.35) ? registrar : null;
  const complainer = randomComplainer(random, referenceLabel(company));
  const dueDate = randomDueDate(random, today, closed);
  const unread = archived
    ? 0
    : Number(closed ? random.weighted({ 0: 90, 1: 10 }) : random.weighted({ 0: 55, 1: 25, 2: 13, 3: 7 }));
  const topic = random.pick(complaintTopics(company));
  const events = caseEvents(random, {
    statusCode,
    today,
    complainerName: complainerName(complainer),
    companyName,
    topic,
    dueDate,
    archived,
    registeredBy,
    repliedBy: clerk ?? registrar,
    unread,
  });
  return {
    status: DEMO_CASE_STATUSES[statusCode],
    statusCode,
    archived,
    anonymizeSb: random.chance(0.06),
    handlingOfficer: random.pick(HANDLING_OFFICERS),
    dueDate,
    clerk,
    everAssigned: clerk !== null || random.chance(0.3),
    registeredBy,
    companyCaseRef: random.chance(0.55) ? randomCompanyCaseRef(random) : null,
    companyNote: random.chance(0.35) ? random.pick(COMPANY_NOTES) : null,
    complainer,
    correspondent: random.chance(0.15) ? randomCorrespondent(random) : null,
    topic,
    events,
  };
}

function anchorCase(key: DemoCaseAnchorKey, index: number, today: string): Omit<DemoCaseSpec, 'caseNumber'> {
  const anchor: DemoCaseAnchor = DEMO_CASE_ANCHORS[key];
  const random = seededRandom(ANCHOR_SEED + index);
  const { dueInDays, unread, ...facts } = anchor;
  const dueDate = dueInDays === null ? null : addDays(today, dueInDays);
  // In this order: the same cases as before the topic was kept.
  const handlingOfficer = random.pick(HANDLING_OFFICERS);
  const topic = random.pick(complaintTopics(anchor.company));
  return {
    ...facts,
    anchor: key,
    status: DEMO_CASE_STATUSES[anchor.statusCode],
    handlingOfficer,
    dueDate,
    topic,
    events: caseEvents(random, {
      statusCode: anchor.statusCode,
      today,
      complainerName: complainerName(anchor.complainer),
      companyName: DEMO_COMPANIES[anchor.company].name,
      topic,
      dueDate,
      archived: anchor.archived,
      registeredBy: anchor.registeredBy,
      repliedBy: anchor.clerk ?? anchor.registeredBy ?? REGISTRARS[anchor.company][0] ?? null,
      unread,
    }),
  };
}

const demoStaff = (company: DemoCompanyKey): CaseStaff<string> => ({
  pickClerk: (random) => {
    const key = random.weighted(CLERK_WEIGHTS[company]);
    return key === 'none' ? null : key;
  },
  registrars: REGISTRARS[company],
});

/** Case numbers in the order the cases were created, each year from 1. */
function numbered(company: DemoCompanyKey, cases: Omit<DemoCaseSpec, 'caseNumber'>[]): DemoCaseSpec[] {
  const lastOfYear = new Map<string, number>();
  return [...cases]
    .sort((a, b) => demoCaseCreatedAt(a).localeCompare(demoCaseCreatedAt(b)))
    .map((spec) => {
      const year = demoCaseCreatedAt(spec).slice(0, 4);
      const sequence = (lastOfYear.get(year) ?? 0) + 1;
      lastOfYear.set(year, sequence);
      return { ...spec, caseNumber: formatCaseNumber(DEMO_COMPANIES[company].casePrefix, year, sequence) };
    });
}

/**
 * The demo cases of both demo companies, made for `today` (yyyy-MM-dd): the same cases on every run, with
 * dates relative to that day. About 120 for Eksempel Bank and 30 for Eksempel Forsikring, anchors included.
 */
export function demoCaseSpecs(today: string): DemoCaseSpec[] {
  assertDate(today);
  const anchorKeys = Object.keys(DEMO_CASE_ANCHORS) as DemoCaseAnchorKey[];
  return (Object.keys(DEMO_CASE_COUNTS) as DemoCompanyKey[]).flatMap((company) => {
    const anchors = anchorKeys
      .map((key, index) => ({ key, index }))
      .filter(({ key }) => DEMO_CASE_ANCHORS[key].company === company)
      .map(({ key, index }) => anchorCase(key, index, today));
    const random = seededRandom(SEEDS[company]);
    const options = { today, company, companyName: DEMO_COMPANIES[company].name, staff: demoStaff(company) };
    const generated = Array.from({ length: DEMO_CASE_COUNTS[company] - anchors.length }, () => ({
      ...randomCase(random, options),
      company,
      anchor: null,
    }));
    return numbered(company, [...anchors, ...generated]);
  });
}

export const demoCaseCreatedAt = (spec: Pick<DemoCaseSpec<unknown>, 'events'>) => spec.events[0]?.at ?? '';
export const demoCaseLastEventAt = (spec: Pick<DemoCaseSpec<unknown>, 'events'>) =>
  spec.events.at(-1)?.at ?? '';
export const demoCaseUnreadCount = (spec: Pick<DemoCaseSpec<unknown>, 'events'>) =>
  spec.events.filter((event) => !event.isRead).length;
export const demoCaseHasBeenAssigned = (spec: Pick<DemoCaseSpec<unknown>, 'clerk' | 'everAssigned'>) =>
  spec.clerk === null && spec.everAssigned;

/** The anchor case among the specs, with its case number and dates for that day. */
export function demoAnchorCase(specs: readonly DemoCaseSpec[], key: DemoCaseAnchorKey) {
  const found = specs.find((spec) => spec.anchor === key);
  if (!found) throw new Error(`No demo anchor case ${key}`);
  return found;
}

/** What a test counts; a missing field matches any case. */
export interface DemoCaseQuery {
  company?: DemoCompanyKey;
  /** A demo person key, or null for undistributed cases. */
  clerk?: string | null;
  /** True for every case with a clerk. */
  assigned?: boolean;
  closed?: boolean;
  archived?: boolean;
}

/** The demo cases a query matches, so that tests derive their expectations instead of hard-coding numbers. */
export const demoCasesWhere = (specs: readonly DemoCaseSpec[], query: DemoCaseQuery) =>
  specs.filter(
    (spec) =>
      (query.company === undefined || spec.company === query.company) &&
      (query.clerk === undefined || spec.clerk === query.clerk) &&
      (query.assigned === undefined || (spec.clerk !== null) === query.assigned) &&
      (query.closed === undefined || isClosed(spec.statusCode) === query.closed) &&
      (query.archived === undefined || spec.archived === query.archived),
  );
