import { clearOnLogout } from '../../lib/auth-session.ts';
import { createStore, useStore } from '../../lib/store.ts';

/**
 * The cases that came into the clerk's lists while they were logged in (issue 47), marked 'Ny' until opened; in
 * session storage, so that a reload keeps the marks, and cleared at logout with the list's keys.
 */
export const NEW_CASES_STORAGE_KEY = 'liveNewCases';
// Registered as the module loads: no mark is stored before it has.
clearOnLogout([NEW_CASES_STORAGE_KEY]);

function stored(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(NEW_CASES_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((uid) => typeof uid === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Counts the writes, so that rows read the marks again when they changed; the storage holds the marks. */
const writes = createStore(0);

function write(uids: ReadonlySet<string>): void {
  if (uids.size === 0) sessionStorage.removeItem(NEW_CASES_STORAGE_KEY);
  else sessionStorage.setItem(NEW_CASES_STORAGE_KEY, JSON.stringify([...uids]));
  writes.set(writes.get() + 1);
}

export function markCasesNew(caseUids: Iterable<string>): void {
  const uids = stored();
  const before = uids.size;
  for (const uid of caseUids) uids.add(uid);
  if (uids.size !== before) write(uids);
}

export function markCaseSeen(caseUid: string): void {
  const uids = stored();
  if (uids.delete(caseUid)) write(uids);
}

export function useIsNewCase(caseUid: string): boolean {
  useStore(writes);
  return stored().has(caseUid);
}
