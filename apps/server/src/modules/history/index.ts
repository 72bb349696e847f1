export { createAuditLogService } from './audit-log.service.ts';
export { createCaseHistoryService } from './case-history.service.ts';
export { historyRoutes } from './history.routes.ts';
