import type { Case, CaseList } from '@foretaksportalen/shared/contract/case';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CaseTestContext,
  CLOSED_STATUS,
  createCaseTestApp,
  insertTestCase,
  type TestCase,
} from './helpers/cases.ts';
import { asClerk, type DemoPersonKey, findDemoPerson, sessionFor, testClock } from './helpers/test-app.ts';

/** What the web app reads instead of recomputing a rule: the abilities each level gets, from the server. */
let context: CaseTestContext;
afterEach(() => context?.app.close());

const NOW = new Date('2026-11-21T09:00:00Z');
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

/** A viewer of each level that sees cases, and whether it edits the company's reference and note. */
const VIEWERS: [DemoPersonKey, number, boolean][] = [
  ['kari', 1, false],
  ['ola', 2, false],
  ['siri', 3, true],
  ['anne', 5, true],
];

async function getCase(person: DemoPersonKey, caseId: string): Promise<Case> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/case/${caseId}`,
    ...asClerk(await sessionFor(context, person), context.config),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The list's abilities of each case, by id. */
async function listAbilities(person: DemoPersonKey) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/caselist',
    payload: { includeClosedCases: true },
    ...asClerk(await sessionFor(context, person), context.config),
  });
  expect(response.statusCode).toBe(200);
  return new Map(
    (response.json() as CaseList)
      .flatMap((list) => list.Items)
      .map((item) => [
        item.CaseUid,
        { CanArchive: item.CanArchive, CanEditCompanyDetails: item.CanEditCompanyDetails },
      ]),
  );
}

describe('the abilities of a case', () => {
  it('are the same for each level, but for the company’s details, which levels 3 and 5 edit', async () => {
    context = await createCaseTestApp({ clock: testClock(NOW) });
    const insert = (spec: TestCase) => insertTestCase(context.db, context.blobs, spec);
    for (const [person, level, editsDetails] of VIEWERS) {
      const open = await insert({
        clerk: person,
        events: [
          { direction: 'outbound', deleteBefore: minutesFromNow(5) },
          { direction: 'outbound', deleteBefore: minutesFromNow(-1) },
          { direction: 'inbound' },
        ],
      });
      const closed = await insert({ ...CLOSED_STATUS, clerk: person });
      const archived = await insert({ ...CLOSED_STATUS, archived: true, clerk: person });
      const listed = await listAbilities(person);
      expect(listed.get(open.id), `level ${level}`).toEqual({
        CanArchive: false,
        CanEditCompanyDetails: editsDetails,
      });
      expect(listed.get(closed.id), `level ${level}`).toEqual({
        CanArchive: true,
        CanEditCompanyDetails: editsDetails,
      });
      expect(listed.get(archived.id), `level ${level}`).toEqual({
        CanArchive: false,
        CanEditCompanyDetails: editsDetails,
      });

      const openCase = await getCase(person, open.id);
      expect(openCase, `level ${level}`).toMatchObject({
        CanArchive: false,
        CanEditCompanyDetails: editsDetails,
        CanSendLetter: true,
      });
      expect(openCase.Events.map((event) => event.CanDelete)).toEqual([false, false, true]);
      expect(await getCase(person, closed.id), `level ${level}`).toMatchObject({
        CanArchive: true,
        CanSendLetter: true,
      });
      expect(await getCase(person, archived.id), `level ${level}`).toMatchObject({
        CanArchive: false,
        CanSendLetter: false,
      });
    }
  });
});

describe('the abilities of a profile', () => {
  it('tell each level what it may change on its own profile and on others', async () => {
    context = await createCaseTestApp();
    const profile = async (viewer: DemoPersonKey, target: DemoPersonKey) => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/clerk/${(await findDemoPerson(context.db, target)).id}`,
        ...asClerk(await sessionFor(context, viewer), context.config),
      });
      expect(response.statusCode, `${viewer} reads ${target}`).toBe(200);
      const { EditBlock, RoleChangeBlock, CanChangeName } = response.json();
      return { EditBlock, RoleChangeBlock, CanChangeName };
    };
    const own = { EditBlock: null, RoleChangeBlock: 'own-profile', CanChangeName: true };
    for (const person of ['kari', 'ola', 'siri', 'ivar', 'anne'] as const) {
      expect(await profile(person, person), person).toEqual(own);
    }
    expect(await profile('siri', 'kari')).toEqual({
      EditBlock: 'viewer-below-threshold',
      RoleChangeBlock: null,
      CanChangeName: false,
    });
    expect(await profile('siri', 'anne')).toEqual({
      EditBlock: 'viewer-below-threshold',
      RoleChangeBlock: 'target-above-viewer',
      CanChangeName: false,
    });
    expect(await profile('ivar', 'kari')).toEqual({
      EditBlock: null,
      RoleChangeBlock: null,
      CanChangeName: false,
    });
    expect(await profile('ivar', 'anne')).toEqual({
      EditBlock: 'target-above-viewer',
      RoleChangeBlock: 'target-above-viewer',
      CanChangeName: false,
    });
    expect(await profile('anne', 'ivar')).toEqual({
      EditBlock: null,
      RoleChangeBlock: null,
      CanChangeName: false,
    });
  });
});
