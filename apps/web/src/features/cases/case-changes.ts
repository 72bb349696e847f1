import { useSyncExternalStore } from 'react';
import { createStore } from '../../lib/store.ts';

/** A colleague's change of a case as the live stream told it (issue 47): its new Version and who made it. */
export interface CaseChange {
  Version: number;
  /** The membership that made it; null for the complaints body. */
  By: string | null;
}

const changes = createStore<ReadonlyMap<string, CaseChange>>(new Map());

/** Kept for the page's life only: a cell editing the case asks it who changed the case under it. */
export function recordCaseChange(caseUid: string, change: CaseChange): void {
  const known = changes.get().get(caseUid);
  if (known && known.Version >= change.Version) return;
  changes.set(new Map(changes.get()).set(caseUid, change));
}

/** Per case, so that a change of one case renders only its own cells again. */
export const useLastCaseChange = (caseUid: string): CaseChange | undefined =>
  useSyncExternalStore(changes.subscribe, () => changes.get().get(caseUid));
