import { CaseListType, type SearchFilter, searchFilterSchema } from '@foretaksportalen/shared/contract/case';
import { z } from 'zod';
import { type CaseSort, EMPTY_FILTER, QUICK_VIEWS, type QuickView, SORT_COLUMNS } from './list-rules.ts';
import type { CASE_LIST_STORAGE_KEYS } from './list-storage-keys.ts';

/**
 * The list's state in session storage under the specification's keys (spec 2 §4): the active tab, the sort of
 * each tab and the search filter, so that they survive a reload; and the quick views beside the filter. The keys are typed as the ones cleared on header
 * navigation, company switch and logout.
 *
 * Storage is the only copy of this state: the page reads the stored text while it renders
 * (`useSyncExternalStore`), so that it shows the defaults as soon as the keys have been cleared.
 */
type CaseListStorageKey = (typeof CASE_LIST_STORAGE_KEYS)[number];

const TAB_INDEX_KEY: CaseListStorageKey = 'tabIndex';
const FILTER_KEY: CaseListStorageKey = 'filter';
const QUICK_VIEWS_KEY: CaseListStorageKey = 'quickViews';
const sortKey = (tab: CaseListType): CaseListStorageKey => `sort_${tab}` as const;

const listeners = new Set<() => void>();

/** Tells the subscriber about the list's own writes; clearing the keys is followed by a navigation anyway. */
export function subscribeToListStorage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(key: CaseListStorageKey, text: string | null): void {
  if (text === null) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, text);
  for (const listener of listeners) listener();
}

/** The stored text of each key: what `useSyncExternalStore` compares between renders. */
export const storedText = {
  tabIndex: () => sessionStorage.getItem(TAB_INDEX_KEY),
  sort: (tab: CaseListType) => sessionStorage.getItem(sortKey(tab)),
  filter: () => sessionStorage.getItem(FILTER_KEY),
  quickViews: () => sessionStorage.getItem(QUICK_VIEWS_KEY),
};

const sortSchema = z.object({ column: z.enum(SORT_COLUMNS), direction: z.enum(['asc', 'desc']) });

/** Stored JSON that no longer fits (or was never ours) counts as nothing stored. */
function parseJson<T>(text: string | null, schema: z.ZodType<T>): T | null {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const parseTabIndex = (text: string | null): CaseListType =>
  text === String(CaseListType.Undistributed) ? CaseListType.Undistributed : CaseListType.Queue;

export const parseSort = (text: string | null): CaseSort | null => parseJson(text, sortSchema);

export const parseFilter = (text: string | null): SearchFilter => ({
  ...EMPTY_FILTER,
  ...parseJson(text, searchFilterSchema.partial()),
});

export const storeTabIndex = (tab: CaseListType) => write(TAB_INDEX_KEY, String(tab));

/** null: the server's order, which is what nothing stored means. */
export const storeSort = (tab: CaseListType, sort: CaseSort | null) =>
  write(sortKey(tab), sort ? JSON.stringify(sort) : null);

export const storeFilter = (filter: SearchFilter) => write(FILTER_KEY, JSON.stringify(filter));

export const parseQuickViews = (text: string | null): QuickView[] =>
  parseJson(text, z.array(z.enum(QUICK_VIEWS))) ?? [];

/** A quick view named in a link, or null for none or an unknown one. */
export const parseQuickView = (text: string | null): QuickView | null =>
  QUICK_VIEWS.find((view) => view === text) ?? null;

export const storeQuickViews = (views: readonly QuickView[]) =>
  write(QUICK_VIEWS_KEY, views.length > 0 ? JSON.stringify(views) : null);
