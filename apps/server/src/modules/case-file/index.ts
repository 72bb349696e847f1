export { caseFileRoutes } from './case-file.routes.ts';
export type { CaseFileService } from './case-file.service.ts';
export { createCaseFileService } from './case-file.service.ts';
