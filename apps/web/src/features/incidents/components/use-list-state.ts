import { CaseListType, type SearchFilter } from '@foretaksportalen/shared/contract/case';
import { CASE_LIST_PAGE_SIZE, CASE_LIST_PAGE_SIZE_OPTIONS } from '@foretaksportalen/shared/limits';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { INCIDENTS_PARAMS } from '../../../config/paths.ts';
import type { CaseSort, QuickView, SortColumn } from '../list-rules.ts';
import {
  parseFilter,
  parseQuickView,
  parseQuickViews,
  parseSort,
  parseTabIndex,
  storedText,
  storeFilter,
  storeQuickViews,
  storeSort,
  storeTabIndex,
  subscribeToListStorage,
} from '../list-storage.ts';

/** The page and page size live in the address (`?page=2&rows=25`): they survive a reload and the back button. */
const PAGE_PARAM = 'page';
const ROWS_PARAM = 'rows';

interface ListState {
  tab: CaseListType;
  setTab: (tab: CaseListType) => void;
  /** The active tab's sort; null is the server's order. */
  sort: CaseSort | null;
  /** A new column sorts ascending, then descending, then not at all. */
  toggleSort: (column: SortColumn) => void;
  filter: SearchFilter;
  setFilterField: (field: keyof SearchFilter, value: string | null) => void;
  quickViews: readonly QuickView[];
  toggleQuickView: (view: QuickView) => void;
  /** Zero-based. */
  page: number;
  setPage: (page: number) => void;
  rowsPerPage: number;
  setRowsPerPage: (rows: number) => void;
}

const nextSort = (current: CaseSort | null, column: SortColumn): CaseSort | null => {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
};

const useStoredText = (read: () => string | null) => useSyncExternalStore(subscribeToListStorage, read);

/**
 * Tab, sort per tab, filter and quick views, kept in session storage (spec 2 §4), and the page. The page goes back to the first
 * whenever what it pages through changes: another tab, sort or filter.
 */
export function useListState({ canDistribute }: { canDistribute: boolean }): ListState {
  const storedTab = parseTabIndex(useStoredText(storedText.tabIndex));
  // A tab index stored by a clerk who may distribute means nothing to one who may not.
  const tab = canDistribute ? storedTab : CaseListType.Queue;
  const sortText = useStoredText(() => storedText.sort(tab));
  const sort = useMemo(() => parseSort(sortText), [sortText]);
  const filterText = useStoredText(storedText.filter);
  const filter = useMemo(() => parseFilter(filterText), [filterText]);
  const quickViewsText = useStoredText(storedText.quickViews);
  const [searchParams, setSearchParams] = useSearchParams();
  // A link with a quick view (`?quickView=overdue`, from the statistics) turns that one on, and only that one: shown
  // at once, then stored as if toggled and taken out of the address, so that a reload keeps it as any other.
  const linkedView = parseQuickView(searchParams.get(INCIDENTS_PARAMS.quickView));
  const quickViews = useMemo(
    () => (linkedView ? [linkedView] : parseQuickViews(quickViewsText)),
    [linkedView, quickViewsText],
  );
  useEffect(() => {
    if (!searchParams.has(INCIDENTS_PARAMS.quickView)) return;
    if (linkedView) storeQuickViews([linkedView]);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(INCIDENTS_PARAMS.quickView);
        return next;
      },
      { replace: true },
    );
  }, [linkedView, searchParams, setSearchParams]);

  const page = Math.max(0, (Number.parseInt(searchParams.get(PAGE_PARAM) ?? '', 10) || 1) - 1);
  const requestedRows = Number(searchParams.get(ROWS_PARAM));
  const rowsPerPage = CASE_LIST_PAGE_SIZE_OPTIONS.includes(requestedRows)
    ? requestedRows
    : CASE_LIST_PAGE_SIZE;

  // The actions keep their identity while only the filter changes (each keystroke), so that the memoized parts of
  // the page skip the keystroke's urgent render; they read the stored filter and sort when called.
  const actions = useMemo(() => {
    const updateParams = (changes: Record<string, number | null>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      );
    // Only when not there already: every change of the address re-renders the route, and typing changes the filter.
    const toFirstPage = () => {
      if (searchParams.has(PAGE_PARAM)) updateParams({ [PAGE_PARAM]: null });
    };
    return {
      setTab: (next: CaseListType) => {
        storeTabIndex(next);
        toFirstPage();
      },
      toggleSort: (column: SortColumn) => {
        storeSort(tab, nextSort(parseSort(storedText.sort(tab)), column));
        toFirstPage();
      },
      setFilterField: (field: keyof SearchFilter, value: string | null) => {
        storeFilter({ ...parseFilter(storedText.filter()), [field]: value || null });
        toFirstPage();
      },
      toggleQuickView: (view: QuickView) => {
        const current = parseQuickViews(storedText.quickViews());
        storeQuickViews(
          current.includes(view) ? current.filter((active) => active !== view) : [...current, view],
        );
        toFirstPage();
      },
      setPage: (next: number) => updateParams({ [PAGE_PARAM]: next > 0 ? next + 1 : null }),
      setRowsPerPage: (rows: number) =>
        updateParams({ [ROWS_PARAM]: rows === CASE_LIST_PAGE_SIZE ? null : rows, [PAGE_PARAM]: null }),
    };
  }, [tab, searchParams, setSearchParams]);

  return { tab, sort, filter, quickViews, page, rowsPerPage, ...actions };
}
