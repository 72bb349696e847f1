import { and, asc, count, eq, exists, inArray, isNull, lte, min, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  blobDigests,
  blobTexts,
  caseEvents,
  cases,
  documents,
  type SearchTextState,
  searchTexts,
} from '../../db/schema.ts';
import type { CaseScope } from '../case/index.ts';

/**
 * Claims up to `limit` texts that wait to be read, until `claimedUntil`, the longest waiting first: one conditional
 * UPDATE of rows picked with SKIP LOCKED, so two processes never read the same text (as the outbox claims its mail).
 */
export async function claimWaitingTexts(db: Database, now: Date, claimedUntil: Date, limit: number) {
  const claimable = and(
    eq(searchTexts.state, 'waiting'),
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
  return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
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
export async function queueEveryText(db: Database, now: Date) {
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
    const queued = await tx
      .update(searchTexts)
      .set({ state: 'waiting', attempts: 0, nextAttemptAt: now, claimedUntil: null, lastError: null })
      .returning({ id: searchTexts.id });
    return queued.length;
  });
}

/** How many texts are in each state, and since when the oldest waiting one has waited. */
export async function countTextsByState(db: Database) {
  const rows = await db
    .select({ state: searchTexts.state, count: count(), oldest: min(searchTexts.createdAt) })
    .from(searchTexts)
    .groupBy(searchTexts.state);
  return rows;
}

