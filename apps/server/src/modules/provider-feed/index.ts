export { createProviderFeedService, type ProviderFeedService } from './provider-feed.service.ts';
