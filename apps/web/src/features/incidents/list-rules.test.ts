import type { CaseListItem, SearchFilter } from '@foretaksportalen/shared/contract/case';
import { describe, expect, it } from 'vitest';
import { makeCaseListItem } from '../../test/case-fixtures.ts';
import {
  applyListRules,
  type CaseSort,
  countQuickViews,
  EMPTY_FILTER,
  filterClerksByName,
  indexCases,
  quickViewsFor,
  sortKey,
} from './list-rules.ts';

const clerk = (DisplayName: string) => ({ Id: `id-${DisplayName}`, DisplayName, Phone: null });

const kari = makeCaseListItem({
  CaseId: 'EB-2026-0010',
  Complainer: { FirstName: 'Oddny', LastName: 'Tveitnes' },
  Clerk: clerk('Kari Nordmann'),
  CompanyCaseRef: 'K-2231',
  CompanyNote: 'Ring kunden',
  DueDate: '2026-03-10',
  LastEvent: { Created: '2026-02-01T09:00:00.000+01:00' },
});
const siri = makeCaseListItem({
  CaseId: 'eb-2026-0002',
  Complainer: { FirstName: 'Ærlig', LastName: 'Åsheim' },
  Clerk: clerk('Siri Superbruker'),
  CompanyCaseRef: 'KLAGE-0118',
  CompanyNote: 'notat',
  DueDate: '2026-03-11',
  LastEvent: { Created: '2026-02-03T09:00:00.000+01:00' },
});
const firm = makeCaseListItem({
  CaseId: 'EB-2026-0100',
  Complainer: { FirstName: 'Fjordlys Bakeri AS', LastName: 'Berit Holmøy' },
  Clerk: clerk('ola Ekstern'),
  CompanyCaseRef: 'bed-5520',
  CompanyNote: null,
  DueDate: '2026-03-09',
  LastEvent: { Created: '2026-01-15T09:00:00.000+01:00' },
});
/** Nothing but the case id: no complainer, clerk, ref, note, due date or event. */
const bare = makeCaseListItem({
  CaseId: 'EF-2026-0001',
  Complainer: null,
  Clerk: null,
  CompanyCaseRef: null,
  CompanyNote: null,
  DueDate: null,
  LastEvent: null,
});
/** A complainer with only a last name. */
const lastNameOnly = makeCaseListItem({
  CaseId: 'EB-2026-0003',
  Complainer: { FirstName: null, LastName: 'Nilsen' },
  DueDate: '2026-03-10',
});

const all = [kari, siri, firm, bare, lastNameOnly];
const index = indexCases(all, null);

const ids = (items: CaseListItem[]) => items.map((item) => item.CaseId);
const filtered = (filter: Partial<SearchFilter>, items = all) =>
  ids(applyListRules(indexCases(items, null), { ...EMPTY_FILTER, ...filter }, null));
const sorted = (sort: CaseSort, items = all) =>
  ids(applyListRules(indexCases(items, null), EMPTY_FILTER, sort));

