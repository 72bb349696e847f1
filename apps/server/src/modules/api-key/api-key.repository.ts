import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Database, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('The API key was not created');
  return row;
}

/** The key with this hash unless it is revoked: unknown and revoked keys are the same miss, in one lookup. */
export async function findActiveApiKeyByHash(db: Database, keyHash: string) {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

export async function findApiKeys(db: Database) {
  return db.select().from(apiKeys).orderBy(asc(apiKeys.createdAt), asc(apiKeys.name));
}

/** Revokes the key that is not yet revoked and has this id or (active keys have unique names) this name. */
export async function revokeApiKey(db: Database, which: { id: string } | { name: string }, now: Date) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(
      and('id' in which ? eq(apiKeys.id, which.id) : eq(apiKeys.name, which.name), isNull(apiKeys.revokedAt)),
    )
    .returning();
  return row;
}

/** Records a use at most once a minute per key, so that a busy key does not write on every call. */
export async function recordApiKeyUse(db: Database, id: string, now: Date) {
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, aMinuteAgo))));
}
