import { describe, expect, it } from 'vitest';
import { caseSequence } from './case-number.ts';
import { isClosed } from './contract/case.ts';
import { addDays, daysBetween } from './demo-cases/dates.ts';
import { partyDisplayName } from './demo-cases/parties.ts';
import {
  DEMO_CASE_ANCHORS,
  DEMO_CASE_STATUSES,
  type DemoCaseAnchorKey,
  type DemoCaseSpec,
  demoAnchorCase,
  demoCaseCreatedAt,
  demoCaseHasBeenAssigned,
  demoCaseLastEventAt,
  demoCaseSpecs,
  demoCasesWhere,
  demoCaseUnreadCount,
  demoEventDescription,
} from './demo-cases.ts';
import { DEMO_COMPANIES } from './demo-data.ts';

const TODAY = '2026-11-21';
const specs = demoCaseSpecs(TODAY);
const bank = demoCasesWhere(specs, { company: 'bank' });
const forsikring = demoCasesWhere(specs, { company: 'forsikring' });
const open = (cases: DemoCaseSpec[]) => cases.filter((spec) => !isClosed(spec.statusCode));
const namesOf = (spec: DemoCaseSpec) => (spec.complainer ? partyDisplayName(spec.complainer) : null);

describe('demoCaseSpecs', () => {
  it('is the same on every call for a day, and only its dates move with the day', () => {
    expect(demoCaseSpecs(TODAY)).toEqual(specs);
    const weekLater = demoCaseSpecs(addDays(TODAY, 7));
    const facts = ({ caseNumber, statusCode, clerk, complainer, companyCaseRef, events }: DemoCaseSpec) => ({
      caseNumber,
      statusCode,
      clerk,
      complainer,
      companyCaseRef,
      events: events.map(({ subject, isRead, documents }) => ({
        subject,
        isRead,
        documents: documents.length,
      })),
    });
    expect(weekLater.map(facts)).toEqual(specs.map(facts));
    expect(weekLater.map((spec) => spec.dueDate)).toEqual(
      specs.map((spec) => spec.dueDate && addDays(spec.dueDate, 7)),
    );
  });

  it('refuses a day that is not yyyy-MM-dd', () => {
    expect(() => demoCaseSpecs('21.11.2026')).toThrow('Not a date');
  });

  it('makes about 120 cases for Eksempel Bank and 30 for Eksempel Forsikring', () => {
    expect(bank).toHaveLength(120);
    expect(forsikring).toHaveLength(30);
  });

  it('numbers the cases {prefix}-{year of creation}-{sequence} in the order they were created', () => {
    for (const [key, cases] of [
      ['bank', bank],
      ['forsikring', forsikring],
    ] as const) {
      const prefix = DEMO_COMPANIES[key].casePrefix;
      const byCreation = [...cases].sort((a, b) => demoCaseCreatedAt(a).localeCompare(demoCaseCreatedAt(b)));
      const sequences = new Map<string, number[]>();
      for (const spec of byCreation) {
        const year = demoCaseCreatedAt(spec).slice(0, 4);
        expect(spec.caseNumber).toMatch(new RegExp(`^${prefix}-${year}-\\d{4}$`));
        sequences.set(year, [
          ...(sequences.get(year) ?? []),
          caseSequence(spec.caseNumber, prefix, year) ?? 0,
        ]);
      }
      for (const numbers of sequences.values()) {
        expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      }
    }
  });

  it('spreads statuses, with AVSLUTTET the only closed one and only closed cases archived', () => {
    for (const cases of [bank, forsikring]) {
      expect(new Set(cases.map((spec) => spec.statusCode))).toEqual(new Set(Object.keys(DEMO_CASE_STATUSES)));
      expect(cases.filter((spec) => spec.archived).every((spec) => isClosed(spec.statusCode))).toBe(true);
      expect(cases.some((spec) => isClosed(spec.statusCode) && !spec.archived)).toBe(true);
      expect(cases.some((spec) => spec.archived)).toBe(true);
      for (const spec of cases) expect(spec.status).toBe(DEMO_CASE_STATUSES[spec.statusCode]);
    }
  });

  it('gives cases to Kari, Ola, Siri and a few to Anne in the bank, to Sven and Mette in the insurer, and leaves many undistributed', () => {
    const clerks = (cases: DemoCaseSpec[]) => new Set(cases.map((spec) => spec.clerk));
    expect(clerks(bank)).toEqual(new Set(['kari', 'ola', 'siri', 'anne', null]));
    expect(clerks(forsikring)).toEqual(new Set(['sven', 'mette', null]));
    for (const cases of [bank, forsikring]) {
      const undistributed = demoCasesWhere(cases, { clerk: null, closed: false });
      expect(undistributed.length).toBeGreaterThanOrEqual(cases.length / 5);
      expect(undistributed.some(demoCaseHasBeenAssigned)).toBe(true);
      expect(cases.filter((spec) => spec.clerk !== null).every((spec) => spec.everAssigned)).toBe(true);
    }
    expect(
      demoCasesWhere(bank, { clerk: null }).filter(demoCaseHasBeenAssigned).length,
    ).toBeGreaterThanOrEqual(5);
    expect(demoCasesWhere(bank, { clerk: 'anne' }).length).toBeLessThan(
      demoCasesWhere(bank, { clerk: 'ola' }).length,
    );
    // Ola (level 2) may not register cases.
    expect(specs.some((spec) => spec.registeredBy === 'ola')).toBe(false);
    expect(specs.some((spec) => spec.registeredBy !== null)).toBe(true);
  });

  it('spreads due dates of open cases over the past, today, the coming week, later and none', () => {
    const kinds = new Set(
      open(specs).map((spec) => {
        if (spec.dueDate === null) return 'none';
        const days = daysBetween(TODAY, spec.dueDate);
        return days < 0 ? 'past' : days === 0 ? 'today' : days <= 7 ? 'week' : 'later';
      }),
    );
    expect(kinds).toEqual(new Set(['past', 'today', 'week', 'later', 'none']));
  });

  it('has company refs (some longer than the list shows untruncated) and notes within their limits', () => {
    const refs = specs.flatMap((spec) => spec.companyCaseRef ?? []);
    const notes = specs.flatMap((spec) => spec.companyNote ?? []);
    expect(refs.length).toBeGreaterThan(specs.length / 3);
    expect(refs.length).toBeLessThan(specs.length);
    expect(refs.every((ref) => ref.length <= 30)).toBe(true);
    expect(refs.some((ref) => ref.length > 11)).toBe(true);
    expect(refs.some((ref) => ref.length <= 11)).toBe(true);
    expect(notes.length).toBeGreaterThan(10);
    expect(notes.every((note) => note.length <= 100)).toBe(true);
    expect(specs.some((spec) => spec.anonymizeSb)).toBe(true);
  });

  it('has private and firm complainers, a few abroad, and some correspondents', () => {
    const complainers = specs.flatMap((spec) => spec.complainer ?? []);
    expect(complainers.some((party) => party.isFirm)).toBe(true);
    expect(complainers.filter((party) => !party.isFirm).length).toBeGreaterThan(complainers.length * 0.8);
    expect(complainers.some((party) => party.countryCode !== 'NO')).toBe(true);
    for (const party of complainers) {
      if (party.countryCode === 'NO') expect(party.postalCode).toMatch(/^\d{4}$/);
      if (party.email) expect(party.email).toMatch(/^[a-z0-9.]+@[a-z0-9.]*example\.(no|com)$/);
    }
    expect(specs.filter((spec) => spec.correspondent).length).toBeGreaterThan(5);
  });

  it('tells each case as events before today, months long for some, each with its letter first', () => {
    for (const spec of specs) {
      const times = spec.events.map((event) => event.at);
      expect(times).toEqual([...times].sort());
      expect(demoCaseLastEventAt(spec) < TODAY).toBe(true);
      for (const event of spec.events) {
        expect(event.documents[0]?.isLetter).toBe(true);
        expect(event.documents.filter((document) => document.isLetter)).toHaveLength(1);
        expect(event.documents.every((document) => document.fileName.endsWith('.pdf'))).toBe(true);
        expect(event.sentBy === null || event.direction === 'outbound').toBe(true);
      }
    }
    const monthsLong = specs.filter(
      (spec) =>
        daysBetween(demoCaseCreatedAt(spec).slice(0, 10), demoCaseLastEventAt(spec).slice(0, 10)) > 90,
    );
    expect(monthsLong.length).toBeGreaterThan(10);
    expect(specs.some((spec) => spec.events[0]?.kind === 'registration')).toBe(true);
  });

  it('leaves 1, 2 or 3 letters from the complaints body unread on some cases, the newest since the company last wrote', () => {
    expect(new Set(specs.map(demoCaseUnreadCount))).toEqual(new Set([0, 1, 2, 3]));
    for (const spec of specs) {
      const lastOutbound = spec.events.findLastIndex((event) => event.direction === 'outbound');
      const firstUnread = spec.events.findIndex((event) => !event.isRead);
      if (firstUnread === -1) continue;
      expect(firstUnread).toBeGreaterThan(lastOutbound);
      expect(spec.events.slice(firstUnread).every((event) => !event.isRead)).toBe(true);
    }
    expect(demoCasesWhere(specs, { archived: true }).every((spec) => demoCaseUnreadCount(spec) === 0)).toBe(
      true,
    );
  });
});

