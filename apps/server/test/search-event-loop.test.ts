import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { searchResultSchema } from '@foretaksportalen/shared/contract/search';
import { expect, it } from 'vitest';
import { searchTexts } from '../src/db/schema.ts';
import { createSearchIndexer } from '../src/modules/search/index.ts';
import { createCaseTestApp, insertTestCase } from './helpers/cases.ts';
import { asClerk, sessionFor } from './helpers/test-app.ts';

const SYLLABLES = [
  'be',
  'ta',
  'kon',
  'fo',
  'ri',
  'sa',
  'ker',
  'ing',
  'ven',
  'ste',
  'al',
  'mu',
  'lig',
  'het',
  'an',
];
const PREFIXES = ['or', 'ord', 'orde', 'ordn', 'org'];

/**
 * A text of `length` characters, the same on every run: words of two to four syllables, thousands of them
 * different, and one in six beginning with "or", so that a prefix of two or three letters matches all over it.
 */
function generatedText(seed: number, length: number) {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * below);
  };
  const words: string[] = [];
  let size = 0;
  while (size < length) {
    let word = next(6) === 0 ? (PREFIXES[next(PREFIXES.length)] ?? '') : '';
    for (let syllables = 2 + next(3); syllables > 0; syllables--) word += SYLLABLES[next(SYLLABLES.length)];
    words.push(word);
    size += word.length + 1;
  }
  return words.join(' ').slice(0, length);
}

/**
 * Issue 44, finding 3: on PGlite the database works in the portal's thread, so a slow search is a process that
 * answers nothing. No request may hold the event loop more than 200 ms (architecture §12), not even the search of
 * a short prefix in the longest texts there are.
 */
it('searches 15 texts of 200,000 characters for a prefix of two or three letters, the process answering meanwhile', async () => {
  const context = await createCaseTestApp();
  try {
    await context.db.delete(searchTexts);
    const files = Array.from({ length: 15 }, (_, index) => ({
      fileName: `vedlegg-${index + 1}.txt`,
      mimeType: 'text/plain',
      content: new TextEncoder().encode(generatedText(index + 1, 200_000)),
    }));
    await insertTestCase(context.db, context.blobs, {
      clerk: 'kari',
      events: [{ description: 'Vedlegg', documents: files }],
    });
    const indexer = createSearchIndexer({
      db: context.db,
      blobs: context.blobs,
      clock: () => new Date(),
      log: context.app.log,
    });
    await indexer.indexWaiting();
    await indexer.stop();
    const kari = asClerk(await sessionFor(context, 'kari'), context.config);
    // A process's first search loads what every later one uses (the session into its cache, the stemmer), which
    // the length of the texts has nothing to do with.
    await context.app.inject({ method: 'GET', url: '/api/search?q=begynnelse', ...kari });

    for (const q of ['or', 'ord']) {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      // The histogram counts a delay from its second tick on: a search begun at once would go unseen.
      await sleep(50);
      let searching = true;
      let slowestHealth = 0;
      const health = (async () => {
        while (searching) {
          const sent = performance.now();
          expect((await context.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
          slowestHealth = Math.max(slowestHealth, performance.now() - sent);
          await sleep(5);
        }
      })();
      const response = await context.app.inject({ method: 'GET', url: `/api/search?q=${q}`, ...kari });
      searching = false;
      await health;
      delay.disable();

      expect(response.statusCode, response.body).toBe(200);
      const result = searchResultSchema.parse(response.json());
      expect(result.Total).toBe(15);
      expect(
        result.Hits.every((hit) => hit.Snippet.some((part) => part.Match && part.Text.startsWith(q))),
      ).toBe(true);
      expect(delay.max / 1e6, `the longest delay of the event loop while searching ${q}`).toBeLessThan(200);
      expect(slowestHealth, `the slowest /api/health/live while searching ${q}`).toBeLessThan(200);
    }
  } finally {
    await context.app.close();
  }
}, 120_000);
