import { canManageUsers } from '@foretaksportalen/shared/access-levels';

export const AUDIT_LOG_FORBIDDEN = 'Du har ikke tilgang til loggen';

/** The company's audit log is read by those who manage its users: levels 4 and 5. */
export const canReadAuditLog = (actor: { accessLevel: number }) => canManageUsers(actor.accessLevel);
