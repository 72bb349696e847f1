import { CLOSED_STATUS_CODE } from '@foretaksportalen/shared/contract/case';
import { and, count, eq, isNotNull, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseInScope, isAnyOf } from '../../db/conditions.ts';
import { caseParties, cases } from '../../db/schema.ts';
import type { CaseScope } from './case.policy.ts';

/** How many of the company's cases are assigned to a membership (the clerk's part of the job queue). */
export async function countCasesOfMembership(db: Database, companyId: string, membershipId: string) {
  const [row] = await db
    .select({ assigned: count() })
    .from(cases)
    .where(and(eq(cases.companyId, companyId), eq(cases.clerkMembershipId, membershipId)));
  return row?.assigned ?? 0;
}

/** How many open and closed cases each membership of the company has, for those that have any. */
export async function countAssignmentsByClerk(db: Database, companyId: string) {
  const rows = await db
    .select({ membershipId: cases.clerkMembershipId, statusCode: cases.statusCode, cases: count() })
    .from(cases)
    .where(and(eq(cases.companyId, companyId), isNotNull(cases.clerkMembershipId)))
    .groupBy(cases.clerkMembershipId, cases.statusCode);
  const byClerk = new Map<string, { open: number; closed: number }>();
  for (const row of rows) {
    if (row.membershipId === null) continue;
    const counts = byClerk.get(row.membershipId) ?? { open: 0, closed: 0 };
    counts[row.statusCode === CLOSED_STATUS_CODE ? 'closed' : 'open'] += row.cases;
    byClerk.set(row.membershipId, counts);
  }
  return byClerk;
}

export type CaseRow = typeof cases.$inferSelect;

const selectCase = (db: Database, scope: CaseScope, caseId: string) =>
  db
    .select()
    .from(cases)
    .where(and(caseInScope(scope), eq(cases.id, caseId)))
    .limit(1);

/** One case in scope, or undefined for an unknown id and a case the clerk may not see alike. */
export async function findCase(db: Database, scope: CaseScope, caseId: string) {
  const [row] = await selectCase(db, scope, caseId);
  return row;
}

/** A case in scope, locked for the rest of the transaction, so that two changes of it do not interleave. */
export async function lockCase(db: Database, scope: CaseScope, caseId: string) {
  const [row] = await selectCase(db, scope, caseId).for('update');
  return row;
}

/**
 * The company's cases that `which` picks, locked for the rest of the transaction for a bulk change, with what it
 * needs of them; in one order for every locker, so that two bulk changes of overlapping cases cannot deadlock.
 */
const lockCasesOfCompany = (db: Database, companyId: string, which: SQLWrapper) =>
  db
    .select({
      id: cases.id,
      clerkMembershipId: cases.clerkMembershipId,
      statusCode: cases.statusCode,
      archived: cases.archived,
      productId: cases.productId,
      causeId: cases.causeId,
    })
    .from(cases)
    .where(and(eq(cases.companyId, companyId), which))
    .orderBy(cases.id)
    .for('update');

/** The cases of a company among `caseIds`, locked for a bulk change. */
export const lockCompanyCases = (db: Database, companyId: string, caseIds: readonly string[]) =>
  lockCasesOfCompany(db, companyId, isAnyOf(cases.id, caseIds));

/** The company's cases a membership has, locked for a move. */
export const lockCasesAssignedTo = (db: Database, companyId: string, membershipId: string) =>
  lockCasesOfCompany(db, companyId, eq(cases.clerkMembershipId, membershipId));

/** The fields of a case a clerk edits. */
type EditedValues = Pick<
  typeof cases.$inferInsert,
  | 'clerkMembershipId'
  | 'everAssigned'
  | 'companyCaseRef'
  | 'companyNote'
  | 'archived'
  | 'productId'
  | 'causeId'
  | 'updatedAt'
>;

export async function updateCase(db: Database, caseId: string, values: EditedValues) {
  await db.update(cases).set(values).where(eq(cases.id, caseId));
}

/** Gives the cases one clerk (or none); a case that gets a clerk has been assigned from now on. */
export async function assignCases(
  db: Database,
  caseIds: readonly string[],
  clerkMembershipId: string | null,
  updatedAt: Date,
) {
  await db
    .update(cases)
    .set({
      clerkMembershipId,
      updatedAt,
      ...(clerkMembershipId !== null && { everAssigned: true }),
    })
    .where(isAnyOf(cases.id, caseIds));
}

export async function archiveCases(db: Database, caseIds: readonly string[], updatedAt: Date) {
  await db.update(cases).set({ archived: true, updatedAt }).where(isAnyOf(cases.id, caseIds));
}

export type CasePartyRow = typeof caseParties.$inferSelect;

export async function findCaseParties(db: Database, caseId: string) {
  return db.select().from(caseParties).where(eq(caseParties.caseId, caseId));
}

/** The clerk and Version of each of these cases, as the caller's transaction sees them. */
export const findCaseHeads = (db: Database, caseIds: readonly string[]) =>
  db
    .select({ id: cases.id, clerkMembershipId: cases.clerkMembershipId, version: cases.version })
    .from(cases)
    .where(isAnyOf(cases.id, caseIds));
