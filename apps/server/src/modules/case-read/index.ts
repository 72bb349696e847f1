/** How the case answers are compressed (the benchmark compares a bare read with the same). */
export { encodeAnswer } from './answer-encoding.ts';
export {
  CASE_LIST_CHANGES_KEPT_MS,
  CASE_LIST_CHANGES_PRUNE_INTERVAL_MS,
  createCaseListChangesPruner,
} from './case-list-changes.pruner.ts';
export { toCaseEvent, toCaseParties, toCaseParty, toHandlingOfficer } from './case-read.presenter.ts';
export { caseReadRoutes } from './case-read.routes.ts';
export { type CaseReadService, createCaseReadService } from './case-read.service.ts';
