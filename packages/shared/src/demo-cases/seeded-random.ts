/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every machine,
 * so the demo cases are the same in every run.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer from min to max, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    int,
    pick,
    chance: (probability: number) => next() < probability,
    /** One of the keys, each as likely as its weight. */
    weighted<Key extends string>(weights: Readonly<Record<Key, number>>): Key {
      const entries = Object.entries(weights) as [Key, number][];
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      const last = entries.at(-1);
      if (!last) throw new Error('weighted choice without weights');
      return last[0];
    },
    digits: (length: number) => Array.from({ length }, () => int(0, 9)).join(''),
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
