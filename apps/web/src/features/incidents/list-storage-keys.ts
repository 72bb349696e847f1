/**
 * The case list's keys in session storage (spec 2 §4, and the quick views beside the filter); cleared on header
 * navigation, company switch and logout.
 */
export const CASE_LIST_STORAGE_KEYS = ['filter', 'quickViews', 'tabIndex', 'sort_0', 'sort_1'] as const;

export function clearCaseListKeys(): void {
  for (const key of CASE_LIST_STORAGE_KEYS) sessionStorage.removeItem(key);
}
