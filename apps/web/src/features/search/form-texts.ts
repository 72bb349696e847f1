/** The search form's texts (issue 22); `texts.ts` has the result page's. */
export const SEARCH_FORM_TEXTS = {
  label: 'Søk i saker og dokumenter',
  search: 'Søk',
} as const;
