/** What the answer caches keep: an answer's JSON text (which its size is counted by) and when it was read. */
export interface CacheableAnswer {
  json: string;
  cachedAt: number;
}

/**
 * Answers by key, each until it is `ttlMs` old, at most `maxChars` characters of JSON in all: the least recently
 * used go first, and one larger than that is never kept. The list cache and the case answer cache are this.
 */
export function createAnswerCache<Answer extends CacheableAnswer>(
  now: () => number,
  {
    maxChars,
    ttlMs,
    onRemove,
  }: {
    maxChars: number;
    ttlMs: number;
    /** Told of every answer that leaves, whyever it does (an index of the keys stays true with it). */
    onRemove?: (key: string, answer: Answer) => void;
  },
) {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Answer>();
  let chars = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.json.length;
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
      if (answer.json.length > maxChars) return false;
      entries.set(key, answer);
      chars += answer.json.length;
      for (const oldest of entries.keys()) {
        if (chars <= maxChars) break;
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
