export { complaintsReportRoutes } from './complaints-report.routes.ts';
export { createComplaintsReportService } from './complaints-report.service.ts';
