import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, memberships, persons, roles } from '../../db/schema.ts';

/** An audit entry with what is needed to show it: who made it by their current name (null when not a person). */
export interface AuditRow {
  id: number;
  at: Date;
  action: string;
  actorPersonId: string | null;
  actorApiKeyId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
}

const auditColumns = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  actorPersonId: auditLog.actorPersonId,
  actorApiKeyId: auditLog.actorApiKeyId,
  actorFirstName: persons.firstName,
  actorLastName: persons.lastName,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  details: auditLog.details,
};

const selectAudit = (db: Database) =>
  db.select(auditColumns).from(auditLog).leftJoin(persons, eq(persons.id, auditLog.actorPersonId));

const newestFirst = [desc(auditLog.at), desc(auditLog.id)];

/** A case's entries of the given actions, newest first, at most `limit` (by the index on case and time). */
export async function findCaseAuditRows(
  db: Database,
  caseId: string,
  actions: readonly string[],
  limit: number,
): Promise<AuditRow[]> {
  return selectAudit(db)
    .where(and(eq(auditLog.caseId, caseId), inArray(auditLog.action, [...actions])))
    .orderBy(...newestFirst)
    .limit(limit);
}

export interface CompanyAuditSelection {
  companyId: string;
  actions: readonly string[];
  actorPersonId?: string;
  /** From this instant on. */
  since?: Date;
  /** Before this instant. */
  before?: Date;
}

const selectionWhere = (selection: CompanyAuditSelection): SQL | undefined =>
  and(
    eq(auditLog.companyId, selection.companyId),
    inArray(auditLog.action, [...selection.actions]),
    selection.actorPersonId === undefined ? undefined : eq(auditLog.actorPersonId, selection.actorPersonId),
    selection.since === undefined ? undefined : gte(auditLog.at, selection.since),
    selection.before === undefined ? undefined : lt(auditLog.at, selection.before),
  );

/** The company's entries of a selection, newest first, a page at a time (by the index on company and time). */
export async function findCompanyAuditRows(
  db: Database,
  selection: CompanyAuditSelection,
  page: { limit: number; offset: number },
): Promise<AuditRow[]> {
  return selectAudit(db)
    .where(selectionWhere(selection))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCompanyAuditRows(db: Database, selection: CompanyAuditSelection) {
  const [row] = await db.select({ total: count() }).from(auditLog).where(selectionWhere(selection));
  return row?.total ?? 0;
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** The current names of persons the portal still knows, by id. */
export async function findPersonNames(db: Database, personIds: readonly string[]) {
  if (personIds.length === 0) return new Map<string, PersonName>();
  const rows = await db
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(persons)
    .where(inArray(persons.id, [...personIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The persons of a company's memberships that still exist, by membership id. */
export async function findMembershipPersons(
  db: Database,
  companyId: string,
  membershipIds: readonly string[],
) {
  if (membershipIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: memberships.id, personId: memberships.personId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), inArray(memberships.id, [...membershipIds])));
  return new Map(rows.map((row) => [row.id, row.personId]));
}

/** Every role's name, by id (a handful of rows). */
export async function findRoleNames(db: Database) {
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  return new Map(rows.map((row) => [row.id, row.name]));
}
