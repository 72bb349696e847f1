export {
  type AnonymizeInput,
  type AnonymizeOutcome,
  type Anonymizer,
  createAnonymizer,
  type SkipReason,
} from './anonymizer.ts';
export {
  type CompanyRun,
  createRetentionJob,
  RETENTION_INTERVAL_MS,
  type RetentionJob,
} from './retention.job.ts';
export { retentionRoutes } from './retention.routes.ts';
export { createRetentionService, type RetentionService } from './retention.service.ts';