describe('filters (spec 2 §4)', () => {
  it('keeps every case, in the server order, when nothing is set (blank text counts as not set)', () => {
    expect(filtered({})).toEqual(ids(all));
    expect(filtered({ CaseId: '', Name: '   ', CompanyCaseRef: null, CaseClerk: '', DueDate: '' })).toEqual(
      ids(all),
    );
  });

  it('case id: a case-insensitive substring anywhere in the id', () => {
    expect(filtered({ CaseId: 'eb-2026-00' })).toEqual(['EB-2026-0010', 'eb-2026-0002', 'EB-2026-0003']);
    expect(filtered({ CaseId: '2026-0002' })).toEqual(['eb-2026-0002']);
    expect(filtered({ CaseId: 'EF' })).toEqual(['EF-2026-0001']);
    expect(filtered({ CaseId: 'zz' })).toEqual([]);
  });

  it('name: a case-insensitive substring of the first or the last name', () => {
    expect(filtered({ Name: 'oddny' })).toEqual(['EB-2026-0010']);
    expect(filtered({ Name: 'TVEIT' })).toEqual(['EB-2026-0010']);
    expect(filtered({ Name: 'ærl' })).toEqual(['eb-2026-0002']);
    expect(filtered({ Name: 'ÅSHEIM' })).toEqual(['eb-2026-0002']);
    expect(filtered({ Name: 'bakeri' })).toEqual(['EB-2026-0100']);
    expect(filtered({ Name: 'holmøy' })).toEqual(['EB-2026-0100']);
    expect(filtered({ Name: 'nilsen' })).toEqual(['EB-2026-0003']);
  });

  it('name: does not match across first and last name', () => {
    expect(filtered({ Name: 'oddny tveitnes' })).toEqual([]);
  });

  it('name: a case without complainer never matches a set name', () => {
    expect(filtered({ Name: 'e' })).not.toContain('EF-2026-0001');
    expect(filtered({ Name: 'e' })).toEqual(['EB-2026-0010', 'eb-2026-0002', 'EB-2026-0100', 'EB-2026-0003']);
  });

  it('company ref: a case-insensitive substring; a case without one never matches', () => {
    expect(filtered({ CompanyCaseRef: 'k-' })).toEqual(['EB-2026-0010']);
    expect(filtered({ CompanyCaseRef: 'klage' })).toEqual(['eb-2026-0002']);
    expect(filtered({ CompanyCaseRef: 'BED' })).toEqual(['EB-2026-0100']);
    expect(filtered({ CompanyCaseRef: '2' })).toEqual(['EB-2026-0010', 'EB-2026-0100']);
    expect(filtered({ CompanyCaseRef: 'K' })).toEqual(['EB-2026-0010', 'eb-2026-0002']);
  });

  it('clerk: a case-insensitive starts-with on the display name, not a substring', () => {
    expect(filtered({ CaseClerk: 'kari' })).toEqual(['EB-2026-0010']);
    expect(filtered({ CaseClerk: 'SIRI S' })).toEqual(['eb-2026-0002']);
    expect(filtered({ CaseClerk: 'Ola' })).toEqual(['EB-2026-0100']);
    expect(filtered({ CaseClerk: 'Nordmann' })).toEqual([]);
    expect(filtered({ CaseClerk: 'ari' })).toEqual([]);
  });

  it('clerk: a case without clerk never matches a set clerk', () => {
    expect(filtered({ CaseClerk: ' ' })).toEqual(ids(all));
    expect(filtered({ CaseClerk: 'i' })).toEqual([]);
    expect(filtered({ CaseClerk: 'k' })).toEqual(['EB-2026-0010']);
  });

  it('due date: keeps the cases due on or before the date; one without a due date never matches', () => {
    expect(filtered({ DueDate: '2026-03-10' })).toEqual(['EB-2026-0010', 'EB-2026-0100', 'EB-2026-0003']);
    expect(filtered({ DueDate: '2026-03-09' })).toEqual(['EB-2026-0100']);
    expect(filtered({ DueDate: '2026-03-08' })).toEqual([]);
    expect(filtered({ DueDate: '2030-01-01' })).toEqual(ids(all.filter((item) => item.DueDate !== null)));
  });

  it('requires every set field to match', () => {
    expect(filtered({ Name: 'e', CaseClerk: 'k' })).toEqual(['EB-2026-0010']);
    expect(filtered({ Name: 'e', CaseClerk: 'k', DueDate: '2026-03-09' })).toEqual([]);
    expect(filtered({ CaseId: 'eb', CompanyCaseRef: 'k', DueDate: '2026-03-11' })).toEqual([
      'EB-2026-0010',
      'eb-2026-0002',
    ]);
  });

  it('trims the typed text', () => {
    expect(filtered({ Name: '  oddny ' })).toEqual(['EB-2026-0010']);
  });
});

