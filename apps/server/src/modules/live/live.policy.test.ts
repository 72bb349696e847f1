import { describe, expect, it } from 'vitest';
import { eventFor, type LiveViewer } from './live.policy.ts';
import type { LiveRow } from './live.repository.ts';

const COMPANY = '00000000-0000-4000-8000-000000000001';
const OTHER_COMPANY = '00000000-0000-4000-8000-000000000002';
const KARI = '00000000-0000-4000-8000-00000000000a';
const NINA = '00000000-0000-4000-8000-00000000000b';
const CASE = '00000000-0000-4000-8000-0000000000c1';

const row = (values: Partial<LiveRow>): LiveRow => ({
  id: 1,
  txid: '10',
  xmin: '10',
  companyId: COMPANY,
  kind: 'case.changed',
  caseId: CASE,
  version: 2,
  clerkId: KARI,
  formerClerkIds: [],
  toMembershipIds: null,
  byMembershipId: null,
  fields: [],
  ...values,
});

const viewers: Record<string, LiveViewer> = {
  'Kari (level 1)': {
    companyId: COMPANY,
    membershipId: KARI,
    scope: { companyId: COMPANY, assignedTo: KARI },
  },
  'Nina (level 1)': {
    companyId: COMPANY,
    membershipId: NINA,
    scope: { companyId: COMPANY, assignedTo: NINA },
  },
  'level 3': { companyId: COMPANY, membershipId: 'siri', scope: { companyId: COMPANY, assignedTo: null } },
  'level 4': { companyId: COMPANY, membershipId: 'ivar', scope: null },
  'another company': {
    companyId: OTHER_COMPANY,
    membershipId: 'mette',
    scope: { companyId: OTHER_COMPANY, assignedTo: null },
  },
};

/** What each viewer hears of a row: its Kind, or '-' for nothing. */
const heard = (of: LiveRow) =>
  Object.fromEntries(
    Object.entries(viewers).map(([who, viewer]) => {
      const event = eventFor(of, viewer);
      return [who, event === null ? '-' : 'Kind' in event ? event.Kind : event.Type];
    }),
  );

describe('what each viewer hears of a live row', () => {
  it('a change of Kari’s case: Kari and level 3; never Nina, level 4 or another company', () => {
    expect(heard(row({}))).toEqual({
      'Kari (level 1)': 'case.changed',
      'Nina (level 1)': '-',
      'level 3': 'case.changed',
      'level 4': '-',
      'another company': '-',
    });
  });

  it('Kari’s case given to Nina: it left Kari, arrived for Nina, changed for level 3', () => {
    const moved = row({ clerkId: NINA, formerClerkIds: [KARI], fields: ['CaseClerkId'] });
    expect(heard(moved)).toEqual({
      'Kari (level 1)': 'case.left',
      'Nina (level 1)': 'case.arrived',
      'level 3': 'case.changed',
      'level 4': '-',
      'another company': '-',
    });
    expect(eventFor(moved, viewers['Kari (level 1)'] as LiveViewer)).toEqual({
      Type: 'case',
      Kind: 'case.left',
      CaseUid: CASE,
      Version: null,
      By: null,
      Fields: [],
    });
  });

  it('a mention only to the mentioned', () => {
    expect(heard(row({ kind: 'mentioned', toMembershipIds: [KARI] }))).toEqual({
      'Kari (level 1)': 'mentioned',
      'Nina (level 1)': '-',
      'level 3': '-',
      'level 4': '-',
      'another company': '-',
    });
  });

  it('users and settings to every level of the company, level 4 too', () => {
    for (const kind of ['users.changed', 'company.changed'] as const) {
      expect(heard(row({ kind, caseId: null, clerkId: null }))).toEqual({
        'Kari (level 1)': kind,
        'Nina (level 1)': kind,
        'level 3': kind,
        'level 4': kind,
        'another company': '-',
      });
    }
  });

  it('many cases at once: those who see all, and the clerks the cases had or have', () => {
    expect(
      heard(row({ kind: 'cases.changed', caseId: null, clerkId: null, formerClerkIds: [NINA] })),
    ).toEqual({
      'Kari (level 1)': '-',
      'Nina (level 1)': 'cases.changed',
      'level 3': 'cases.changed',
      'level 4': '-',
      'another company': '-',
    });
  });
});
