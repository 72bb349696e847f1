import { and, asc, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';
import { isAnyOf } from '../../db/conditions.ts';
import { companies, memberships, persons, roles, sessions } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('Session was not created');
  return row;
}

/** A session with what every request needs to authorize: membership, role level and consent. */
const sessionWithAccess = (db: Database) =>
  db
    .select({
      session: sessions,
      companyId: memberships.companyId,
      membershipDisabled: memberships.disabled,
      accessLevel: roles.accessLevel,
      consent: persons.consent,
      welcomeDismissed: persons.welcomeDismissed,
    })
    .from(sessions)
    .innerJoin(memberships, eq(memberships.id, sessions.membershipId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(persons, eq(persons.id, sessions.personId));

export async function findSessionByTokenHash(db: Database, tokenHash: string) {
  const [row] = await sessionWithAccess(db).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row;
}

export type SessionWithAccess = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

export const findSessionsByIds = (db: Database, ids: readonly string[]) =>
  sessionWithAccess(db).where(isAnyOf(sessions.id, ids));

/**
 * The session whose current session token, or the one its latest refresh replaced, has this hash. With `lock`, its
 * row is locked until the transaction ends, so that two refreshes of one session take turns.
 */
export async function findSessionByCurrentOrPreviousTokenHash(
  db: Database,
  tokenHash: string,
  { lock = false } = {},
) {
  const query = sessionWithAccess(db)
    .where(or(eq(sessions.tokenHash, tokenHash), eq(sessions.previousTokenHash, tokenHash)))
    .limit(1)
    .$dynamic();
  const [row] = await (lock ? query.for('update', { of: sessions }) : query);
  return row;
}

export async function updateSession(db: Database, id: string, values: Partial<typeof sessions.$inferInsert>) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

/**
 * Records that the session was used at `now`, unless that was done since `notBefore` (by this process or another):
 * the idle clock is written at most once per interval, however many processes serve the session.
 */
export async function touchSession(db: Database, id: string, now: Date, notBefore: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, notBefore)));
}

export async function deleteSession(db: Database, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Sessions seen since `lastSeenSince` whose absolute lifetime has not run out by `now`. */
export async function countLiveSessions(
  db: Database,
  { lastSeenSince, now }: { lastSeenSince: Date; now: Date },
) {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(gt(sessions.lastSeenAt, lastSeenSince), gt(sessions.absoluteExpiresAt, now)));
  return row?.n ?? 0;
}

/**
 * Deletes, in batches, the sessions that ended before `endedBefore`: a session ends when it has been idle for the
 * timeout or reaches its absolute lifetime, whichever comes first (the session service's `endsAt`). Answers how
 * many.
 */
export function deleteSessionsEndedBefore(
  db: Database,
  { endedBefore, idleTimeoutSeconds }: { endedBefore: Date; idleTimeoutSeconds: number },
) {
  const idleEnd = sql`${sessions.lastSeenAt} + make_interval(secs => ${idleTimeoutSeconds})`;
  const endsAt = sql`least(${idleEnd}, ${sessions.absoluteExpiresAt})`;
  return deleteInBatches(
    db,
    sessions,
    sessions.id,
    sql`${endsAt} < ${sql.param(endedBefore, sessions.absoluteExpiresAt)}`,
  );
}

/** Ends every session in a membership, e.g. when it is deactivated. */
export async function deleteSessionsOfMembership(db: Database, membershipId: string) {
  await db.delete(sessions).where(eq(sessions.membershipId, membershipId));
}

export async function deleteSessionByTokenHash(db: Database, tokenHash: string) {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ id: sessions.id, personId: sessions.personId });
  return deleted[0];
}

/** The person's active memberships, the company switcher's list, in a stable order. */
export async function findActiveMemberships(db: Database, personId: string) {
  return db
    .select({
      membershipId: memberships.id,
      companyId: companies.id,
      companyName: companies.name,
      accessLevel: roles.accessLevel,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.personId, personId), eq(memberships.disabled, false)))
    .orderBy(asc(companies.name), asc(companies.id));
}

/**
 * Remembers the company of the person's newest session (a login or a company switch): their next login lands
 * there. A login also records its time.
 */
export async function rememberLastCompany(
  db: Database,
  personId: string,
  values: { lastCompanyId: string; lastLoginAt?: Date },
) {
  await db.update(persons).set(values).where(eq(persons.id, personId));
}
