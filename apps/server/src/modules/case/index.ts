/** How the case module compresses its answers (the benchmark compares a bare read with the same). */
export { encodeAnswer } from './answer-encoding.ts';
export { type CaseScope, seesCases } from './case.policy.ts';
export { toCaseParty, toProviderDocument } from './case.presenter.ts';
export type { CaseEventRow } from './case.repository.ts';
export {
  countCasesAssignedTo,
  findCaseEvent,
  findCasesWithCompanies,
  findComplainersOfCases,
  findEventsByIds,
  markEventRead,
} from './case.repository.ts';
export { caseRoutes } from './case.routes.ts';
export type { CaseService } from './case.service.ts';
export { createCaseService, requireCaseScope, requireVisibleCase } from './case.service.ts';
export {
  CASE_LIST_CHANGES_KEPT_MS,
  CASE_LIST_CHANGES_PRUNE_INTERVAL_MS,
  createCaseListChangesPruner,
} from './case-list-changes.pruner.ts';
export {
  CASE_ARCHIVED,
  DELETE_WINDOW_PASSED,
  EVENT_NOT_FOUND,
  NOT_A_SENT_LETTER,
  OTHER_SENDER,
} from './letter.policy.ts';
export { letterRoutes } from './letter.routes.ts';
export { createLetterService } from './letter.service.ts';
export { newCaseRoutes } from './new-case.routes.ts';
export { createNewCaseService } from './new-case.service.ts';
export type { ProviderCaseService } from './provider-case.service.ts';
export { createProviderCaseService } from './provider-case.service.ts';
export type {
  LetterEventInput,
  LetterFile,
  ProviderLetterService,
  ReadLetter,
} from './provider-letter.service.ts';
export { createProviderLetterService } from './provider-letter.service.ts';
