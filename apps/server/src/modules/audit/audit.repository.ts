import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  actorPersonId?: string | null;
  companyId?: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

/** Appends to the audit log. Callers never put national ids, tokens, codes or PINs in `details`. */
export async function writeAudit(db: Database, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorPersonId: entry.actorPersonId ?? null,
    companyId: entry.companyId ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
  });
}
