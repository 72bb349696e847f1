import { useSyncExternalStore } from 'react';

/** A colleague's change of a case as the live stream told it (issue 47): its new Version and who made it. */
export interface CaseChange {
  Version: number;
  /** The membership that made it; null for the complaints body. */
  By: string | null;
}

const changes = new Map<string, CaseChange>();
const listeners = new Set<() => void>();

/** Kept for the page's life only: a cell editing the case asks it who changed the case under it. */
export function recordCaseChange(caseUid: string, change: CaseChange): void {
  const known = changes.get(caseUid);
  if (known && known.Version >= change.Version) return;
  changes.set(caseUid, change);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useLastCaseChange = (caseUid: string): CaseChange | undefined =>
  useSyncExternalStore(subscribe, () => changes.get(caseUid));
