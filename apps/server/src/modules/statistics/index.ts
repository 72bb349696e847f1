export { statisticsRoutes } from './statistics.routes.ts';
export { createStatisticsService } from './statistics.service.ts';
/** How the module tells the database the working days; its test holds the database's count to the shared rule. */
export { workingDayCalendar } from './working-day-calendar.ts';
