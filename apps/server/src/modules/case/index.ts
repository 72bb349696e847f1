export {
  type CaseScope,
  canArchive,
  canDistribute,
  canEditCompanyDetails,
  caseScopeFor,
  createsCases,
  isInScope,
  seesCases,
} from './case.policy.ts';
export type { CasePartyRow, CaseRow } from './case.repository.ts';
export { caseRoutes } from './case.routes.ts';
export type { CaseService, CategoryChoices } from './case.service.ts';
export { createCaseService } from './case.service.ts';
export {
  CASE_NOT_FOUND,
  caseNotFound,
  countCasesAssignedTo,
  lockVisibleCase,
  readCaseHeads,
  readCaseParties,
  requireAssignableClerk,
  requireCaseScope,
  requireVisibleCase,
} from './case-access.ts';
export { requestRefusal, toCaseRequest } from './case-request.policy.ts';
export type { CaseRequestRow } from './case-request.repository.ts';
export {
  addCaseRequest,
  answerCaseRequest,
  lockRequestOfCase,
  type RequestAnswer,
  readCaseRequests,
  readRequestsByIds,
} from './case-requests.ts';
export { answerRefusal, toCaseDecision } from './decision.policy.ts';
export {
  CASE_ARCHIVED,
  DELETE_WINDOW_PASSED,
  deletableUntil,
  deleteDeadline,
  deleteRefusal,
  EVENT_NOT_FOUND,
  isDeletable,
  NOT_A_SENT_LETTER,
  OTHER_SENDER,
  sendRefusal,
} from './letter.policy.ts';
