import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export async function insertAuditRows(db: Database, rows: (typeof auditLog.$inferInsert)[]) {
  await db.insert(auditLog).values(rows);
}
