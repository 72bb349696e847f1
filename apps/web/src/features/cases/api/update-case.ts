import {
  type CaseListItem,
  type CaseUpdate,
  caseListItemSchema,
} from '@foretaksportalen/shared/contract/case';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { CASES_QUERY_KEY } from '../query-keys.ts';

export interface CaseUpdateRequest {
  /** The case as the clerk saw it: the edit is made on its Version, which the server checks. */
  item: Pick<CaseListItem, 'CaseUid' | 'Version'>;
  /** Only the fields that change; the server leaves the others as they are. */
  changes: Omit<CaseUpdate, 'Version'>;
}

/** PATCH /api/case/{caseUid}: clerk, company ref, note or archived (spec 2 §3 case update payload). */
export const updateCase = async ({ item, changes }: CaseUpdateRequest): Promise<CaseListItem> =>
  caseListItemSchema.parse(
    await httpClient.patch<unknown>(`/api/case/${encodeURIComponent(item.CaseUid)}`, {
      ...changes,
      Version: item.Version,
    }),
  );

/**
 * The saved case's new version, into the lists and the open case at once: a clerk's next edit of the same case,
 * made before they have reloaded, is then not refused as one made on an older version.
 */
function storeSavedVersion(queryClient: QueryClient, { CaseUid, Version }: CaseListItem) {
  const withVersion = <Item extends { CaseUid: string }>(item: Item) =>
    item.CaseUid === CaseUid ? { ...item, Version } : item;
  queryClient.setQueriesData<unknown>({ queryKey: CASES_QUERY_KEY }, (data: unknown) => {
    if (Array.isArray(data)) {
      return data.map((list: { Items: CaseListItem[] }) => ({ ...list, Items: list.Items.map(withVersion) }));
    }
    return isOpenCase(data) ? withVersion(data) : data;
  });
}

/** A cases query holds either the lists or one open case. */
const isOpenCase = (data: unknown): data is CaseListItem =>
  Boolean(data) && typeof data === 'object' && 'CaseUid' in (data as object);

/** The clerk's own saves of each case in this app (its query client), as the Version each went from and to. */
const ownSavesOf = new WeakMap<QueryClient, Map<string, Map<number, number>>>();

function recordOwnSave(queryClient: QueryClient, caseUid: string, from: number, to: number) {
  if (to <= from) return;
  const ownSaves = ownSavesOf.get(queryClient) ?? new Map<string, Map<number, number>>();
  const saves = ownSaves.get(caseUid) ?? new Map<number, number>();
  saves.set(from, to);
  ownSaves.set(caseUid, saves);
  ownSavesOf.set(queryClient, ownSaves);
}

/**
 * The Version an edit started on, moved on through the clerk's own saves since and never through a colleague's
 * (only rises are kept, so the chain ends).
 */
export function followOwnSaves(queryClient: QueryClient, caseUid: string, version: number): number {
  const saves = ownSavesOf.get(queryClient)?.get(caseUid);
  let current = version;
  for (let next = saves?.get(current); next !== undefined; next = saves?.get(current)) current = next;
  return current;
}

/**
 * The lists, and the case if it is open, reload after a case save (spec 2 §4). The mutation stays pending until
 * they have, so that a cell can show the saved value until the reloaded case carries it. Errors go back to the
 * caller.
 *
 * `item.Version` is the Version the edit started on, not the newest one cached: once a live refetch has brought a
 * colleague's change, a save made on what the clerk saw before it is refused (409) rather than overwriting it. The
 * saves of one case go one after the other, each moved on through the clerk's own saves before it: a clerk who
 * picks a clerk and at once edits the reference is not told that someone else changed the case (their own first
 * save did).
 */
export function useUpdateCase(caseUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `case-update/${caseUid}` },
    mutationFn: async ({ item, changes }: CaseUpdateRequest) => {
      const Version = followOwnSaves(queryClient, item.CaseUid, item.Version);
      const saved = await updateCase({ item: { ...item, Version }, changes });
      recordOwnSave(queryClient, item.CaseUid, Version, saved.Version);
      return saved;
    },
    onSuccess: (saved) => {
      storeSavedVersion(queryClient, saved);
      return queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
    },
  });
}
