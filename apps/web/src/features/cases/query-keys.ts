/** The prefix of every query of case data (the lists, an open case): what a change to any case invalidates. */
export const CASES_QUERY_KEY = ['cases'] as const;

/** The prefix of both lists' queries (with and without closed cases). */
export const CASE_LIST_QUERY_KEY = [...CASES_QUERY_KEY, 'list'] as const;
