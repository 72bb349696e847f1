import { and, eq, lt } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';
import { loginStates, memberships } from '../../db/schema.ts';

export async function insertLoginState(db: Database, values: typeof loginStates.$inferInsert) {
  await db.insert(loginStates).values(values);
}

/** Takes a login state out (single use): a replayed callback finds nothing. */
export async function takeLoginState(db: Database, state: string) {
  const [row] = await db.delete(loginStates).where(eq(loginStates.state, state)).returning();
  return row;
}

/** Deletes, in batches, the login states made before `cutoff`; answers how many. */
export const deleteLoginStatesOlderThan = (db: Database, cutoff: Date) =>
  deleteInBatches(db, loginStates, loginStates.state, lt(loginStates.createdAt, cutoff));

export async function countDisabledMemberships(db: Database, personId: string) {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.personId, personId), eq(memberships.disabled, true)));
  return rows.length;
}
