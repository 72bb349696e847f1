import { type Case, type CaseList, CaseListType } from '@foretaksportalen/shared/contract/case';
import type { LiveEvent } from '@foretaksportalen/shared/contract/live';
import type { QueryClient } from '@tanstack/react-query';
import { CONFIG_QUERY_KEY } from '../../lib/portal-config.ts';
import {
  CASE_LIST_QUERY_KEY,
  CASES_QUERY_KEY,
  caseQueryKey,
  MENTIONS_QUERY_KEY,
  markCasesNew,
  PRESENCE_QUERY_KEY,
  presenceQueryKey,
  recordCaseChange,
} from '../cases/index.ts';
import { LIVE_TEXTS } from './texts.ts';

/** The lists are asked again at most this often (a company's list may be megabytes: risk R7 of the plan). */
export const LIST_REFETCH_MIN_MS = 2000;

interface ListedCase {
  CaseId: string;
  Type: CaseListType;
}

/** The cases of the lists the page holds now (only a shown list is kept: gcTime 0). */
function listedCases(queryClient: QueryClient): Map<string, ListedCase> {
  const listed = new Map<string, ListedCase>();
  for (const [, lists] of queryClient.getQueriesData<CaseList>({ queryKey: CASE_LIST_QUERY_KEY })) {
    for (const { Type, Items } of lists ?? []) {
      for (const item of Items) listed.set(item.CaseUid, { CaseId: item.CaseId, Type });
    }
  }
  return listed;
}

const caseNumberOf = (queryClient: QueryClient, caseUid: string) =>
  (
    listedCases(queryClient).get(caseUid)?.CaseId ??
    queryClient.getQueryData<Case>(caseQueryKey(caseUid))?.CaseId
  )?.toUpperCase() ?? null;

export interface LiveEventContext {
  queryClient: QueryClient;
  /** The viewer's membership: what they did themselves is not news to them. */
  me: string;
  announce: (text: string) => void;
}

/**
 * Turns each live event into the refetches of what the page shows (TanStack Query invalidations: only the queries
 * in use are asked again, through the usual calls and their access rules). The filters, sort, tab, page,
 * selection and scroll of the list live outside the query data, so a refetch keeps them. The lists are refetched
 * at most once per LIST_REFETCH_MIN_MS; a case that is in them after a refetch and was not before is marked 'Ny'.
 */
export function createLiveEventHandler({ queryClient, me, announce }: LiveEventContext) {
  let pendingKey: typeof CASE_LIST_QUERY_KEY | typeof CASES_QUERY_KEY | null = null;
  let lastRefetch = Number.NEGATIVE_INFINITY;
  let scheduled = false;
  const arrivals = new Set<string>();

  async function refetchLists() {
    scheduled = false;
    lastRefetch = Date.now();
    const queryKey = pendingKey ?? CASE_LIST_QUERY_KEY;
    pendingKey = null;
    const arrived = [...arrivals];
    arrivals.clear();
    const before = listedCases(queryClient);
    await queryClient.invalidateQueries({ queryKey });
    const after = listedCases(queryClient);
    if (before.size > 0) markCasesNew([...after.keys()].filter((uid) => !before.has(uid)));
    for (const uid of arrived) {
      const found = after.get(uid);
      if (!found) continue;
      const listName = found.Type === CaseListType.Queue ? LIVE_TEXTS.queue : LIVE_TEXTS.undistributed;
      announce(LIVE_TEXTS.newCase(listName, found.CaseId.toUpperCase()));
    }
  }

  /** Leading and trailing: the first change refetches at once, those within the interval once at its end. */
  function scheduleLists(queryKey: typeof CASE_LIST_QUERY_KEY | typeof CASES_QUERY_KEY) {
    if (pendingKey !== CASES_QUERY_KEY) pendingKey = queryKey;
    if (scheduled) return;
    scheduled = true;
    setTimeout(refetchLists, Math.max(0, lastRefetch + LIST_REFETCH_MIN_MS - Date.now()));
  }

  const invalidate = (queryKey: readonly unknown[]) => {
    void queryClient.invalidateQueries({ queryKey });
  };

  return (event: LiveEvent): void => {
    switch (event.Type) {
      case 'case': {
        const uid = event.CaseUid;
        if (event.Version !== null) recordCaseChange(uid, { Version: event.Version, By: event.By });
        if (event.Kind === 'mentioned') {
          invalidate(MENTIONS_QUERY_KEY);
          announce(LIVE_TEXTS.mentioned(caseNumberOf(queryClient, uid)));
          return;
        }
        if (event.Kind === 'letter.arrived') {
          const caseNumber = caseNumberOf(queryClient, uid);
          if (caseNumber) announce(LIVE_TEXTS.newLetter(caseNumber));
        }
        if (event.Kind === 'case.arrived' && event.By !== me) {
          markCasesNew([uid]);
          arrivals.add(uid);
        }
        // The case with its notes, draft and history; the lists, but a note changes nothing they show.
        invalidate(caseQueryKey(uid));
        if (event.Kind !== 'note.changed') scheduleLists(CASE_LIST_QUERY_KEY);
        return;
      }
      case 'company':
        if (event.Kind === 'cases.changed') scheduleLists(CASES_QUERY_KEY);
        else {
          invalidate(CONFIG_QUERY_KEY);
          invalidate(event.Kind === 'users.changed' ? ['clerk'] : ['company']);
        }
        return;
      case 'presence':
        invalidate(presenceQueryKey(event.CaseUid));
        return;
      case 'resync':
        scheduleLists(CASES_QUERY_KEY);
        invalidate(MENTIONS_QUERY_KEY);
        invalidate(PRESENCE_QUERY_KEY);
        return;
      case 'session':
        // The configuration's call meets the app's 401 rules (refresh, else the login page), or a new level.
        invalidate(CONFIG_QUERY_KEY);
        return;
    }
  };
}
