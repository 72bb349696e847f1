import { useSyncExternalStore } from 'react';
import { clearOnLogout } from '../../lib/auth-session.ts';

/**
 * The cases that came into the clerk's lists while they were logged in (issue 47), marked 'Ny' until opened; in
 * session storage, so that a reload keeps the marks, and cleared at logout with the list's keys.
 */
export const NEW_CASES_STORAGE_KEY = 'liveNewCases';
// Registered as the module loads: no mark is stored before it has.
clearOnLogout([NEW_CASES_STORAGE_KEY]);

const listeners = new Set<() => void>();

const storedText = () => sessionStorage.getItem(NEW_CASES_STORAGE_KEY);

function stored(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storedText() ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((uid) => typeof uid === 'string') : []);
  } catch {
    return new Set();
  }
}

function write(uids: Set<string>): void {
  if (uids.size === 0) sessionStorage.removeItem(NEW_CASES_STORAGE_KEY);
  else sessionStorage.setItem(NEW_CASES_STORAGE_KEY, JSON.stringify([...uids]));
  for (const listener of listeners) listener();
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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Compares the stored text, so that a row renders again only when the marks changed. */
export function useIsNewCase(caseUid: string): boolean {
  const text = useSyncExternalStore(subscribe, storedText);
  return text !== null && stored().has(caseUid);
}
