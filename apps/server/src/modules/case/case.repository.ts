import { CLOSED_STATUS_CODE } from '@foretaksportalen/shared/contract/case';
import { and, count, desc, eq, isNotNull, isNull, lt, ne, not, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventVisibleToProvider, isAnyOf } from '../../db/conditions.ts';
import {
  caseEvents,
  caseListChanges,
  caseParties,
  cases,
  companies,
  memberships,
  persons,
} from '../../db/schema.ts';
import type { CaseScope } from './case.policy.ts';

/** How many of the company's cases are assigned to a membership (the clerk's part of the job queue). */
export async function countCasesAssignedTo(db: Database, companyId: string, membershipId: string) {
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

const inScope = (scope: CaseScope) =>
  and(
    eq(cases.companyId, scope.companyId),
    scope.assignedTo === null ? undefined : eq(cases.clerkMembershipId, scope.assignedTo),
  );

/** Which of the cases in scope a list read returns: open ones only unless `includeClosed`, or the given ids. */
export interface CaseSelection {
  includeClosed: boolean;
  caseIds?: readonly string[];
}

const selected = (scope: CaseScope, { includeClosed, caseIds }: CaseSelection) =>
  and(
    inScope(scope),
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

export type CaseRow = typeof cases.$inferSelect;

const selectCase = (db: Database, scope: CaseScope, caseId: string) =>
  db
    .select()
    .from(cases)
    .where(and(inScope(scope), eq(cases.id, caseId)))
    .limit(1);

/** Cases of any companies by their ids, each with its company (a page of the change feed). */
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
    })
    .from(cases)
    .innerJoin(companies, eq(companies.id, cases.companyId))
    .where(isAnyOf(cases.id, caseIds));
}

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

/** A case of the company by the complaints body's id for it. */
const selectCaseByExternalId = (db: Database, companyId: string, externalId: string) =>
  db
    .select()
    .from(cases)
    .where(and(eq(cases.companyId, companyId), eq(cases.externalId, externalId)))
    .limit(1);

export async function findCaseByExternalId(db: Database, companyId: string, externalId: string) {
  const [row] = await selectCaseByExternalId(db, companyId, externalId);
  return row;
}

/** The company's case with the complaints body's id, locked for the rest of the transaction. */
export async function lockCaseByExternalId(db: Database, companyId: string, externalId: string) {
  const [row] = await selectCaseByExternalId(db, companyId, externalId).for('update');
  return row;
}

/** The id of the company's case with this case number, if any. */
export async function findCaseIdByNumber(db: Database, companyId: string, caseNumber: string) {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.companyId, companyId), eq(cases.caseNumber, caseNumber)))
    .limit(1);
  return row?.id;
}

type CaseChanges = Partial<
  Pick<
    typeof cases.$inferInsert,
    | 'clerkMembershipId'
    | 'everAssigned'
    | 'companyCaseRef'
    | 'companyNote'
    | 'archived'
    | 'updatedAt'
    // The fields the complaints body sets.
    | 'externalId'
    | 'caseNumber'
    | 'status'
    | 'statusCode'
    | 'dueDate'
    | 'anonymizeSb'
    | 'handlingOfficerName'
    | 'handlingOfficerPhone'
  >
>;

export async function updateCase(db: Database, caseId: string, values: CaseChanges) {
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

/** The complainers of several cases at once (a page of the change feed). */
export async function findComplainersOfCases(db: Database, caseIds: readonly string[]) {
  return db
    .select()
    .from(caseParties)
    .where(and(isAnyOf(caseParties.caseId, caseIds), eq(caseParties.role, 'complainer')));
}

export type PartyValues = Omit<typeof caseParties.$inferInsert, 'id' | 'nationalIdHash'>;

/**
 * The case's party of the role as given; a complainer the company registered keeps the hash of its national id,
 * which the complaints body never sends.
 */
export async function saveParty(db: Database, values: PartyValues) {
  const { caseId: _caseId, role: _role, ...fields } = values;
  await db
    .insert(caseParties)
    .values(values)
    .onConflictDoUpdate({ target: [caseParties.caseId, caseParties.role], set: fields });
}

export async function deleteParty(db: Database, caseId: string, role: CasePartyRow['role']) {
  await db.delete(caseParties).where(and(eq(caseParties.caseId, caseId), eq(caseParties.role, role)));
}

export type CaseEventRow = typeof caseEvents.$inferSelect;

/** The events of a case, newest first: all of them, or those the complaints body may see. */
export async function findCaseEvents(db: Database, caseId: string, { visibleToProviderOnly = false } = {}) {
  return db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), visibleToProviderOnly ? eventVisibleToProvider : undefined))
    .orderBy(desc(caseEvents.createdAt), desc(caseEvents.id));
}

export async function findCaseEvent(db: Database, caseId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.id, eventId)))
    .limit(1);
  return row;
}

/** Events of any cases by their ids (a page of the change feed); an id with no event is left out. */
export async function findEventsByIds(db: Database, eventIds: readonly string[]) {
  return db.select().from(caseEvents).where(isAnyOf(caseEvents.id, eventIds));
}

/** The case's event with the complaints body's id for it. */
export async function findEventByExternalId(db: Database, caseId: string, externalId: string) {
  const [row] = await db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.externalId, externalId)))
    .limit(1);
  return row;
}

/**
 * Marks an unread event read and counts it off the case's unread letters, in the caller's transaction. Only one
 * of two clerks opening the letter at once changes anything: true for that one.
 */
export async function markEventRead(
  db: Database,
  event: { caseId: string; eventId: string },
  reader: { membershipId: string; at: Date },
) {
  const changed = await db
    .update(caseEvents)
    .set({ isRead: true, readAt: reader.at, readByMembershipId: reader.membershipId })
    .where(and(eq(caseEvents.id, event.eventId), not(caseEvents.isRead)))
    .returning({ id: caseEvents.id });
  if (changed.length === 0) return false;
  await db
    .update(cases)
    .set({ unreadCount: sql`greatest(${cases.unreadCount} - 1, 0)` })
    .where(eq(cases.id, event.caseId));
  return true;
}
