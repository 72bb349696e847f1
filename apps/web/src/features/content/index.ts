/** What other features may use from the content feature: content items by type, the text blocks, the banner. */
export {
  CONTENT_PATH,
  getContentQueryOptions,
  useContent,
} from './api/get-content.ts';
export { ContentText } from './components/content-text.tsx';
export { NewsBanner } from './components/news-banner.tsx';
