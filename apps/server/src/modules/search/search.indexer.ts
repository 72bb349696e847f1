import { setImmediate as nextTurnOfEventLoop, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import { periodicTask } from '../../lib/periodic-task.ts';
import { hasReadableText } from '../../lib/text-extraction/extract-text.ts';
import { createTextExtractor } from '../../lib/text-extraction/text-extractor.ts';
import {
  claimWaitingTexts,
  countDueTexts,
  countTextsPerState,
  findBlobText,
  findTextSources,
  markTextIndexed,
  markTextRetry,
  markTextUnread,
  releaseTexts,
  rememberBlobText,
  requeueEveryText,
  settleRememberedTexts,
  type TextSource,
} from './search-index.repository.ts';

/** How often main.ts lets the indexer look for texts to read. */
export const SEARCH_INDEX_INTERVAL_MS = 5_000;
/** A text longer than this is searched in its beginning only: enough for any letter, bounded for the index. */
export const SEARCH_TEXT_MAX_CHARACTERS = 200_000;
/** A document larger than this is not read (uploads are 25 MB at most; the provider's letters may be larger). */
const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
const READ_TIMEOUT_MS = 30_000;
const CLAIM_SECONDS = 120;
/**
 * Texts claimed at once, and what they are read from found at once: a statement each per text took a quarter of
 * the time the demo's 1,604 texts took to read (PGlite, 9.1-9.8 s before, 7.4-7.8 s after). Small enough for two
 * processes to share the reading of a large case.
 */
const CLAIM_BATCH_SIZE = 20;
/** Tries before a document is given up on, with 1, 2, 4 and 8 minutes between them. */
const MAX_ATTEMPTS = 5;
const FIRST_RETRY_SECONDS = 60;
const LAST_ERROR_MAX_LENGTH = 500;
/**
 * Remembered texts settled in one statement: small enough not to hold the embedded database for long (PGlite makes
 * the search vectors of a 200,000-character text in about 0.1 s on the 2-core machine).
 */
const REMEMBERED_BATCH_SIZE = 10;

const secondsAfter = (time: Date, seconds: number) => new Date(time.getTime() + seconds * 1000);

/** A failure that trying again cannot mend. */
class NotReadable extends Error {}

/**
 * The text as stored: without control characters (the snippets' match marks are two of them), spaces run
 * together, and cut at SEARCH_TEXT_MAX_CHARACTERS.
 */
export function storableText(text: string) {
  return text
    .replace(/[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu, (character) =>
      character === '\n' || character === '\t' ? character : ' ',
    )
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
    .slice(0, SEARCH_TEXT_MAX_CHARACTERS);
}

/**
 * Reads the text of every document and letter waiting for it, in the background (issue 22): one at a time, in a
 * worker thread with a time limit, each claimed so that several processes may run it and each text is read
 * once. A text that cannot be read is tried again later and given up after MAX_ATTEMPTS; it never holds up the
 * others.
 */
export function createSearchIndexer(deps: {
  db: Database;
  blobs: BlobStore;
  clock: () => Date;
  log: FastifyBaseLogger;
  readTimeoutMs?: number;
}) {
  const { db, blobs, clock, log } = deps;
  const readTimeoutMs = deps.readTimeoutMs ?? READ_TIMEOUT_MS;
  const extractor = createTextExtractor({ timeoutMs: readTimeoutMs });
  const task = periodicTask(() => indexWaiting(), log, 'The search indexer failed');

  /** What a document's bytes read as ('' for nothing): remembered from before, or read now and remembered. */
  async function documentText(source: { blobKey: string; mimeType: string; fileSize: number }) {
    if (!hasReadableText(source.mimeType)) return '';
    const known = await findBlobText(db, source.blobKey);
    if (known) {
      // Kept for this blob too, so that the text outlives the blob it was read from.
      if (known.key !== source.blobKey) await rememberBlobText(db, source.blobKey, known.content ?? '');
      return known.content ?? '';
    }
    if (source.fileSize > MAX_DOCUMENT_BYTES) throw new NotReadable('The document is too large to read');
    const read = await extractor.extract(await blobs.read(source.blobKey), source.mimeType);
    const content = storableText(read ?? '');
    await rememberBlobText(db, source.blobKey, content);
    return content;
  }

  /** The text of a claimed row, '' when there is none; throws when it cannot be read. */
  async function readText(source: TextSource | undefined) {
    if (!source) throw new NotReadable('The document or letter is gone');
    if (source.kind === 'letter')
      return storableText([source.subject, source.content].filter(Boolean).join('\n'));
    return documentText(source);
  }

  /** Reads a claimed text and records what came of it. */
  async function settle(text: { id: string; attempts: number }, source: TextSource | undefined) {
    try {
      const content = await readText(source);
      if (content === '')
        await markTextUnread(
          db,
          text.id,
          { state: 'no-text', attempts: text.attempts, lastError: null },
          clock(),
        );
      else await markTextIndexed(db, text.id, content, clock());
    } catch (error) {
      const attempts = text.attempts + 1;
      const lastError = (error instanceof Error ? error.message : String(error)).slice(
        0,
        LAST_ERROR_MAX_LENGTH,
      );
      if (error instanceof NotReadable || attempts >= MAX_ATTEMPTS)
        await markTextUnread(db, text.id, { state: 'failed', attempts, lastError }, clock());
      else
        await markTextRetry(db, text.id, {
          attempts,
          lastError,
          nextAttemptAt: secondsAfter(clock(), FIRST_RETRY_SECONDS * 2 ** (attempts - 1)),
        });
      log.warn({ searchTextId: text.id, attempts, err: error }, 'Reading a text for search failed');
    }
  }

  /**
   * Claims the next waiting texts and reads them one by one; answers how many it settled (0: none waited). A text
   * is begun only while its read, at its longest, ends within the claim: the rest go back unread, so that no other
   * process reads a text this one is still reading.
   */
  async function indexNextBatch() {
    const claimedAt = clock();
    const claimedUntil = secondsAfter(claimedAt, CLAIM_SECONDS);
    const texts = await claimWaitingTexts(db, claimedAt, claimedUntil, CLAIM_BATCH_SIZE);
    if (texts.length === 0) return 0;
    const sources = await findTextSources(db, texts);
    const lastStart = claimedUntil.getTime() - readTimeoutMs;
    for (const [index, text] of texts.entries()) {
      if (task.stopping() || clock().getTime() > lastStart) {
        const unread = texts.slice(index).map((unreadText) => unreadText.id);
        await releaseTexts(db, unread);
        return index;
      }
      await settle(text, sources.get(text.id));
      await nextTurnOfEventLoop();
    }
    return texts.length;
  }

  /**
   * Reads every text that waits now, the remembered ones first in batches; answers how many it settled. It lets
   * the event loop turn between texts: PGlite works in the portal's own thread, and a text whose bytes were read
   * before needs no other I/O, so a large case's documents would otherwise hold every request until the last.
   */
  async function indexWaiting() {
    let settled = 0;
    while (!task.stopping()) {
      const batch = await settleRememberedTexts(db, clock(), REMEMBERED_BATCH_SIZE);
      settled += batch;
      if (batch < REMEMBERED_BATCH_SIZE) break;
      await nextTurnOfEventLoop();
    }
    while (!task.stopping()) {
      const batch = await indexNextBatch();
      settled += batch;
      if (batch === 0) break;
    }
    return settled;
  }

  return {
    indexWaiting,
    start: task.start,
    /** Lets the text being read finish, then ends the worker thread. */
    async stop() {
      await task.stop();
      await extractor.close();
    },
  };
}

export type SearchIndexer = ReturnType<typeof createSearchIndexer>;

/** How often `readEveryWaitingText` looks again while another indexer reads the last texts. */
const OTHERS_READING_POLL_MS = 100;

/**
 * Reads every text that waits now with an indexer of its own, then ends its worker thread: for the end-to-end
 * portal's demo reset, which saves its template once the texts are read. Texts another indexer (the portal's
 * own, running beside it) has claimed are waited for, so that the template holds none of them unread.
 */
export async function readEveryWaitingText(deps: Parameters<typeof createSearchIndexer>[0]) {
  const indexer = createSearchIndexer(deps);
  let settled = 0;
  try {
    for (;;) {
      settled += await indexer.indexWaiting();
      if ((await countDueTexts(deps.db, deps.clock())) === 0) return settled;
      await sleep(OTHERS_READING_POLL_MS);
    }
  } finally {
    await indexer.stop();
  }
}

/** How many texts are in each state, and since when the oldest waiting one has waited (`search status`). */
export const countTextsByState = (db: Database) => countTextsPerState(db);

/** Every text read again, and a row for whatever has none (`npm run admin -- search reindex`); answers how many. */
export const queueEveryText = (db: Database, now: Date) => requeueEveryText(db, now);
