import { PERSON_CASES_MAX, type PersonRole } from '@foretaksportalen/shared/contract/personal-data';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isAnyOf } from '../../db/conditions.ts';
import { caseParties, cases, erasureRequests } from '../../db/schema.ts';

/** What a person's case is now: enough to list it and to tell what an erasure would do to it. */
const caseState = {
  id: cases.id,
  caseNumber: cases.caseNumber,
  status: cases.status,
  statusCode: cases.statusCode,
  createdAt: cases.createdAt,
  closedAt: cases.closedAt,
  archived: cases.archived,
  legalHoldReason: cases.legalHoldReason,
  personalDataDeletedAt: cases.personalDataDeletedAt,
  personalDataDeletedRule: cases.personalDataDeletedRule,
};

export type PersonCaseRow = Awaited<ReturnType<typeof findPersonCases>>[number];
export type CaseStateRow = Awaited<ReturnType<typeof findCaseStates>>[number];

/** How a person is found among the parties: by the keyed hash of their national id, or by name and e-mail. */
export type PartyMatch = { nationalIdHash: string } | { firstName: string; lastName: string; email: string };

/**
 * The parties the person is: by the national id's hash; or, for one without a national id, by the name and the
 * e-mail address, case and surrounding spaces aside, among the parties that have none (where a party has a
 * national id, that is who they are).
 */
function partyMatches(match: PartyMatch) {
  if ('nationalIdHash' in match) return eq(caseParties.nationalIdHash, match.nationalIdHash);
  return and(
    isNull(caseParties.nationalIdHash),
    sql`lower(btrim(${caseParties.firstName})) = lower(btrim(${match.firstName}))`,
    sql`lower(btrim(${caseParties.lastName})) = lower(btrim(${match.lastName}))`,
    sql`lower(btrim(${caseParties.email})) = lower(btrim(${match.email}))`,
  );
}

/**
 * The company's cases in which the person is complainer or correspondent, newest first, each with the person's
 * roles in it: at most PERSON_CASES_MAX + 1, so that the caller knows when there are more. Never another
 * company's: the company is part of the query.
 */
export async function findPersonCases(db: Database, companyId: string, match: PartyMatch) {
  const rows = await db
    .select({
      ...caseState,
      roles: sql<PersonRole[]>`array_agg(${caseParties.role} order by ${caseParties.role})`,
    })
    .from(caseParties)
    .innerJoin(cases, eq(cases.id, caseParties.caseId))
    .where(and(eq(cases.companyId, companyId), partyMatches(match)))
    .groupBy(cases.id)
    .orderBy(desc(cases.createdAt), asc(cases.id))
    .limit(PERSON_CASES_MAX + 1);
  return rows;
}

/** These cases of the company as they are now (an erasure request's, to say what its approval would do). */
export const findCaseStates = (db: Database, companyId: string, caseIds: readonly string[]) =>
  db
    .select(caseState)
    .from(cases)
    .where(and(eq(cases.companyId, companyId), isAnyOf(cases.id, caseIds)));

export type ErasureRequestRow = typeof erasureRequests.$inferSelect;

export async function insertErasureRequest(db: Database, values: typeof erasureRequests.$inferInsert) {
  const [row] = await db.insert(erasureRequests).values(values).returning();
  if (!row) throw new Error('The erasure request was not stored');
  return row;
}

/** The company's requests waiting for approval, oldest first. */
export const findPendingErasureRequests = (db: Database, companyId: string) =>
  db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.companyId, companyId), eq(erasureRequests.status, 'pending')))
    .orderBy(asc(erasureRequests.requestedAt), asc(erasureRequests.id));

export async function countPendingErasureRequests(db: Database, companyId: string) {
  const [row] = await db
    .select({ pending: count() })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.companyId, companyId), eq(erasureRequests.status, 'pending')));
  return row?.pending ?? 0;
}

/** One of the company's requests, locked until the transaction ends; undefined for another company's. */
export async function lockErasureRequest(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.companyId, companyId), eq(erasureRequests.id, id)))
    .for('update');
  return row;
}

/** Decides a request: approved or cancelled, by whom and when (or back to pending, when carrying it out failed). */
export async function decideErasureRequest(
  db: Database,
  id: string,
  decision: Pick<ErasureRequestRow, 'status' | 'decidedByMembershipId' | 'decidedAt'>,
) {
  await db.update(erasureRequests).set(decision).where(eq(erasureRequests.id, id));
}
