import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessKeys } from '../../db/schema.ts';

export type AccessKeyRow = typeof accessKeys.$inferSelect;

export async function insertAccessKey(db: Database, values: typeof accessKeys.$inferInsert) {
  const [row] = await db.insert(accessKeys).values(values).returning();
  if (!row) throw new Error('The access key was not created');
  return row;
}

/** The key row, locked until the transaction ends. */
export async function lockAccessKey(db: Database, id: string) {
  const [row] = await db.select().from(accessKeys).where(eq(accessKeys.id, id)).limit(1).for('update');
  return row;
}

export async function revokeAccessKey(db: Database, id: string, now: Date) {
  await db.update(accessKeys).set({ revokedAt: now }).where(eq(accessKeys.id, id));
}

/** Revokes the keys of a pending user (same company, same e-mail in any case) that are still open. */
export async function revokeOpenAccessKeys(db: Database, companyId: string, email: string, now: Date) {
  return db
    .update(accessKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessKeys.companyId, companyId),
        sql`lower(${accessKeys.email}) = lower(${email})`,
        isNull(accessKeys.usedAt),
        isNull(accessKeys.revokedAt),
      ),
    )
    .returning({ id: accessKeys.id });
}

export async function findAccessKeyByUrlKeyHash(db: Database, urlKeyHash: string) {
  const [row] = await db.select().from(accessKeys).where(eq(accessKeys.urlKeyHash, urlKeyHash)).limit(1);
  return row;
}

/** The key row, locked until the transaction ends: a key is bound once even when two logins race. */
export async function lockAccessKeyByUrlKeyHash(db: Database, urlKeyHash: string) {
  const [row] = await db
    .select()
    .from(accessKeys)
    .where(eq(accessKeys.urlKeyHash, urlKeyHash))
    .limit(1)
    .for('update');
  return row;
}

export async function findAccessKeyByCodeHash(db: Database, codeHash: string) {
  const [row] = await db.select().from(accessKeys).where(eq(accessKeys.codeHash, codeHash)).limit(1);
  return row;
}

/** Counts a wrong PIN, locking the key at `lockAtAttempt`; the caller holds the row lock (lockAccessKey). */
export async function recordWrongPin(db: Database, id: string, now: Date, lockAtAttempt: number) {
  const [row] = await db
    .update(accessKeys)
    .set({
      failedPinAttempts: sql`${accessKeys.failedPinAttempts} + 1`,
      lockedAt: sql`case when ${accessKeys.failedPinAttempts} + 1 >= ${lockAtAttempt} then coalesce(${accessKeys.lockedAt}, ${now.toISOString()}::timestamptz) else ${accessKeys.lockedAt} end`,
    })
    .where(eq(accessKeys.id, id))
    .returning({ failedPinAttempts: accessKeys.failedPinAttempts, lockedAt: accessKeys.lockedAt });
  if (!row) throw new Error(`Access key ${id} is gone`);
  return row;
}

export async function updateAccessKey(
  db: Database,
  id: string,
  values: Partial<Pick<AccessKeyRow, 'pinVerifiedAt' | 'usedAt' | 'boundPersonId'>>,
) {
  await db.update(accessKeys).set(values).where(eq(accessKeys.id, id));
}
