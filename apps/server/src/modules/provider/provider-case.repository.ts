import { and, asc, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isAnyOf } from '../../db/conditions.ts';
import { caseEvents, caseParties, cases, documents } from '../../db/schema.ts';

/**
 * What the complaints body may see of a case's events: its own letters, the company's registration, and the
 * company's letters once the change feed has taken them (after their delete window).
 */
export const visibleToProvider = or(
  eq(caseEvents.direction, 'inbound'),
  isNull(caseEvents.deleteBefore),
  isNotNull(caseEvents.providerReleasedAt),
);

/** The company's case with the body's id, locked for the rest of the transaction. */
export async function lockCaseByExternalId(db: Database, companyId: string, externalId: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.companyId, companyId), eq(cases.externalId, externalId)))
    .for('update');
  return row;
}

export async function findCaseByExternalId(db: Database, companyId: string, externalId: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.companyId, companyId), eq(cases.externalId, externalId)))
    .limit(1);
  return row;
}

/** One of the company's cases by its CaseUid, locked; undefined for an unknown id and another company's alike. */
export async function lockCompanyCase(db: Database, companyId: string, caseId: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.companyId, companyId), eq(cases.id, caseId)))
    .for('update');
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

type ProviderCaseValues = Pick<
  typeof cases.$inferInsert,
  | 'externalId'
  | 'caseNumber'
  | 'status'
  | 'statusCode'
  | 'dueDate'
  | 'anonymizeSb'
  | 'handlingOfficerName'
  | 'handlingOfficerPhone'
  | 'updatedAt'
>;

export async function updateProviderCase(db: Database, caseId: string, values: ProviderCaseValues) {
  await db.update(cases).set(values).where(eq(cases.id, caseId));
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

export async function deleteParty(db: Database, caseId: string, role: 'complainer' | 'correspondent') {
  await db.delete(caseParties).where(and(eq(caseParties.caseId, caseId), eq(caseParties.role, role)));
}

/** The events of a case the complaints body may see, newest first. */
export async function findProviderVisibleEvents(db: Database, caseId: string) {
  return db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), visibleToProvider))
    .orderBy(desc(caseEvents.createdAt), desc(caseEvents.id));
}

export async function findEventByExternalId(db: Database, caseId: string, externalId: string) {
  const [row] = await db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.externalId, externalId)))
    .limit(1);
  return row;
}

/** The documents of some events, in their order within each event. */
export async function findEventDocuments(db: Database, eventIds: readonly string[]) {
  return db
    .select()
    .from(documents)
    .where(isAnyOf(documents.caseEventId, eventIds))
    .orderBy(asc(documents.caseEventId), asc(documents.sortOrder), asc(documents.id));
}

/** A document the complaints body may download (see visibleToProvider), or undefined. */
export async function findProviderVisibleDocument(db: Database, documentId: string) {
  const [row] = await db
    .select({ document: documents })
    .from(documents)
    .innerJoin(caseEvents, eq(caseEvents.id, documents.caseEventId))
    .where(and(eq(documents.id, documentId), visibleToProvider))
    .limit(1);
  return row?.document;
}
