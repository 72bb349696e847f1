/**
 * What other features may use from the incidents feature: the query keys of case data, the clerks a case may be
 * given, and what the case overview shows as the list does (the case id with its status, the company ref and
 * note edited in place, opening a letter).
 */
export { CASE_LIST_QUERY_KEY, CASES_QUERY_KEY } from './api/get-case-list.ts';
export { useOpenLetter } from './api/open-letter.ts';
export { CaseIdCell } from './components/case-id-cell.tsx';
export { InlineTextCell } from './components/inline-text-cell.tsx';
export { useAssignableClerks } from './components/use-assignable-clerks.ts';
