import { CLOSED_STATUS_CODE } from '@foretaksportalen/shared/contract/case';
import { and, eq, isNull, lt, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseInScope, isAnyOf } from '../../db/conditions.ts';
import {
  caseEvents,
  caseListChanges,
  caseParties,
  cases,
  letterDrafts,
  memberships,
  persons,
} from '../../db/schema.ts';
import type { CaseScope } from '../case/index.ts';

/** Which of the cases in scope a list read returns: open ones only unless `includeClosed`, or the given ids. */
export interface CaseSelection {
  includeClosed: boolean;
  caseIds?: readonly string[];
}

const selected = (scope: CaseScope, { includeClosed, caseIds }: CaseSelection) =>
  and(
    caseInScope(scope),
    includeClosed ? undefined : ne(cases.statusCode, CLOSED_STATUS_CODE),
    caseIds ? isAnyOf(cases.id, caseIds) : undefined,
  );

/** A row of the incidents list: a case with its complainer's names. */
export interface CaseListRow {
  id: string;
  caseNumber: string;
  status: string;
  statusCode: string;
  archived: boolean;
  everAssigned: boolean;
  /** ISO 8601 with an offset. */
  lastEventAt: string | null;
  unreadCount: number;
  /** The newest unread event, which the unread badge opens. */
  unreadEventId: string | null;
  /** yyyy-MM-dd */
  dueDate: string | null;
  companyCaseRef: string | null;
  companyNote: string | null;
  clerkMembershipId: string | null;
  version: number;
  hasComplainer: boolean;
  awaitingApproval: boolean;
  /** The author a letter of the case was sent back to, until they send it for approval again. */
  letterReturnedTo: string | null;
  /** yyyy-MM-dd: the decision's answer is due, and not given (issue 49). */
  decisionAnswerDue: string | null;
  productId: string | null;
  causeId: string | null;
  complainerFirstName: string | null;
  complainerLastName: string | null;
}

const caseListColumns = {
  id: cases.id,
  caseNumber: cases.caseNumber,
  status: cases.status,
  statusCode: cases.statusCode,
  archived: cases.archived,
  everAssigned: cases.everAssigned,
  lastEventAt: cases.lastEventAt,
  unreadCount: cases.unreadCount,
  unreadEventId: sql`case when ${cases.unreadCount} > 0 then (
    select ${caseEvents.id} from ${caseEvents}
    where ${caseEvents.caseId} = ${cases.id} and not ${caseEvents.isRead}
    order by ${caseEvents.createdAt} desc, ${caseEvents.id} desc limit 1
  ) end`,
  dueDate: cases.dueDate,
  companyCaseRef: cases.companyCaseRef,
  companyNote: cases.companyNote,
  clerkMembershipId: cases.clerkMembershipId,
  version: cases.version,
  hasComplainer: sql`${caseParties.id} is not null`,
  awaitingApproval: sql`coalesce(${letterDrafts.status} = 'awaiting-approval', false)`,
  letterReturnedTo: letterDrafts.returnedToMembershipId,
  decisionAnswerDue: sql`case when ${cases.decisionAnsweredAt} is null then ${cases.decisionAnswerDue} end`,
  productId: cases.productId,
  causeId: cases.causeId,
  complainerFirstName: caseParties.firstName,
  complainerLastName: caseParties.lastName,
} satisfies Record<keyof CaseListRow, SQLWrapper>;

const caseListKeys = Object.keys(caseListColumns) as (keyof CaseListRow)[];

/**
 * The list rows of the selected cases in one query, whatever their number, by case id (the browser sorts; a
 * fixed order lets the list cache merge changed cases into a cached list as a full read would place them). The
 * rows come as one JSON array of arrays: PGlite spends most of a large read taking rows apart field by
 * field, and one value is read several times faster (10,000 cases: about 100 ms instead of 350 ms).
 */
