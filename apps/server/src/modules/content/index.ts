export { contentRoutes } from './content.routes.ts';
export type { ContentService } from './content.service.ts';
export { createContentService } from './content.service.ts';
