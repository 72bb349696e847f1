/** What the answer caches keep: an answer's bytes (which its size is counted by) and when it was read. */
export interface CacheableAnswer {
  body: Buffer;
  cachedAt: number;
}

/**
 * Answers by key, each until it is `ttlMs` old, at most `maxBytes` of JSON in all: the least recently used go
 * first, and one larger than that is never kept. The list cache and the case answer cache are this.
 */
export function createAnswerCache<Answer extends CacheableAnswer>(
  now: () => number,
  {
    maxBytes,
    ttlMs,
    onRemove,
  }: {
    maxBytes: number;
    ttlMs: number;
    /** Told of every answer that leaves, whyever it does (an index of the keys stays true with it). */
    onRemove?: (key: string, answer: Answer) => void;
  },
) {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Answer>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
    onRemove?.(key, entry);
  }

  return {
    /** The answer cached under `key` unless it has outlived the TTL. */
    get(key: string): Answer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.cachedAt > ttlMs) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    /** Keeps the answer under `key`; false when it is larger than the whole cache, and not kept. */
    set(key: string, answer: Answer): boolean {
      remove(key);
      if (answer.body.length > maxBytes) return false;
      entries.set(key, answer);
      bytes += answer.body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
      return true;
    },

    delete: remove,

    /** Removes every answer `drop` picks. */
    deleteWhere(drop: (answer: Answer) => boolean) {
      for (const [key, entry] of entries) if (drop(entry)) remove(key);
    },

    clear() {
      for (const key of entries.keys()) remove(key);
    },

    /** How many answers are kept (tests and metrics). */
    size: () => entries.size,
  };
}
