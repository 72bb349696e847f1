import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { parseSearchQuery, toTsquery, wordsToStem } from './search.query.ts';
import { stemsOf } from './search.repository.ts';

/**
 * Which of the phrases the case's letters and documents contain, as the search finds them (each word by its
 * Norwegian stems, a phrase's words in a row; internal notes left out): answers the indexes of those that match.
 * One query, whatever the number of phrases, over the case's own texts (their index on the case).
 */
export async function phrasesInCaseTexts(db: Database, caseId: string, phrases: readonly string[]) {
  // A space after each phrase: its last word is written out, not the start of one.
  const parsed = phrases.map((phrase) => parseSearchQuery(`"${phrase.replaceAll('"', ' ')}" `));
  const stems = await stemsOf(db, [...new Set(parsed.flatMap(wordsToStem))]);
  const queries = parsed.flatMap((terms, index) => {
    const query = toTsquery(terms, stems);
    return query === null ? [] : [sql`(${index}::int, ${query}::text)`];
  });
  if (queries.length === 0) return new Set<number>();
  const result = (await db.execute(sql`
    select phrase.index from (values ${sql.join(queries, sql`, `)}) as phrase(index, query)
    where exists (
      select 1 from search_texts text
      where text.case_id = ${caseId} and text.internal_note_id is null and text.state = 'indexed'
        and text.vector @@ to_tsquery('simple', phrase.query)
    )`)) as unknown as { rows: { index: number }[] };
  return new Set(result.rows.map((row) => row.index));
}
