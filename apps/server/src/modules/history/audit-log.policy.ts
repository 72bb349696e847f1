import { canManageUsers } from '@foretaksportalen/shared/access-levels';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

export const AUDIT_LOG_FORBIDDEN = 'Du har ikke tilgang til loggen';

/** The company's audit log is read by those who manage its users: levels 4 and 5. */
export const canReadAuditLog = (actor: { accessLevel: number }) => canManageUsers(actor.accessLevel);

export const readsAuditLog: LevelRule = {
  allows: canReadAuditLog,
  refusal: () => new AppError('audit-log.forbidden', 403, AUDIT_LOG_FORBIDDEN),
};
