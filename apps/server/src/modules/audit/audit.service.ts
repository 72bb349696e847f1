import type { Database } from '../../db/client.ts';
import { deleteAuditRowsBefore, insertAuditRows } from './audit.repository.ts';

export interface AuditEntry {
  actorPersonId?: string | null;
  /** A provider API key that made the change; its name goes in `details.apiKey` as well. */
  actorApiKeyId?: string | null;
  companyId?: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  /** The case the entry is about, for its history: set on every entry of a case and of its events. */
  caseId?: string | null;
}

/** Rows per statement: well below PostgreSQL's 65,535 parameters with eight per row. */
const ENTRIES_PER_INSERT = 1000;

/**
 * Appends to the audit log, in the caller's transaction. Callers never put national ids, tokens, codes or PINs in
 * `details`.
 */
export async function writeAudit(db: Database, entry: AuditEntry) {
  await writeAudits(db, [entry]);
}

/** Appends many entries, e.g. one per case of a bulk change. */
export async function writeAudits(db: Database, entries: readonly AuditEntry[]) {
  for (let start = 0; start < entries.length; start += ENTRIES_PER_INSERT) {
    await insertAuditRows(
      db,
      entries.slice(start, start + ENTRIES_PER_INSERT).map((entry) => ({
        actorPersonId: entry.actorPersonId ?? null,
        actorApiKeyId: entry.actorApiKeyId ?? null,
        companyId: entry.companyId ?? null,
        action: entry.action,
        targetType: entry.targetType ?? null,
        targetId: entry.targetId ?? null,
        details: entry.details ?? null,
        caseId: entry.caseId ?? null,
      })),
    );
  }
}

/**
 * Deletes the entries written before `writtenBefore` (the housekeeping, issue 48): the log, and with it the cases'
 * history, is kept for the configured years and no longer. Answers how many.
 */
export const deleteAuditEntries = (db: Database, { writtenBefore }: { writtenBefore: Date }) =>
  deleteAuditRowsBefore(db, writtenBefore);

/**
 * Who makes a change: a signed-in person, a provider API key, an operator at the command line, or the portal
 * itself (a scheduled job, e.g. the retention schedule). The audit log names each (architecture §8: every
 * provider call audited with the key's name).
 */
export type AuditActor =
  | { personId: string }
  | { apiKey: { id: string; name: string } }
  | { operator: string }
  | { system: string };

/** The audit fields that say who made a change, with `details` of its own. */
export function auditedBy(
  actor: AuditActor,
  details: Record<string, unknown>,
): Pick<AuditEntry, 'actorPersonId' | 'actorApiKeyId' | 'details'> {
  if ('personId' in actor) return { actorPersonId: actor.personId, details };
  if ('apiKey' in actor) {
    return { actorApiKeyId: actor.apiKey.id, details: { apiKey: actor.apiKey.name, ...details } };
  }
  if ('operator' in actor) return { details: { operator: actor.operator, ...details } };
  return { details: { job: actor.system, ...details } };
}
