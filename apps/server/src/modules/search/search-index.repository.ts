import { and, asc, count, eq, inArray, isNotNull, isNull, lte, min, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  blobDigests,
  blobTexts,
  caseEvents,
  documents,
  type SearchTextState,
  searchTexts,
} from '../../db/schema.ts';

/*
 * The search's index queue: the texts of documents and letters waiting to be read, claimed by the indexer of one
 * process at a time, and what each reads as.
 */

/**
 * Claims up to `limit` texts that wait to be read, until `claimedUntil`, the longest waiting first: one conditional
 * UPDATE of rows picked with SKIP LOCKED, so two processes never read the same text (as the outbox claims its mail).
 * The texts of documents and letters only: an internal note's is written indexed with the note (migration 0020).
 */
export async function claimWaitingTexts(db: Database, now: Date, claimedUntil: Date, limit: number) {
  const claimable = and(
    eq(searchTexts.state, 'waiting'),
    isNotNull(searchTexts.caseEventId),
    lte(searchTexts.nextAttemptAt, now),
    or(isNull(searchTexts.claimedUntil), lte(searchTexts.claimedUntil, now)),
  );
  const next = db
    .select({ id: searchTexts.id })
    .from(searchTexts)
    .where(claimable)
    .orderBy(asc(searchTexts.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  // The picked ids as an array, which PostgreSQL works out once: `id in (subquery)` may run the subquery again for
  // each row it updates, and each run skips the rows claimed by the runs before it, which claimed every text.
  const claimed = await db
    .update(searchTexts)
    .set({ claimedUntil })
    .where(and(sql`${searchTexts.id} = any(array(${next}))`, claimable))
    .returning({
      id: searchTexts.id,
      attempts: searchTexts.attempts,
      documentId: searchTexts.documentId,
      caseEventId: searchTexts.caseEventId,
      nextAttemptAt: searchTexts.nextAttemptAt,
    });
  return claimed
    .flatMap(({ caseEventId, ...text }) => (caseEventId === null ? [] : [{ ...text, caseEventId }]))
    .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

/** How many texts wait to be read now, claimed or not (those to be tried again later left out). */
export async function countDueTexts(db: Database, now: Date) {
  const [row] = await db
    .select({ due: count() })
    .from(searchTexts)
    .where(and(eq(searchTexts.state, 'waiting'), lte(searchTexts.nextAttemptAt, now)));
  return row?.due ?? 0;
}

/** Gives claimed texts back unread, for the next claim (of this process or another). */
export async function releaseTexts(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db.update(searchTexts).set({ claimedUntil: null }).where(inArray(searchTexts.id, ids));
}

export type TextSource =
  | { kind: 'document'; blobKey: string; mimeType: string; fileSize: number }
  | { kind: 'letter'; subject: string | null; content: string | null };

/**
 * What each claimed text is read from, by its id (none for a document or letter that is gone): the document's
 * file, or the letter's own subject and message. Two statements for the whole claim.
 */
export async function findTextSources(
  db: Database,
  texts: readonly { id: string; documentId: string | null; caseEventId: string }[],
) {
  const documentIds = texts.flatMap((text) => (text.documentId ? [text.documentId] : []));
  const letterIds = texts.flatMap((text) => (text.documentId ? [] : [text.caseEventId]));
  const [documentRows, letterRows] = await Promise.all([
    documentIds.length === 0
      ? []
      : db
          .select({
            id: documents.id,
            blobKey: documents.blobKey,
            mimeType: documents.mimeType,
            fileSize: documents.fileSize,
          })
          .from(documents)
          .where(inArray(documents.id, documentIds)),
    letterIds.length === 0
      ? []
      : db
          .select({ id: caseEvents.id, subject: caseEvents.subject, content: caseEvents.content })
          .from(caseEvents)
          .where(inArray(caseEvents.id, letterIds)),
  ]);
  const byDocument = new Map(documentRows.map(({ id, ...source }) => [id, source]));
  const byLetter = new Map(letterRows.map(({ id, ...source }) => [id, source]));
  const sources = new Map<string, TextSource>();
  for (const text of texts) {
    const document = text.documentId ? byDocument.get(text.documentId) : undefined;
    const letter = text.documentId ? undefined : byLetter.get(text.caseEventId);
    if (document) sources.set(text.id, { kind: 'document', ...document });
    else if (letter) sources.set(text.id, { kind: 'letter', ...letter });
  }
  return sources;
}

/**
 * The text read before from the blob, or from another with the same bytes (the same file sent again), if it was:
 * null content for bytes with none. Its `key` says which blob it was remembered for.
 */
export async function findBlobText(db: Database, key: string) {
  const sameBytes = alias(blobDigests, 'same_bytes');
  const [row] = await db
    .select({ key: blobTexts.key, content: blobTexts.content })
    .from(blobDigests)
    .innerJoin(sameBytes, and(eq(sameBytes.sha256, blobDigests.sha256), eq(sameBytes.size, blobDigests.size)))
    .innerJoin(blobTexts, eq(blobTexts.key, sameBytes.key))
    .where(eq(blobDigests.key, key))
    .orderBy(sql`${blobTexts.key} = ${key} desc`)
    .limit(1);
  return row;
}

/** Remembers what a blob's bytes read as, for as long as the blob's digest is recorded (there is no row otherwise). */
export async function rememberBlobText(db: Database, key: string, content: string) {
  const state = content === '' ? 'no-text' : 'indexed';
  await db
    .insert(blobTexts)
    .select(
      db
        .select({
          key: blobDigests.key,
          state: sql<typeof state>`${state}`.as('state'),
          content: sql<string | null>`${content === '' ? null : content}`.as('content'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(blobDigests)
        .where(eq(blobDigests.key, key)),
    )
    .onConflictDoNothing();
}

/**
 * Up to `limit` waiting documents whose bytes were read before, settled from what they read as, in one statement;
 * answers how many. The one-by-one claims are left for the bytes never read.
 */
export async function settleRememberedTexts(db: Database, now: Date, limit: number) {
  const result = (await db.execute(sql`
    with remembered as (
      select t.id, b.state, b.content
      from ${searchTexts} t
      join ${documents} d on d.id = t.document_id
      join ${blobTexts} b on b.key = d.blob_key
      where t.state = 'waiting' and (t.claimed_until is null or t.claimed_until <= ${now})
      limit ${limit}
      for update of t skip locked
    )
    update ${searchTexts} set state = remembered.state, content = remembered.content,
      vector = search_vector(remembered.content), indexed_at = ${now}, claimed_until = null, last_error = null
    from remembered where ${searchTexts}.id = remembered.id
    returning ${searchTexts}.id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/**
 * The text as read, searchable from now on: its Norwegian stems, and its words as written with each part of a
 * reference (HX-65720, EB-2026-0044, 1234.56.78903) a word of its own (`search_vector`, migration 0019).
 */
export async function markTextIndexed(db: Database, id: string, content: string, now: Date) {
  await db
    .update(searchTexts)
    .set({
      state: 'indexed',
      content,
      vector: sql`search_vector(${content})`,
      indexedAt: now,
      claimedUntil: null,
      lastError: null,
    })
    .where(eq(searchTexts.id, id));
}

/** Nothing to read (an image, a scan without a text layer), or given up on: left out of the search. */
export async function markTextUnread(
  db: Database,
  id: string,
  outcome: {
    state: Extract<SearchTextState, 'no-text' | 'failed'>;
    attempts: number;
    lastError: string | null;
  },
  now: Date,
) {
  await db
    .update(searchTexts)
    .set({ ...outcome, content: null, vector: null, indexedAt: now, claimedUntil: null })
    .where(eq(searchTexts.id, id));
}

/** A failure to be tried again at `nextAttemptAt`. */
export async function markTextRetry(
  db: Database,
  id: string,
  retry: { attempts: number; lastError: string; nextAttemptAt: Date },
) {
  await db
    .update(searchTexts)
    .set({ ...retry, claimedUntil: null })
    .where(eq(searchTexts.id, id));
}

/** Every text read again, and a row for whatever has none (`npm run admin -- search reindex`). */
export async function requeueEveryText(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into search_texts (company_id, case_id, case_event_id, document_id)
      select cases.company_id, documents.case_id, documents.case_event_id, documents.id
      from documents join cases on cases.id = documents.case_id
      on conflict do nothing`);
    await tx.execute(sql`
      insert into search_texts (company_id, case_id, case_event_id)
      select company_id, case_id, id from case_events where subject is not null or content is not null
      on conflict do nothing`);
    // An internal note's text is the note's own, indexed as it is written: nothing to read again.
    const queued = await tx
      .update(searchTexts)
      .set({ state: 'waiting', attempts: 0, nextAttemptAt: now, claimedUntil: null, lastError: null })
      .where(isNotNull(searchTexts.caseEventId))
      .returning({ id: searchTexts.id });
    return queued.length;
  });
}

/** How many texts are in each state, and since when the oldest waiting one has waited. */
export async function countTextsPerState(db: Database) {
  const rows = await db
    .select({ state: searchTexts.state, count: count(), oldest: min(searchTexts.createdAt) })
    .from(searchTexts)
    .groupBy(searchTexts.state);
  return rows;
}
