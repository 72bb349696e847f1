import { encodeList, type ListEncoding } from './case-list.encoding.ts';

/**
 * The answers of POST /api/caselist as JSON text (and compressed, once per encoding asked for), kept per company, scope and closed-cases choice together with
 * the database snapshot they were read in. A list is served from here only after the database has said that no
 * transaction the snapshot did not see has changed the company's lists (case_list_changes, written by triggers),
 * so an answer is never older than the request, whichever server process or command made the change. The cache
 * saves reading and writing 10,000 rows when nothing changed: the usual case when clerks reload their lists.
 */
export interface CachedCaseList {
  snapshot: string;
  json: string;
  cachedAt: number;
  /** The JSON in `encoding`, compressed on the first request that asks for it. */
  encoded(encoding: ListEncoding): Buffer;
}

/** Lists older than this are read again whatever the database says; changes are pruned long after. */
export const CASE_LIST_CACHE_TTL_MS = 5 * 60 * 1000;
/**
 * The most JSON text kept (UTF-16 code units, so about twice that in memory, and its compressed forms about a
 * tenth more); the least recently used go first.
 */
const CASE_LIST_CACHE_MAX_CHARS = 32 * 1024 * 1024;

export function cachedCaseList(snapshot: string, json: string, cachedAt: number): CachedCaseList {
  const encoded = new Map<ListEncoding, Buffer>();
  return {
    snapshot,
    json,
    cachedAt,
    encoded(encoding) {
      let bytes = encoded.get(encoding);
      if (!bytes) {
        bytes = encodeList(json, encoding);
        encoded.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

export function createCaseListCache(now: () => number, maxChars = CASE_LIST_CACHE_MAX_CHARS) {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, CachedCaseList>();
  let chars = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.json.length;
  }

  return {
    /** The list cached under `key` unless it has outlived the TTL. */
    get(key: string): CachedCaseList | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      remove(key);
      if (now() - entry.cachedAt > CASE_LIST_CACHE_TTL_MS) return undefined;
      entries.set(key, entry);
      chars += entry.json.length;
      return entry;
    },

    set(key: string, list: CachedCaseList) {
      remove(key);
      if (list.json.length > maxChars) return;
      entries.set(key, list);
      chars += list.json.length;
      for (const oldest of entries.keys()) {
        if (chars <= maxChars) break;
        remove(oldest);
      }
    },
  };
}