describe('sorting (spec 2 §4)', () => {
  it('case id: Norwegian collation, case-insensitive, numbers in number order', () => {
    const items = [
      makeCaseListItem({ CaseId: 'EB-2026-10' }),
      makeCaseListItem({ CaseId: 'eb-2026-9' }),
      makeCaseListItem({ CaseId: 'EB-2026-100' }),
    ];
    expect(sorted({ column: 'CaseId', direction: 'asc' }, items)).toEqual([
      'eb-2026-9',
      'EB-2026-10',
      'EB-2026-100',
    ]);
    expect(sorted({ column: 'CaseId', direction: 'desc' }, items)).toEqual([
      'EB-2026-100',
      'EB-2026-10',
      'eb-2026-9',
    ]);
  });

  it('first and last name: case-insensitive, æ ø å after z, rows without a complainer last', () => {
    expect(sorted({ column: 'FirstName', direction: 'asc' })).toEqual([
      'EB-2026-0100', // Fjordlys
      'EB-2026-0010', // Oddny
      'eb-2026-0002', // Ærlig
      'EF-2026-0001', // no complainer
      'EB-2026-0003', // no first name: after it, as in the server order
    ]);
    expect(sorted({ column: 'LastName', direction: 'asc' })).toEqual([
      'EB-2026-0100', // berit Holmøy
      'EB-2026-0003', // Nilsen
      'EB-2026-0010', // Tveitnes
      'eb-2026-0002', // Åsheim
      'EF-2026-0001',
    ]);
    expect(sorted({ column: 'LastName', direction: 'desc' })).toEqual([
      'eb-2026-0002',
      'EB-2026-0010',
      'EB-2026-0003',
      'EB-2026-0100',
      'EF-2026-0001',
    ]);
  });

  it('name columns ignore case', () => {
    const items = [
      makeCaseListItem({ CaseId: 'B', Complainer: { FirstName: 'berit', LastName: null } }),
      makeCaseListItem({ CaseId: 'A', Complainer: { FirstName: 'Anne', LastName: null } }),
      makeCaseListItem({ CaseId: 'C', Complainer: { FirstName: 'CARL', LastName: null } }),
    ];
    expect(sorted({ column: 'FirstName', direction: 'asc' }, items)).toEqual(['A', 'B', 'C']);
  });

  it('last action by timestamp (not by text), rows without an event last', () => {
    const items = [
      makeCaseListItem({ CaseId: 'late-utc', LastEvent: { Created: '2026-02-01T23:30:00.000Z' } }),
      makeCaseListItem({ CaseId: 'none', LastEvent: null }),
      makeCaseListItem({ CaseId: 'early-oslo', LastEvent: { Created: '2026-02-02T00:10:00.000+01:00' } }),
    ];
    expect(sorted({ column: 'LastEvent', direction: 'asc' }, items)).toEqual([
      'early-oslo',
      'late-utc',
      'none',
    ]);
    expect(sorted({ column: 'LastEvent', direction: 'desc' }, items)).toEqual([
      'late-utc',
      'early-oslo',
      'none',
    ]);
  });

  it('due date by date, rows without one last in both directions', () => {
    expect(sorted({ column: 'DueDate', direction: 'asc' })).toEqual([
      'EB-2026-0100',
      'EB-2026-0010',
      'EB-2026-0003',
      'eb-2026-0002',
      'EF-2026-0001',
    ]);
    expect(sorted({ column: 'DueDate', direction: 'desc' })).toEqual([
      'eb-2026-0002',
      'EB-2026-0010',
      'EB-2026-0003',
      'EB-2026-0100',
      'EF-2026-0001',
    ]);
  });

  it('clerk by display name, case-insensitive; undistributed rows last', () => {
    expect(sorted({ column: 'Clerk', direction: 'asc' })).toEqual([
      'EB-2026-0010',
      'EB-2026-0100',
      'eb-2026-0002',
      'EF-2026-0001',
      'EB-2026-0003',
    ]);
  });

  it('company ref and note as text, case-insensitive, empty last', () => {
    expect(sorted({ column: 'CompanyCaseRef', direction: 'asc' })).toEqual([
      'EB-2026-0100',
      'EB-2026-0010',
      'eb-2026-0002',
      'EF-2026-0001',
      'EB-2026-0003',
    ]);
    expect(sorted({ column: 'CompanyNote', direction: 'desc' })).toEqual([
      'EB-2026-0010',
      'eb-2026-0002',
      'EB-2026-0100',
      'EF-2026-0001',
      'EB-2026-0003',
    ]);
  });

  it('is stable: equal values keep the server order in both directions', () => {
    const items = ['first', 'second', 'third'].map((CaseId) =>
      makeCaseListItem({ CaseId, DueDate: '2026-05-05' }),
    );
    expect(sorted({ column: 'DueDate', direction: 'asc' }, items)).toEqual(['first', 'second', 'third']);
    expect(sorted({ column: 'DueDate', direction: 'desc' }, items)).toEqual(['first', 'second', 'third']);
  });

  it('filters and sorts together, and reuses an order once made', () => {
    const sort: CaseSort = { column: 'DueDate', direction: 'desc' };
    expect(ids(applyListRules(index, { ...EMPTY_FILTER, DueDate: '2026-03-10' }, sort))).toEqual([
      'EB-2026-0010',
      'EB-2026-0003',
      'EB-2026-0100',
    ]);
    const order = index.orders.get('DueDate:desc');
    applyListRules(index, { ...EMPTY_FILTER, Name: 'o' }, sort);
    expect(index.orders.get('DueDate:desc')).toBe(order);
  });
});

