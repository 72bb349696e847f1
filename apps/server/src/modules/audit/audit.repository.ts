import { lt } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export async function insertAuditRows(db: Database, rows: (typeof auditLog.$inferInsert)[]) {
  await db.insert(auditLog).values(rows);
}

export const deleteAuditRowsBefore = (db: Database, cutoff: Date) =>
  deleteInBatches(db, auditLog, auditLog.id, lt(auditLog.at, cutoff));
