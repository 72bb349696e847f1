/**
 * What the case screens share (the case list, the case overview, the new-case wizard): the query keys of case data,
 * the case id with its status, the due date with the working days left, the company ref and note edited in place, opening a letter and the clerks a case may
 * be given.
 */
export { useOpenLetter } from './api/open-letter.ts';
export { updateCase, useUpdateCase } from './api/update-case.ts';
export { CaseIdCell } from './components/case-id-cell.tsx';
export { DueDateCell } from './components/due-date-cell.tsx';
export { InlineTextCell } from './components/inline-text-cell.tsx';
export { CASE_LIST_QUERY_KEY, CASES_QUERY_KEY, MENTIONS_QUERY_KEY } from './query-keys.ts';
export { CASE_NOT_SAVED } from './texts.ts';
export { useAssignableClerks } from './use-assignable-clerks.ts';
