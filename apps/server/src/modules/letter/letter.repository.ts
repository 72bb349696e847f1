import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caseEvents } from '../../db/schema.ts';

/** The case of one of the company's events, or undefined for an unknown id and another company's event alike. */
export async function findCompanyEventCaseId(db: Database, companyId: string, eventId: string) {
  const [row] = await db
    .select({ caseId: caseEvents.caseId })
    .from(caseEvents)
    .where(and(eq(caseEvents.companyId, companyId), eq(caseEvents.id, eventId)))
    .limit(1);
  return row?.caseId;
}

/** An event of the case, locked for the rest of the transaction. */
export async function lockCaseEvent(db: Database, caseId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.id, eventId)))
    .for('update');
  return row;
}
