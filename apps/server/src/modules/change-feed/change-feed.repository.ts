import type { ChangeKind } from '@foretaksportalen/shared/contract/provider/changes';
import { and, asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseEvents, providerChanges } from '../../db/schema.ts';

/** A position in the change feed: after the row (txid, id) in the feed's order. */
export interface FeedPosition {
  /** A 64-bit transaction id, in decimal. */
  txid: string;
  id: number;
}

/**
 * Records a change the complaints body is to be told about. Call it in the transaction of the change itself: the
 * row then exists exactly when the change does, with that transaction's id.
 */
export async function recordProviderChange(
  db: Database,
  change: { kind: ChangeKind; companyId: string; caseId: string; eventId?: string | null; at: Date },
) {
  await db.insert(providerChanges).values({
    kind: change.kind,
    companyId: change.companyId,
    caseId: change.caseId,
    eventId: change.eventId ?? null,
    createdAt: change.at,
  });
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

/**
 * The next rows after `after` in (txid, id) order, of transactions that have all finished: a row whose
 * transaction is still running, or that started before one still running, waits for a later read. So a row that
 * commits late is never behind a cursor a reader already has.
 */
export async function findChangesAfter(db: Database, after: FeedPosition, limit: number) {
  return db
    .select({
      id: providerChanges.id,
      txid: sql<string>`${providerChanges.txid}::text`,
      kind: providerChanges.kind,
      companyId: providerChanges.companyId,
      caseId: providerChanges.caseId,
      eventId: providerChanges.eventId,
      createdAt: providerChanges.createdAt,
    })
    .from(providerChanges)
    .where(
      and(
        sql`${providerChanges.txid} < pg_snapshot_xmin(pg_current_snapshot())`,
        sql`(${providerChanges.txid}, ${providerChanges.id}) > (${after.txid}::xid8, ${after.id}::bigint)`,
      ),
    )
    .orderBy(asc(providerChanges.txid), asc(providerChanges.id))
    .limit(limit);
}

export type ChangeRow = Awaited<ReturnType<typeof findChangesAfter>>[number];
