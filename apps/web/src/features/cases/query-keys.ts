/** The prefix of every query of case data (the lists, an open case): what a change to any case invalidates. */
export const CASES_QUERY_KEY = ['cases'] as const;

/** The prefix of both lists' queries (with and without closed cases). */
export const CASE_LIST_QUERY_KEY = [...CASES_QUERY_KEY, 'list'] as const;

/**
 * One open case; the prefix of its notes, draft and history too, so that a change of the case reloads all it shows.
 * Under the prefix of all case data, so that every change to a case (in the list or here) reloads it.
 */
export const caseQueryKey = (caseUid: string) => [...CASES_QUERY_KEY, 'case', caseUid] as const;

/** Who else is on a case (issue 47); outside the cases' prefix: a change of a case does not change who is on it. */
export const PRESENCE_QUERY_KEY = ['presence'] as const;
export const presenceQueryKey = (caseUid: string) => [...PRESENCE_QUERY_KEY, caseUid] as const;

/**
 * The cases in which notes mention the clerk unseen (issue 46): the header's mark, refetched by the notes tab
 * once it has marked them seen. Not under the cases' prefix: a change of a case does not change it.
 */
export const MENTIONS_QUERY_KEY = ['mentions'] as const;
