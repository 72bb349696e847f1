import { type CaseListItem, CaseListType } from '@foretaksportalen/shared/contract/case';
import { type CacheableAnswer, createAnswerCache } from './answer-cache.ts';
import { type EncodedAnswer, encodedAnswer } from './answer-encoding.ts';

/**
 * The answers of POST /api/caselist as JSON text (and compressed, once per encoding asked for), kept per company,
 * scope and closed-cases choice together with the database snapshot they were read in (decisions 0010 and 0018).
 * A list is served from here only after the database has said which transactions the snapshot did not see have
 * changed which of the company's cases (case_list_changes, written by triggers), so an answer is never older
 * than the request, whichever server process or command made the change. When none did, the list is sent as it
 * is; when a few cases did, only those are read again and merged into it (`mergedCaseList`); a change of the
 * company's cases at large, or of many, reads it all again.
 */
export interface CachedCaseList extends EncodedAnswer {
  snapshot: string;
  /** When the full read it descends from was made: merges keep it, so the TTL still reads the whole list again. */
  cachedAt: number;
  /** How its snapshot's answer was made: all of it read, or the cases changed since the one before merged in. */
  madeBy: 'full read' | 'merge';
  items: CaseListItems;
}

/**
 * The items of both lists as JSON text by case id, and each list's case ids in the answer's order: by case id,
 * as the full read returns them, so that a changed case goes back where a full read would put it.
 */
export interface CaseListItems {
  json: ReadonlyMap<string, string>;
  queue: readonly string[];
  undistributed: readonly string[];
}

/** Lists older than this are read again whatever the database says; changes are pruned long after. */
export const CASE_LIST_CACHE_TTL_MS = 5 * 60 * 1000;
/**
 * The most cases changed since a cached list that are merged into it; more are read as a whole list, which
 * costs about as much as reading and merging 500.
 */
export const MAX_MERGED_CASES = 500;
/**
 * The most JSON text kept (in characters; the items' texts, kept for merging, take as much again, and the
 * compressed forms about a tenth more); the least recently used go first.
 */
const CASE_LIST_CACHE_MAX_CHARS = 32 * 1024 * 1024;

/** Case ids compare as PostgreSQL orders uuids: their canonical lower-case text in code-unit order. */
const byCaseId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Both lists as JSON text: the same text as JSON.stringify of `[{Type, Items}, {Type, Items}]`. */
function listsJson({ json, queue, undistributed }: CaseListItems) {
  const itemsOf = (ids: readonly string[]) => ids.map((id) => json.get(id)).join(',');
  return `[{"Type":${CaseListType.Queue},"Items":[${itemsOf(queue)}]},{"Type":${CaseListType.Undistributed},"Items":[${itemsOf(undistributed)}]}]`;
}

function cachedList(
  snapshot: string,
  items: CaseListItems,
  cachedAt: number,
  madeBy: CachedCaseList['madeBy'],
): CachedCaseList {
  return { ...encodedAnswer(listsJson(items)), snapshot, cachedAt, madeBy, items };
}

/**
 * The lists of a full read: the items in case id order. Queue (Jobbkø) holds the cases with a clerk,
 * Undistributed (Ufordelte saker) those without (architecture §7).
 */
export function fullCaseList(snapshot: string, items: readonly CaseListItem[], cachedAt: number) {
  const json = new Map<string, string>();
  const queue: string[] = [];
  const undistributed: string[] = [];
  for (const item of items) {
    json.set(item.CaseUid, JSON.stringify(item));
    (item.Clerk ? queue : undistributed).push(item.CaseUid);
  }
  return cachedList(snapshot, { json, queue, undistributed }, cachedAt, 'full read');
}

/**
 * The lists of `snapshot` from those of an earlier one: every case in `changedIds` leaves the list it was in, and
 * those of them still in the viewer's selection (`fresh`, read in `snapshot`) go into theirs at their place. A
 * case no longer selected (another clerk's now, closed, deleted) is simply not among `fresh`.
 */
export function mergedCaseList(
  before: CachedCaseList,
  snapshot: string,
  changedIds: readonly string[],
  fresh: readonly CaseListItem[],
) {
  const changed = new Set(changedIds);
  const json = new Map(before.items.json);
  for (const id of changed) json.delete(id);
  const added = { queue: [] as string[], undistributed: [] as string[] };
  for (const item of fresh) {
    json.set(item.CaseUid, JSON.stringify(item));
    (item.Clerk ? added.queue : added.undistributed).push(item.CaseUid);
  }
  const merge = (kept: readonly string[], inserted: string[]) =>
    mergeSorted(
      kept.filter((id) => !changed.has(id)),
      inserted.sort(byCaseId),
    );
  const items = {
    json,
    queue: merge(before.items.queue, added.queue),
    undistributed: merge(before.items.undistributed, added.undistributed),
  };
  return cachedList(snapshot, items, before.cachedAt, 'merge');
}

/** Two lists of ids, each in order, as one list in order. */
function mergeSorted(a: readonly string[], b: readonly string[]) {
  const merged: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length)
    merged.push(byCaseId(a[i] as string, b[j] as string) <= 0 ? (a[i++] as string) : (b[j++] as string));
  while (i < a.length) merged.push(a[i++] as string);
  while (j < b.length) merged.push(b[j++] as string);
  return merged;
}

/** The lists by key: company, scope, closed-cases choice and day (case.service.ts). */
export const createCaseListCache = <List extends CacheableAnswer = CachedCaseList>(
  now: () => number,
  maxChars = CASE_LIST_CACHE_MAX_CHARS,
) => createAnswerCache<List>(now, { maxChars, ttlMs: CASE_LIST_CACHE_TTL_MS });
