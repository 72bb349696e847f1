import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isAnyOf } from '../../db/conditions.ts';
import { caseEvents, caseParties, cases, companies, documents, providerChanges } from '../../db/schema.ts';

/** A position in the change feed: after the row (txid, id) in the feed's order. */
export interface FeedPosition {
  /** A 64-bit transaction id, in decimal. */
  txid: string;
  id: number;
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
      requestId: providerChanges.requestId,
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

/** Cases of any companies by their ids, each with its company. */
export async function findCasesWithCompanies(db: Database, caseIds: readonly string[]) {
  return db
    .select({
      id: cases.id,
      externalId: cases.externalId,
      caseNumber: cases.caseNumber,
      companyCaseRef: cases.companyCaseRef,
      companyId: companies.id,
      orgNum: companies.orgNum,
      companyName: companies.name,
      decisionOutcome: cases.decisionOutcome,
      decisionDate: cases.decisionDate,
      decisionEventId: cases.decisionEventId,
      decisionAnswerDue: cases.decisionAnswerDue,
      decisionFollows: cases.decisionFollows,
      decisionAmountPaid: cases.decisionAmountPaid,
      decisionAnswerReason: cases.decisionAnswerReason,
      decisionAnsweredAt: cases.decisionAnsweredAt,
    })
    .from(cases)
    .innerJoin(companies, eq(companies.id, cases.companyId))
    .where(isAnyOf(cases.id, caseIds));
}

export type ChangedCase = Awaited<ReturnType<typeof findCasesWithCompanies>>[number];

/** The complainers of several cases at once. */
export async function findComplainersOfCases(db: Database, caseIds: readonly string[]) {
  return db
    .select()
    .from(caseParties)
    .where(and(isAnyOf(caseParties.caseId, caseIds), eq(caseParties.role, 'complainer')));
}

/** Events of any cases by their ids; an id with no event is left out. */
export async function findEventsByIds(db: Database, eventIds: readonly string[]) {
  return db.select().from(caseEvents).where(isAnyOf(caseEvents.id, eventIds));
}

/** The documents of some events, in their order within each event. */
export async function findEventDocuments(db: Database, eventIds: readonly string[]) {
  return db
    .select()
    .from(documents)
    .where(isAnyOf(documents.caseEventId, eventIds))
    .orderBy(asc(documents.caseEventId), asc(documents.sortOrder), asc(documents.id));
}