describe('DEMO_CASE_ANCHORS', () => {
  const anchors = Object.entries(DEMO_CASE_ANCHORS) as [
    DemoCaseAnchorKey,
    (typeof DEMO_CASE_ANCHORS)[DemoCaseAnchorKey],
  ][];

  it.each(anchors)('%s is in the demo set with its hand-written facts', (key, anchor) => {
    const spec = demoAnchorCase(specs, key);
    expect(spec).toMatchObject({
      company: anchor.company,
      statusCode: anchor.statusCode,
      clerk: anchor.clerk,
      everAssigned: anchor.everAssigned,
      archived: anchor.archived,
      anonymizeSb: anchor.anonymizeSb,
      companyCaseRef: anchor.companyCaseRef,
      companyNote: anchor.companyNote,
      complainer: anchor.complainer,
      correspondent: anchor.correspondent,
      dueDate: anchor.dueInDays === null ? null : addDays(TODAY, anchor.dueInDays),
    });
    expect(demoCaseUnreadCount(spec)).toBe(anchor.unread);
    if (spec.complainer) {
      expect(specs.filter((other) => namesOf(other) === namesOf(spec))).toHaveLength(1);
    }
  });

  it('covers what the end-to-end tests need', () => {
    const anchor = (key: DemoCaseAnchorKey) => demoAnchorCase(specs, key);
    expect(anchor('kariTwoUnread').clerk).toBe('kari');
    expect(demoCaseHasBeenAssigned(anchor('unassignedWasAssigned'))).toBe(true);
    expect(isClosed(anchor('siriClosed').statusCode) && !anchor('siriClosed').archived).toBe(true);
    expect(anchor('kariArchived').archived).toBe(true);
    expect(anchor('olaFirm').complainer?.isFirm).toBe(true);
    expect(anchor('siriLongRefAndNote').companyCaseRef?.length).toBeGreaterThan(11);
    expect(anchor('kariDueToday').dueDate).toBe(TODAY);
    expect(anchor('withoutComplainer').complainer).toBeNull();
  });
});