describe('sortKey', () => {
  it('orders list values as Norwegian collation (Intl.Collator nb, numeric) does', () => {
    const values = [
      'Åsheim',
      'aakre',
      'Ærlig',
      'Østby',
      'Zahl',
      'Émile',
      'Eide',
      'Öberg',
      'Ähm',
      'nilsen',
      'Berit Holmøy',
      'Berit Hansen',
      'EB-2026-9',
      'EB-2026-10',
      'eb-2026-0011',
      'REF 2',
      'ref 10',
      'K-2231',
    ];
    const collator = new Intl.Collator('nb', { numeric: true });
    const byKey = (a: string, b: string) => {
      const keyA = sortKey(a.toLowerCase());
      const keyB = sortKey(b.toLowerCase());
      return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
    };
    expect([...values].sort(byKey)).toEqual([...values].sort(collator.compare));
  });
});

describe('filterClerksByName (bulk dialog, spec 2 §4)', () => {
  const clerks = ['Kari Nordmann', 'Ola Ekstern', 'Siri Superbruker'].map((DisplayName) => ({ DisplayName }));
  const names = (query: string) => filterClerksByName(clerks, query).map((clerk) => clerk.DisplayName);

  it('is a case-insensitive substring, anywhere in the name', () => {
    expect(names('NORD')).toEqual(['Kari Nordmann']);
    expect(names('UPER')).toEqual(['Siri Superbruker']);
    expect(names('er')).toEqual(['Ola Ekstern', 'Siri Superbruker']);
    expect(names('r')).toEqual(['Kari Nordmann', 'Ola Ekstern', 'Siri Superbruker']);
    expect(names('x')).toEqual([]);
  });

  it('keeps every clerk for an empty query', () => {
    expect(names('')).toEqual(['Kari Nordmann', 'Ola Ekstern', 'Siri Superbruker']);
  });
});

const ME = 'my-membership-id';

