/**
 * What the case screens share (the case list, the case overview, the new-case wizard): the query keys of case data,
 * the case id with its status, the due date with the working days left, the company ref and note edited in place, opening a letter and the clerks a case may
 * be given; what the live updates tell them (issue 47): who changed a case last, which cases are new.
 */
export { useOpenLetter } from './api/open-letter.ts';
export { updateCase, useUpdateCase } from './api/update-case.ts';
export { recordCaseChange } from './case-changes.ts';
export { useChangedByText, useChangedUnderEdit } from './changed-under-edit.ts';
export { CaseIdCell } from './components/case-id-cell.tsx';
export { DueDateCell } from './components/due-date-cell.tsx';
export { InlineTextCell } from './components/inline-text-cell.tsx';
export { markCaseSeen, markCasesNew, NEW_CASES_STORAGE_KEY, useIsNewCase } from './new-cases.ts';
export {
  CASE_LIST_QUERY_KEY,
  CASES_QUERY_KEY,
  caseQueryKey,
  MENTIONS_QUERY_KEY,
  PRESENCE_QUERY_KEY,
  presenceQueryKey,
} from './query-keys.ts';
export { CASE_NOT_SAVED, CASES_TEXTS } from './texts.ts';
export { useAssignableClerks } from './use-assignable-clerks.ts';
