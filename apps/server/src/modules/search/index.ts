export { phrasesInCaseTexts } from './case-text-match.ts';
export type { SearchIndexer } from './search.indexer.ts';
export {
  countTextsByState,
  createSearchIndexer,
  queueEveryText,
  readEveryWaitingText,
  SEARCH_INDEX_INTERVAL_MS,
} from './search.indexer.ts';
export { SEARCHES_PER_MINUTE, searchRoutes } from './search.routes.ts';
export { createSearchService } from './search.service.ts';
