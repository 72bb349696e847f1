export { recordProviderChange } from './change-feed.repository.ts';
export { type ChangeFeedService, createChangeFeedService } from './change-feed.service.ts';
