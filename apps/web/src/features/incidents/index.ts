/** What the app and other features may use from the case list: its keys in session storage, which they clear. */
export { CASE_LIST_STORAGE_KEYS, clearCaseListKeys } from './list-storage-keys.ts';
