export { healthRoutes } from './health.routes.ts';
export { createHealthService } from './health.service.ts';
