/**
 * What other features may use from the search in letters and documents (issue 22): the search form, which the
 * incidents page shows above the list. The result page is loaded by the router directly.
 */
export { SearchForm } from './components/search-form.tsx';
