import { and, asc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { liveEvents } from '../../db/schema.ts';

export type LiveEventInsert = typeof liveEvents.$inferInsert;

/** A live event as the stream reads it: from the row, or from the trigger's notice of it. */
export interface LiveRow {
  id: number;
  txid: string;
  xmin: string;
  companyId: string;
  kind: (typeof liveEvents.$inferSelect)['kind'];
  caseId: string | null;
  version: number | null;
  clerkId: string | null;
  formerClerkIds: string[];
  toMembershipIds: string[] | null;
  byMembershipId: string | null;
  fields: string[];
}

export async function insertLiveEvents(db: Database, rows: readonly LiveEventInsert[]) {
  if (rows.length > 0) await db.insert(liveEvents).values([...rows]);
}

const liveRowColumns = {
  id: liveEvents.id,
  txid: liveEvents.txid,
  xmin: liveEvents.snapshotXmin,
  companyId: liveEvents.companyId,
  kind: liveEvents.kind,
  caseId: liveEvents.caseId,
  version: liveEvents.version,
  clerkId: liveEvents.clerkId,
  formerClerkIds: liveEvents.formerClerkIds,
  toMembershipIds: liveEvents.toMembershipIds,
  byMembershipId: liveEvents.byMembershipId,
  fields: liveEvents.fields,
};

export async function findLiveEvent(db: Database, id: number): Promise<LiveRow | undefined> {
  const [row] = await db.select(liveRowColumns).from(liveEvents).where(eq(liveEvents.id, id));
  return row;
}

/** The cursor's own row, when it is still kept and at most `windowSeconds` old (by the database's clock). */
export async function findCursorRow(
  db: Database,
  cursor: { id: number; txid: string },
  windowSeconds: number,
) {
  const [row] = await db
    .select({ id: liveEvents.id, companyId: liveEvents.companyId })
    .from(liveEvents)
    .where(
      and(
        eq(liveEvents.id, cursor.id),
        sql`${liveEvents.txid} = ${cursor.txid}::xid8`,
        sql`${liveEvents.createdAt} >= clock_timestamp() - make_interval(secs => ${windowSeconds})`,
      ),
    );
  return row;
}

/**
 * The company's rows a client that received the cursor's row may not have received, in id order, at most `limit`:
 * every later row, and every row of a transaction that was still running as the cursor's row was written (it may
 * have committed after it). Its own transaction's rows came before it. With the snapshot's xmin of this read: a
 * transaction still running now commits after it.
 */
export async function findLiveEventsAfter(
  db: Database,
  {
    companyId,
    cursor,
    limit,
  }: { companyId: string; cursor: { id: number; txid: string; xmin: string }; limit: number },
) {
  const rows = await db
    .select({ ...liveRowColumns, readXmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text` })
    .from(liveEvents)
    .where(
      and(
        eq(liveEvents.companyId, companyId),
        or(
          sql`${liveEvents.id} > ${cursor.id}`,
          and(sql`${liveEvents.txid} >= ${cursor.xmin}::xid8`, ne(liveEvents.txid, cursor.txid)),
        ),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(limit);
  return rows;
}

/** Removes the rows older than `keptSeconds` (by the database's clock, which wrote them); answers how many. */
export async function deleteLiveEventsOlderThan(db: Database, keptSeconds: number) {
  const deleted = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, sql`clock_timestamp() - make_interval(secs => ${keptSeconds})`))
    .returning({ id: liveEvents.id });
  return deleted.length;
}
