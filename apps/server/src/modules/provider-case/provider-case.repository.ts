import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseEvents, caseParties, cases } from '../../db/schema.ts';

type CasePartyRole = (typeof caseParties.$inferSelect)['role'];

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

/** A case of the company by its own id, locked for the rest of the transaction. */
export async function lockCompanyCase(db: Database, companyId: string, caseId: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.companyId, companyId), eq(cases.id, caseId)))
    .limit(1)
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

export async function insertCase(db: Database, values: typeof cases.$inferInsert) {
  const [row] = await db.insert(cases).values(values).returning({ id: cases.id });
  if (!row) throw new Error('The case was not created');
  return row.id;
}

/** The fields the complaints body sets. */
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

export async function updateCase(db: Database, caseId: string, values: ProviderCaseValues) {
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

export async function deleteParty(db: Database, caseId: string, role: CasePartyRole) {
  await db.delete(caseParties).where(and(eq(caseParties.caseId, caseId), eq(caseParties.role, role)));
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

export type DecisionValues = Pick<
  typeof cases.$inferInsert,
  'decisionOutcome' | 'decisionDate' | 'decisionEventId' | 'decisionAnswerDue' | 'updatedAt'
>;

/** The complaints body's decision on the case (issue 49). */
export async function setDecision(db: Database, caseId: string, values: DecisionValues) {
  await db.update(cases).set(values).where(eq(cases.id, caseId));
}
