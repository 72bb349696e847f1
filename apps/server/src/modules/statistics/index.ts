export { statisticsRoutes } from './statistics.routes.ts';
export { createStatisticsService } from './statistics.service.ts';
