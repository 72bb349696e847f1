import { type CaseList, CaseListType } from '@foretaksportalen/shared/contract/case';
import type { LiveEvent } from '@foretaksportalen/shared/contract/live';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCaseListItem } from '../../test/case-fixtures.ts';
import { KARI_MEMBERSHIP_ID } from '../../test/fixtures.ts';
import { NEW_CASES_STORAGE_KEY } from '../cases/index.ts';
import { createLiveEventHandler, LIST_REFETCH_MIN_MS } from './apply-live-event.ts';

const SIRI_ID = '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c1d';
const LIST_KEY = ['cases', 'list', { includeClosedCases: false }];
const known = makeCaseListItem({ CaseId: 'eb-2026-0012' });
const arriving = makeCaseListItem({ CaseId: 'eb-2026-0013' });

const caseEvent = (
  Kind: Extract<LiveEvent, { Type: 'case' }>['Kind'],
  CaseUid: string,
  By: string | null = null,
) => ({ Type: 'case', Kind, CaseUid, Version: 2, By, Fields: [] }) satisfies LiveEvent;

const lists = (...items: (typeof known)[]): CaseList => [
  { Type: CaseListType.Queue, Items: items },
  { Type: CaseListType.Undistributed, Items: [] },
];

/** A query client with the Jobbkø list shown (observed), whose server answers `served`. */
async function setUp(served: CaseList) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const queryFn = vi.fn(async () => served);
  queryClient.setQueryData(LIST_KEY, lists(known));
  const unsubscribe = new QueryObserver(queryClient, {
    queryKey: LIST_KEY,
    queryFn,
    staleTime: Infinity,
  }).subscribe(() => {});
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const announce = vi.fn();
  const handle = createLiveEventHandler({ queryClient, me: KARI_MEMBERSHIP_ID, announce });
  return { queryClient, queryFn, invalidated, announce, handle, unsubscribe };
}

const keysOf = (invalidated: { mock: { calls: unknown[][] } }) =>
  invalidated.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('createLiveEventHandler', () => {
  it.each<[string, LiveEvent, unknown[]]>([
    [
      'a changed case',
      caseEvent('case.changed', known.CaseUid),
      [
        ['cases', 'case', known.CaseUid],
        ['cases', 'list'],
      ],
    ],
    [
      'a letter read',
      caseEvent('letter.read', known.CaseUid),
      [
        ['cases', 'case', known.CaseUid],
        ['cases', 'list'],
      ],
    ],
    [
      'a case that left',
      caseEvent('case.left', known.CaseUid),
      [
        ['cases', 'case', known.CaseUid],
        ['cases', 'list'],
      ],
    ],
    ['a changed note', caseEvent('note.changed', known.CaseUid), [['cases', 'case', known.CaseUid]]],
    ['a mention', caseEvent('mentioned', known.CaseUid), [['mentions']]],
    ['many cases', { Type: 'company', Kind: 'cases.changed' }, [['cases']]],
    ['users', { Type: 'company', Kind: 'users.changed' }, [['config'], ['clerk']]],
    ['the company', { Type: 'company', Kind: 'company.changed' }, [['config'], ['company']]],
    ['presence', { Type: 'presence', CaseUid: known.CaseUid }, [['presence', known.CaseUid]]],
    ['a resync', { Type: 'resync' }, [['mentions'], ['presence'], ['cases']]],
    ['the end of the session', { Type: 'session', Reason: 'ended' }, [['config']]],
  ])('refetches what %s changes', async (_name, event, keys) => {
    const { handle, invalidated, unsubscribe } = await setUp(lists(known));
    handle(event);
    await vi.advanceTimersByTimeAsync(0);
    expect(keysOf(invalidated)).toEqual(keys);
    unsubscribe();
  });

  it('refetches the lists at most once per interval: at once, then once at its end', async () => {
    const { handle, queryFn, unsubscribe } = await setUp(lists(known));
    for (let version = 2; version < 7; version += 1)
      handle({ ...caseEvent('case.changed', known.CaseUid), Version: version });
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    handle(caseEvent('letter.read', known.CaseUid));
    await vi.advanceTimersByTimeAsync(LIST_REFETCH_MIN_MS - 10);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LIST_REFETCH_MIN_MS * 2);
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('marks an arrived case new and announces it from the refetched list', async () => {
    const { handle, announce, unsubscribe } = await setUp(lists(known, arriving));
    handle(caseEvent('case.arrived', arriving.CaseUid, SIRI_ID));
    expect(JSON.parse(sessionStorage.getItem(NEW_CASES_STORAGE_KEY) ?? '[]')).toEqual([arriving.CaseUid]);
    await vi.advanceTimersByTimeAsync(0);
    expect(announce).toHaveBeenCalledWith('Ny sak i Jobbkø: EB-2026-0013');
    unsubscribe();
  });

  it('marks a case new that the refetched list has and the list before did not', async () => {
    const { handle, unsubscribe } = await setUp(lists(known, arriving));
    handle({ Type: 'company', Kind: 'cases.changed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(sessionStorage.getItem(NEW_CASES_STORAGE_KEY) ?? '[]')).toEqual([arriving.CaseUid]);
    unsubscribe();
  });

  it('marks and announces nothing of what the clerk did themselves', async () => {
    const { handle, announce, queryClient, unsubscribe } = await setUp(lists(known));
    queryClient.setQueryData(LIST_KEY, lists(known, arriving));
    handle(caseEvent('case.arrived', arriving.CaseUid, KARI_MEMBERSHIP_ID));
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStorage.getItem(NEW_CASES_STORAGE_KEY)).toBeNull();
    expect(announce).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('announces a new letter with the case number the page holds', async () => {
    const { handle, announce, unsubscribe } = await setUp(lists(known));
    handle(caseEvent('letter.arrived', known.CaseUid));
    handle(caseEvent('letter.arrived', arriving.CaseUid));
    expect(announce.mock.calls).toEqual([['1 nytt brev i sak EB-2026-0012']]);
    unsubscribe();
  });
});
