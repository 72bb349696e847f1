export type { AuditActor, AuditEntry } from './audit.repository.ts';
export { auditedBy, writeAudit, writeAudits } from './audit.repository.ts';
export type { AuditedChange, AuditedValue } from './audit-changes.ts';
export { auditedChanges, auditedValue } from './audit-changes.ts';