describe('quick views (issue 20)', () => {
  const overdue = makeCaseListItem({ CaseId: 'overdue', DaysToDue: -2, UnreadCount: 1 });
  const today = makeCaseListItem({ CaseId: 'today', DaysToDue: 0 });
  const inFive = makeCaseListItem({
    CaseId: 'in-five',
    DaysToDue: 5,
    Complainer: { FirstName: 'Kari', LastName: null },
  });
  const inSix = makeCaseListItem({ CaseId: 'in-six', DaysToDue: 6, UnreadCount: 2, AwaitingApproval: true });
  const closedOverdue = makeCaseListItem({ CaseId: 'closed', DaysToDue: -9, StatusCode: 'AVSLUTTET' });
  const noDueDate = makeCaseListItem({
    CaseId: 'none',
    DueDate: null,
    DaysToDue: null,
    DecisionAnswerDue: '2026-12-02',
  });
  const returnedToMe = makeCaseListItem({ CaseId: 'returned-to-me', LetterReturnedTo: ME, DueDate: null });
  const returnedToOther = makeCaseListItem({
    CaseId: 'returned',
    LetterReturnedTo: 'another-id',
    DueDate: null,
  });
  const index = indexCases(
    [overdue, today, inFive, inSix, closedOverdue, noDueDate, returnedToMe, returnedToOther],
    ME,
  );
  const ids = (views: Parameters<typeof applyListRules>[3], filter = EMPTY_FILTER) =>
    applyListRules(index, filter, null, views).map((item) => item.CaseId);

  it('shows the open cases past their deadline, those due within five working days, and those with unread letters', () => {
    expect(ids(['overdue'])).toEqual(['overdue']);
    expect(ids(['dueSoon'])).toEqual(['today', 'in-five']);
    expect(ids(['unread'])).toEqual(['overdue', 'in-six']);
  });

  it('shows the cases whose letter waits for approval (issue 46), offered to approvers where letters need it', () => {
    expect(ids(['awaitingApproval'])).toEqual(['in-six']);
    expect(quickViewsFor(3, true)).toContain('awaitingApproval');
    expect(quickViewsFor(5, true)).toContain('awaitingApproval');
    expect(quickViewsFor(1, true)).not.toContain('awaitingApproval');
    expect(quickViewsFor(5, false)).toEqual(['overdue', 'dueSoon', 'unread', 'decisionAnswerDue']);
  });

  it("shows the cases whose decision waits for the company's answer (issue 49), to every clerk", () => {
    expect(ids(['decisionAnswerDue'])).toEqual(['none']);
    expect(quickViewsFor(1, false)).toContain('decisionAnswerDue');
  });

  it('shows the cases whose letter was sent back to the clerk, to every clerk where letters need approval', () => {
    expect(ids(['returnedToMe'])).toEqual(['returned-to-me']);
    expect(quickViewsFor(1, true)).toEqual([
      'overdue',
      'dueSoon',
      'unread',
      'decisionAnswerDue',
      'returnedToMe',
    ]);
    expect(quickViewsFor(5, true)).toContain('returnedToMe');
    expect(quickViewsFor(1, false)).not.toContain('returnedToMe');
  });

  it('combines with each other and with the search row', () => {
    expect(ids(['overdue', 'unread'])).toEqual(['overdue']);
    expect(ids(['dueSoon'], { ...EMPTY_FILTER, Name: 'kari' })).toEqual(['in-five']);
    expect(ids([])).toHaveLength(8);
  });

  it('counts each view within the list, with the search row as it is', () => {
    expect(countQuickViews(index, EMPTY_FILTER)).toEqual({
      overdue: 1,
      dueSoon: 2,
      unread: 2,
      decisionAnswerDue: 1,
      awaitingApproval: 1,
      returnedToMe: 1,
    });
    expect(countQuickViews(index, { ...EMPTY_FILTER, Name: 'kari' })).toEqual({
      overdue: 0,
      dueSoon: 1,
      unread: 0,
      decisionAnswerDue: 0,
      awaitingApproval: 0,
      returnedToMe: 0,
    });
  });
});
