export type { AuditActor, AuditEntry } from './audit.service.ts';
export { auditedBy, writeAudit, writeAudits } from './audit.service.ts';
export type { AuditedChange, AuditedValue } from './audit-changes.ts';
export { auditedChanges, auditedValue } from './audit-changes.ts';
