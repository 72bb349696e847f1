export { newCaseRoutes } from './new-case.routes.ts';
export { createNewCaseService, type NewCaseService } from './new-case.service.ts';
