import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginStates, memberships, persons } from '../../db/schema.ts';

export async function insertLoginState(db: Database, values: typeof loginStates.$inferInsert) {
  await db.insert(loginStates).values(values);
}

/** Takes a login state out (single use): a replayed callback finds nothing. */
export async function takeLoginState(db: Database, state: string) {
  const [row] = await db.delete(loginStates).where(eq(loginStates.state, state)).returning();
  return row;
}

export async function deleteLoginStatesOlderThan(db: Database, cutoff: Date) {
  await db.delete(loginStates).where(lt(loginStates.createdAt, cutoff));
}

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

export async function countDisabledMemberships(db: Database, personId: string) {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.personId, personId), eq(memberships.disabled, true)));
  return rows.length;
}
