import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, persons } from '../../db/schema.ts';

export type PersonRow = typeof persons.$inferSelect;

export async function findPersonByIdentityHash(db: Database, identityHash: string) {
  const [row] = await db.select().from(persons).where(eq(persons.identityHash, identityHash)).limit(1);
  return row;
}

/**
 * The person about to gain a membership, share-locked until the transaction ends: a removal of the person
 * (which locks them, see clerk.repository.ts lockPerson) either waits for the new membership and keeps them, or
 * has already happened, and then nobody is found and the person is made anew.
 */
export async function lockPersonByIdentityHash(db: Database, identityHash: string) {
  const [row] = await db
    .select()
    .from(persons)
    .where(eq(persons.identityHash, identityHash))
    .limit(1)
    .for('key share');
  return row;
}

export async function insertPerson(db: Database, values: typeof persons.$inferInsert) {
  const [row] = await db.insert(persons).values(values).returning();
  if (!row) throw new Error('The person was not created');
  return row;
}

/** Whether the person has a membership of the company, active or disabled. */
export async function isMemberOf(db: Database, companyId: string, personId: string) {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.personId, personId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertMembership(db: Database, values: typeof memberships.$inferInsert) {
  const [row] = await db.insert(memberships).values(values).returning();
  if (!row) throw new Error('The membership was not created');
  return row;
}
