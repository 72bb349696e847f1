export { configRoutes } from './config.routes.ts';
export { createPortalConfigService } from './config.service.ts';