/** The Norwegian stems of each word (none for a word the stemmer drops, such as 'og'). */
export async function stemsOf(db: Database, words: readonly string[]) {
  if (words.length === 0) return new Map<string, string[]>();
  const values = sql.join(
    words.map((word) => sql`(${word})`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select word, ts_lexize('norwegian_stem', word) as stems from (values ${values}) as words(word)`,
  )) as unknown as { rows: { word: string; stems: string[] | null }[] };
  return new Map(result.rows.map((row) => [row.word, row.stems ?? []]));
}

/**
 * The texts of the scope's cases that the search cannot look in, and those not read yet: read from the few rows
 * of the partial index on the company (`search_texts_unread_idx`), the clerk's cases checked row by row, so that
 * no plan joins every case of the company (PGlite keeps no statistics to choose well by).
 */
export async function countUnsearchable(db: Database, scope: CaseScope) {
  const ownCase =
    scope.assignedTo === null
      ? undefined
      : exists(
          db
            .select({ id: cases.id })
            .from(cases)
            .where(and(eq(cases.id, searchTexts.caseId), eq(cases.clerkMembershipId, scope.assignedTo))),
        );
  const [row] = await db
    .select({
      withoutText: sql<number>`count(*) filter (where ${searchTexts.state} in ('no-text', 'failed'))`.mapWith(
        Number,
      ),
      waiting: sql<number>`count(*) filter (where ${searchTexts.state} = 'waiting')`.mapWith(Number),
    })
    .from(searchTexts)
    .where(and(ne(searchTexts.state, 'indexed'), eq(searchTexts.companyId, scope.companyId), ownCase));
  return { withoutText: row?.withoutText ?? 0, waiting: row?.waiting ?? 0 };
}

/** Marks the snippet's matching words: characters no stored text holds (they are taken out as it is stored). */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
/**
 * A snippet is made from a bounded part of its text, as ts_headline reads all it is given (the whole of 15 texts of
 * 200,000 characters held a PGlite portal 7-18 s): EXCERPT_LENGTH characters from EXCERPT_BEFORE before the end of
 * the query's first match in the text's first FIRST_MATCH_SCAN characters, or from the text's beginning when there
 * is none there. EXCERPT_BEFORE is more than the words a fragment takes before its match, so that no fragment
 * begins with the word the excerpt cuts.
 */
const FIRST_MATCH_SCAN = 10_000;
const EXCERPT_BEFORE = 300;
const EXCERPT_LENGTH = 1_000;
/**
 * ts_headline reads its text with PostgreSQL's parser, to which HX-65720 is the word hx and the number -65720, and
 * 1234.56.78903 one word, where the search vectors hold their parts (`search_vector` reads - / . + as spaces). It
 * is given these characters as control characters instead, which it reads as spaces too and no stored text holds,
 * and they are put back in the snippet it makes.
 */
const SEPARATORS = '-/.+';
const SEPARATOR_STAND_INS = '\u0003\u0004\u0005\u0006';

export interface SearchHitRow {
  caseId: string;
  caseNumber: string;
  statusCode: string;
  archived: boolean;
  complainer: string | null;
  eventId: string;
  eventCreatedAt: Date;
  eventDescription: string;
  documentId: string | null;
  documentName: string | null;
  snippet: string;
  total: number;
}

/**
 * A page of the texts of the scope's cases that match the query (`tsquery`), best first (`ts_rank`), then newest,
 * with a snippet of each made around the query's first match (`firstMatch`, the regular expression of
 * firstMatchPattern), for the page's rows only.
 */
export async function findSearchHits(
  db: Database,
  scope: CaseScope,
  { tsquery, firstMatch }: { tsquery: string; firstMatch: string },
  page: { limit: number; offset: number },
) {
  const assignedTo = scope.assignedTo === null ? sql`true` : sql`c.clerk_membership_id = ${scope.assignedTo}`;
  // The query is written out where it is used, not taken from a CTE: the planner then sees a constant it can
  // match against the GIN index, also without statistics (PGlite has no autovacuum to gather them). Each text's case
  // is checked by its key, in a subquery the planner keeps per row: joined, the company's cases were taken as a set
  // and compared with every matching text (17,000 texts and 2,000 cases were 17 million comparisons, seconds).
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const matchEnd = sql`length(substring(left(t.content, ${FIRST_MATCH_SCAN}) from ${firstMatch}))`;
  const excerpt = sql`substr(t.content, greatest(${matchEnd} - ${EXCERPT_BEFORE}, 1), ${EXCERPT_LENGTH})`;
  const headline = sql`ts_headline('norwegian', translate(${excerpt}, ${SEPARATORS}, ${SEPARATOR_STAND_INS}), ${query}, ${HEADLINE_OPTIONS})`;
  const result = (await db.execute(sql`
    with matching as (
      select t.id, t.case_id, t.case_event_id, t.document_id, ts_rank(t.vector, ${query}) as rank,
        e.created_at, count(*) over () as total
      from search_texts t
      join case_events e on e.id = t.case_event_id
      where t.vector @@ ${query} and t.company_id = ${scope.companyId}
        and (select c.company_id = ${scope.companyId} and ${assignedTo} from cases c where c.id = t.case_id)
      order by rank desc, e.created_at desc, t.id
      limit ${page.limit} offset ${page.offset}
    )
    select
      m.case_id as "caseId", c.case_number as "caseNumber", c.status_code as "statusCode", c.archived,
      nullif(concat_ws(' ', p.first_name, p.last_name), '') as complainer,
      m.case_event_id as "eventId", m.created_at as "eventCreatedAt", e.description as "eventDescription",
      m.document_id as "documentId", d.file_name as "documentName",
      translate(${headline}, ${SEPARATOR_STAND_INS}, ${SEPARATORS}) as snippet,
      m.total
    from matching m
    join search_texts t on t.id = m.id
    join cases c on c.id = m.case_id
    join case_events e on e.id = m.case_event_id
    left join documents d on d.id = m.document_id
    left join case_parties p on p.case_id = m.case_id and p.role = 'complainer'
    order by m.rank desc, m.created_at desc, m.id`)) as unknown as {
    rows: (Omit<SearchHitRow, 'eventCreatedAt' | 'total'> & {
      eventCreatedAt: string | Date;
      total: string | number;
    })[];
  };
  return result.rows.map(
    (row): SearchHitRow => ({
      ...row,
      eventCreatedAt: new Date(row.eventCreatedAt),
      total: Number(row.total),
    }),
  );
}
