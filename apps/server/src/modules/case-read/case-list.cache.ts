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
 * Each list's case ids in the answer's order, by case id as the full read returns them (so that a changed case
 * goes back where a full read would put it), and their items as UTF-8 JSON, so that a merge encodes only the
 * changed ones and the answer is their bytes laid end to end.
 */
export interface CaseListItems {
  queue: ListItems;
  undistributed: ListItems;
}

interface ListItems {
  ids: readonly string[];
  items: readonly Buffer[];
}

/** Lists older than this are read again whatever the database says; changes are pruned long after. */
export const CASE_LIST_CACHE_TTL_MS = 5 * 60 * 1000;
/**
 * The most cases changed since a cached list that are merged into it; more are read as a whole list, which
 * costs about as much as reading and merging 500. A statement that changes more cases than this is recorded as a
 * change of the company's cases at large (migration 0015).
 */
export const MAX_MERGED_CASES = 500;
/**
 * The most JSON kept, in bytes (the items' bytes, kept for merging, take as much again, and the compressed
 * forms about a tenth more); the least recently used go first.
 */
const CASE_LIST_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Case ids compare as PostgreSQL orders uuids: their canonical lower-case text in code-unit order. */
const byCaseId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const QUEUE_START = Buffer.from(`[{"Type":${CaseListType.Queue},"Items":[`);
const UNDISTRIBUTED_START = Buffer.from(`]},{"Type":${CaseListType.Undistributed},"Items":[`);
const LISTS_END = Buffer.from(']}]');
const COMMA = 0x2c;

/** Both lists as UTF-8 JSON: the bytes of JSON.stringify of `[{Type, Items}, {Type, Items}]`. */
function listsBody({ queue, undistributed }: CaseListItems) {
  const itemBytes = (list: ListItems) =>
    list.items.reduce((sum, item) => sum + item.length, 0) + Math.max(0, list.items.length - 1);
  const body = Buffer.allocUnsafe(
    QUEUE_START.length +
      itemBytes(queue) +
      UNDISTRIBUTED_START.length +
      itemBytes(undistributed) +
      LISTS_END.length,
  );
  let offset = 0;
  const put = (bytes: Buffer) => {
    body.set(bytes, offset);
    offset += bytes.length;
  };
  const putItems = (list: ListItems) =>
    list.items.forEach((item, index) => {
      if (index > 0) body[offset++] = COMMA;
      put(item);
    });
  put(QUEUE_START);
  putItems(queue);
  put(UNDISTRIBUTED_START);
  putItems(undistributed);
  put(LISTS_END);
  return body;
}

function cachedList(
  snapshot: string,
  items: CaseListItems,
  cachedAt: number,
  madeBy: CachedCaseList['madeBy'],
): CachedCaseList {
  return Object.assign(encodedAnswer(listsBody(items)), { snapshot, cachedAt, madeBy, items });
}

/** An item as the list holds it, and the list it goes in: Queue (Jobbkø) with a clerk, else Undistributed. */
const listItem = (item: CaseListItem) => ({
  id: item.CaseUid,
  bytes: Buffer.from(JSON.stringify(item)),
  list: item.Clerk ? ('queue' as const) : ('undistributed' as const),
});

/** The lists of a full read: the items in case id order (architecture §7 says which list each goes in). */
export function fullCaseList(snapshot: string, items: readonly CaseListItem[], cachedAt: number) {
  const lists = {
    queue: { ids: [] as string[], items: [] as Buffer[] },
    undistributed: { ids: [] as string[], items: [] as Buffer[] },
  };
  for (const item of items) {
    const { id, bytes, list } = listItem(item);
    lists[list].ids.push(id);
    lists[list].items.push(bytes);
  }
  return cachedList(snapshot, lists, cachedAt, 'full read');
}

/**
 * The lists of `snapshot` from those of an earlier one: every case in `changedIds` leaves the list it was in, and
 * those of them still in the viewer's selection (`fresh`, read in `snapshot`) go into theirs at their place. A
 * case no longer selected (another clerk's now, closed, deleted) is simply not among `fresh`. The earlier lists
 * are left as they are.
 */
export function mergedCaseList(
  before: CachedCaseList,
  snapshot: string,
  changedIds: readonly string[],
  fresh: readonly CaseListItem[],
) {
  const changed = new Set(changedIds);
  const added = fresh.map(listItem).sort((a, b) => byCaseId(a.id, b.id));
  const merge = (kept: ListItems, list: 'queue' | 'undistributed'): ListItems => {
    const inserted = added.filter((item) => item.list === list);
    const ids: string[] = [];
    const items: Buffer[] = [];
    let next = 0;
    const insertUpTo = (id: string | undefined) => {
      for (; next < inserted.length; next++) {
        const item = inserted[next] as (typeof inserted)[number];
        if (id !== undefined && byCaseId(item.id, id) > 0) return;
        ids.push(item.id);
        items.push(item.bytes);
      }
    };
    kept.ids.forEach((id, index) => {
      if (changed.has(id)) return;
      insertUpTo(id);
      ids.push(id);
      items.push(kept.items[index] as Buffer);
    });
    insertUpTo(undefined);
    return { ids, items };
  };
  const items = {
    queue: merge(before.items.queue, 'queue'),
    undistributed: merge(before.items.undistributed, 'undistributed'),
  };
  return cachedList(snapshot, items, before.cachedAt, 'merge');
}

/** The lists by key: company, scope, closed-cases choice and day (case-read.service.ts). */
export const createCaseListCache = <List extends CacheableAnswer = CachedCaseList>(
  now: () => number,
  maxBytes = CASE_LIST_CACHE_MAX_BYTES,
) => createAnswerCache<List>(now, { maxBytes, ttlMs: CASE_LIST_CACHE_TTL_MS });
