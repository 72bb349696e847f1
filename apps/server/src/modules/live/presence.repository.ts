import { and, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { casePresence, memberships, persons } from '../../db/schema.ts';

export type PresenceRow = typeof casePresence.$inferInsert;

export async function upsertPresence(db: Database, row: PresenceRow) {
  await db
    .insert(casePresence)
    .values(row)
    .onConflictDoUpdate({
      target: [casePresence.sessionId, casePresence.tabId],
      set: { caseId: row.caseId, activity: row.activity, expiresAt: row.expiresAt },
    });
}

export async function deletePresence(db: Database, sessionId: string, tabId: string) {
  await db
    .delete(casePresence)
    .where(and(eq(casePresence.sessionId, sessionId), eq(casePresence.tabId, tabId)));
}

/** How many other tabs of the session are on a case now. */
export async function countOtherTabs(db: Database, sessionId: string, tabId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(casePresence)
    .where(and(eq(casePresence.sessionId, sessionId), ne(casePresence.tabId, tabId)));
  return row?.n ?? 0;
}

/** Who else is on the case until after `now`: each membership once, with every activity of its tabs. */
export async function findPresent(
  db: Database,
  { caseId, now, leaveOut, limit }: { caseId: string; now: Date; leaveOut: string; limit: number },
) {
  return db
    .select({
      membershipId: casePresence.membershipId,
      firstName: persons.firstName,
      lastName: persons.lastName,
      activities: sql<string[]>`array_agg(distinct ${casePresence.activity})`,
    })
    .from(casePresence)
    .innerJoin(memberships, eq(memberships.id, casePresence.membershipId))
    .innerJoin(persons, eq(persons.id, memberships.personId))
    .where(
      and(
        eq(casePresence.caseId, caseId),
        gt(casePresence.expiresAt, now),
        ne(casePresence.membershipId, leaveOut),
      ),
    )
    .groupBy(casePresence.membershipId, persons.firstName, persons.lastName)
    .orderBy(persons.firstName, persons.lastName)
    .limit(limit);
}

export async function deleteExpiredPresence(db: Database, now: Date) {
  const deleted = await db
    .delete(casePresence)
    .where(lt(casePresence.expiresAt, now))
    .returning({ sessionId: casePresence.sessionId });
  return deleted.length;
}
