export { createAuditLogService } from './audit-log.service.ts';
export { caseHistoryRecorder } from './case-history.recorder.ts';
export { createCaseHistoryService } from './case-history.service.ts';
export { historyRoutes } from './history.routes.ts';
