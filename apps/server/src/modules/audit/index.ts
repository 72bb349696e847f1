export type { AuditActor, AuditEntry } from './audit.repository.ts';
export { auditedBy, writeAudit, writeAudits } from './audit.repository.ts';
