export type { AuditActor, AuditEntry } from './audit.service.ts';
export { auditedBy, deleteAuditEntries, writeAudit, writeAudits } from './audit.service.ts';
export type { AuditedChange, AuditedValue } from './audit-changes.ts';
export { auditedChanges, auditedValue } from './audit-changes.ts';
