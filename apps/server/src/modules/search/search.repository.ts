import { and, eq, exists, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cases, searchTexts } from '../../db/schema.ts';
import type { CaseScope } from '../case/index.ts';

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
  /** Null for an internal note's text. */
  eventId: string | null;
  /** When the event came, or the note was written. */
  eventCreatedAt: Date;
  eventDescription: string | null;
  documentId: string | null;
  documentName: string | null;
  /** The internal note the text is (issue 46); null for a letter's or a document's. */
  noteId: string | null;
  snippet: string;
  total: number;
}

/**
 * A page of the texts of the scope's cases that match the query (`tsquery`), best first (`ts_rank`), then newest,
 * with a snippet of each made around the query's first match (`firstMatch`, the regular expression of
 * firstMatchPattern), for the page's rows only. A text is a document's, a letter's own (its event's) or an
 * internal note's (issue 46), which the same scope sees: notes are for everyone who sees their case.
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
      select t.id, t.case_id, t.case_event_id, t.document_id, t.internal_note_id,
        ts_rank(t.vector, ${query}) as rank, coalesce(e.created_at, n.created_at) as created_at,
        count(*) over () as total
      from search_texts t
      left join case_events e on e.id = t.case_event_id
      left join internal_notes n on n.id = t.internal_note_id
      where t.vector @@ ${query} and t.company_id = ${scope.companyId}
        and (select c.company_id = ${scope.companyId} and ${assignedTo} from cases c where c.id = t.case_id)
      order by rank desc, coalesce(e.created_at, n.created_at) desc, t.id
      limit ${page.limit} offset ${page.offset}
    )
    select
      m.case_id as "caseId", c.case_number as "caseNumber", c.status_code as "statusCode", c.archived,
      nullif(concat_ws(' ', p.first_name, p.last_name), '') as complainer,
      m.case_event_id as "eventId", m.created_at as "eventCreatedAt", e.description as "eventDescription",
      m.document_id as "documentId", d.file_name as "documentName", m.internal_note_id as "noteId",
      translate(${headline}, ${SEPARATOR_STAND_INS}, ${SEPARATORS}) as snippet,
      m.total
    from matching m
    join search_texts t on t.id = m.id
    join cases c on c.id = m.case_id
    left join case_events e on e.id = m.case_event_id
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
