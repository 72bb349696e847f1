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

function itemsOf(data: unknown): CaseListItem[] {
  if (Array.isArray(data)) return data.flatMap((list: { Items: CaseListItem[] }) => list.Items);
  return isOpenCase(data) ? [data] : [];
}

/** The case's version in the lists or the open case as they are now; none when neither holds it. */
function versionNow(queryClient: QueryClient, caseUid: string) {
  const versions = queryClient
    .getQueriesData<unknown>({ queryKey: CASES_QUERY_KEY })
    .flatMap(([, data]) => itemsOf(data))
    .filter((item) => item.CaseUid === caseUid)
    .map((item) => item.Version);
  return versions.length > 0 ? Math.max(...versions) : undefined;
}

/**
 * The lists, and the case if it is open, reload after a case save (spec 2 §4). The mutation stays pending until
 * they have, so that a cell can show the saved value until the reloaded case carries it. Errors go back to the
 * caller.
 *
 * The saves of one case go one after the other, each on the version the one before left: a clerk who picks a
 * clerk and at once edits the reference is not told that someone else changed the case (their own first save
 * did).
 */
export function useUpdateCase(caseUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `case-update/${caseUid}` },
    mutationFn: ({ item, changes }: CaseUpdateRequest) =>
      updateCase({
        item: { ...item, Version: versionNow(queryClient, item.CaseUid) ?? item.Version },
        changes,
      }),
    onSuccess: (saved) => {
      storeSavedVersion(queryClient, saved);
      return queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
    },
  });
}
