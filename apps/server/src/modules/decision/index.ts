export { decisionRoutes } from './decision.routes.ts';
export { createDecisionService, type DecisionService } from './decision.service.ts';
