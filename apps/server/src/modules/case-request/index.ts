export { caseRequestRoutes } from './case-request.routes.ts';
export { type CaseRequestService, createCaseRequestService } from './case-request.service.ts';