export async function findCaseListRows(db: Database, scope: CaseScope, selection: CaseSelection) {
  const [result] = await db
    .select({
      rows: sql<string>`coalesce(json_agg(json_build_array(${sql.join(Object.values(caseListColumns), sql`, `)}) order by ${cases.id}), '[]')::text`,
    })
    .from(cases)
    .leftJoin(caseParties, and(eq(caseParties.caseId, cases.id), eq(caseParties.role, 'complainer')))
    .leftJoin(letterDrafts, eq(letterDrafts.caseId, cases.id))
    .where(selected(scope, selection));
  const rows = JSON.parse(result?.rows ?? '[]') as unknown[][];
  return rows.map(toCaseListRow);
}

/** Each array holds the columns in the order of caseListColumns, with the types of CaseListRow. */
function toCaseListRow(values: unknown[]) {
  const row: Record<string, unknown> = {};
  for (const [index, key] of caseListKeys.entries()) row[key] = values[index];
  return row as unknown as CaseListRow;
}

/** The names and phones of every clerk of the company, by membership id: the few the list's cases refer to. */
export async function findCompanyClerkNames(db: Database, companyId: string) {
  return db
    .select({
      membershipId: memberships.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      phone: memberships.phone,
    })
    .from(memberships)
    .innerJoin(persons, eq(persons.id, memberships.personId))
    .where(eq(memberships.companyId, companyId));
}

/**
 * The snapshot the transaction reads in, as text; with repeatable read every statement of the transaction reads
 * in it, so a list read after it is exactly what the snapshot saw.
 */
export async function currentSnapshot(db: Database) {
  const result = (await db.execute(sql`select pg_current_snapshot()::text as snapshot`)) as unknown as {
    rows: { snapshot: string }[];
  };
  const snapshot = result.rows[0]?.snapshot;
  if (!snapshot) throw new Error('The database answered no snapshot');
  return snapshot;
}

/** A change a transaction made that `snapshot` did not see (decision 0010): it committed after, or was running. */
const unseenBy = (snapshot: string) =>
  and(
    sql`${caseListChanges.txid} >= pg_snapshot_xmin(${snapshot}::pg_snapshot)`,
    sql`not pg_visible_in_snapshot(${caseListChanges.txid}, ${snapshot}::pg_snapshot)`,
  );

/** Whether a transaction that `snapshot` did not see has changed any of the company's cases. */
export async function caseListChangedSince(db: Database, companyId: string, snapshot: string) {
  const unseen = await db
    .select({ txid: caseListChanges.txid })
    .from(caseListChanges)
    .where(and(eq(caseListChanges.companyId, companyId), unseenBy(snapshot)))
    .limit(1);
  return unseen.length > 0;
}

/**
 * The company's cases that transactions `snapshot` did not see have changed, as far as the database's own
 * snapshot shows them (at most `limit` + 1 of them, to tell that there are more), and whether one changed the
 * company's cases at large.
 */
export async function findCaseChangesSince(db: Database, companyId: string, snapshot: string, limit: number) {
  const rows = await db
    .selectDistinct({ caseId: caseListChanges.caseId })
    .from(caseListChanges)
    .where(and(eq(caseListChanges.companyId, companyId), unseenBy(snapshot)))
    .limit(limit + 1);
  return {
    companyWide: rows.some((row) => row.caseId === null),
    caseIds: rows.flatMap((row) => row.caseId ?? []),
  };
}

/** Whether a transaction that `snapshot` did not see has changed the case, or its company's cases at large. */
export async function caseChangedSince(
  db: Database,
  { caseId, companyId }: { caseId: string; companyId: string },
  snapshot: string,
) {
  const unseen = await db
    .select({ txid: caseListChanges.txid })
    .from(caseListChanges)
    .where(
      and(
        or(
          eq(caseListChanges.caseId, caseId),
          and(eq(caseListChanges.companyId, companyId), isNull(caseListChanges.caseId)),
        ),
        unseenBy(snapshot),
      ),
    )
    .limit(1);
  return unseen.length > 0;
}

/** Forgets list changes older than `cutoff`: no cached list is that old. */
export async function deleteCaseListChangesBefore(db: Database, cutoff: Date) {
  await db.delete(caseListChanges).where(lt(caseListChanges.changedAt, cutoff));
}