describe('the expectation helpers', () => {
  it('partition the cases by clerk and by open or closed', () => {
    const byClerk = ['kari', 'ola', 'siri', 'anne', null].map(
      (clerk) => demoCasesWhere(specs, { company: 'bank', clerk }).length,
    );
    expect(byClerk.reduce((sum, count) => sum + count, 0)).toBe(bank.length);
    expect(demoCasesWhere(specs, { company: 'bank', assigned: true })).toHaveLength(
      bank.length - (byClerk[4] ?? 0),
    );
    expect(
      demoCasesWhere(specs, { company: 'bank', closed: true }).length +
        demoCasesWhere(specs, { company: 'bank', closed: false }).length,
    ).toBe(bank.length);
  });

  it('describe events as the case overview shows them', () => {
    const [received, registered] = [
      { direction: 'inbound', kind: 'letter', subject: 'Vedtak' },
      { direction: 'outbound', kind: 'registration', subject: 'Sak registrert av foretaket' },
    ] as const;
    expect(demoEventDescription(received, 'Klagenemnda')).toBe('Brev fra Klagenemnda: Vedtak');
    expect(demoEventDescription(registered, 'Klagenemnda')).toBe('Sak registrert av foretaket');
    expect(demoEventDescription({ direction: 'outbound', kind: 'letter', subject: 'Tilsvar' }, 'X')).toBe(
      'Brev fra foretaket: Tilsvar',
    );
  });
});
