import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseEvents, providerChanges } from '../../db/schema.ts';
import type { FeedEntry } from '../case-change/index.ts';

/** Rows per statement: well below PostgreSQL's 65,535 parameters with six per row. */
const ROWS_PER_INSERT = 1000;

/**
 * Writes rows of the feed, in the order given. In the transaction of the change itself: a row then exists
 * exactly when the change does, with that transaction's id.
 */
export async function insertFeedRows(db: Database, entries: readonly FeedEntry[]) {
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    await db.insert(providerChanges).values(
      entries.slice(start, start + ROWS_PER_INSERT).map((entry) => ({
        kind: entry.kind,
        companyId: entry.companyId,
        caseId: entry.caseId,
        eventId: entry.eventId ?? null,
        requestId: entry.requestId ?? null,
        createdAt: entry.at,
      })),
    );
  }
}

/**
 * Hands the company letters whose delete window has passed to the feed: each is marked released and gets its
 * letter.sent row, in one statement. Of two readers releasing at once, the second waits for the first's row
 * locks and then finds those letters released already, so each letter is released once. Answers how many.
 */
export async function releaseDueLetters(db: Database, now: Date) {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with released as (
      update ${caseEvents}
         set provider_released_at = ${at}::timestamptz
       where direction = 'outbound'
         and delete_before is not null
         and delete_before <= ${at}::timestamptz
         and provider_released_at is null
      returning id, case_id, company_id, created_at
    )
    insert into ${providerChanges} (kind, company_id, case_id, event_id, created_at)
    select 'letter.sent', company_id, case_id, id, ${at}::timestamptz
      from released
     order by created_at, id
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
