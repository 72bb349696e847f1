import { canEditCompanySettings, canSeeComplaintsReport } from '@foretaksportalen/shared/access-levels';
import { COMPLAINTS_REPORT_MESSAGES } from '@foretaksportalen/shared/contract/complaints-report';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

/** The report counts all of the company's cases: only the levels that see them all (3 and 5) get it. */
export const seesComplaintsReport: LevelRule = {
  allows: (caller) => canSeeComplaintsReport(caller.accessLevel),
  refusal: () => new AppError('complaints-report.forbidden', 403, COMPLAINTS_REPORT_MESSAGES.forbidden),
};

/** Its thresholds are a company setting: the administrators' (level 5). */
export const editsReportThresholds: LevelRule = {
  allows: (caller) => canEditCompanySettings(caller.accessLevel),
  refusal: () =>
    new AppError('complaints-report.forbidden', 403, COMPLAINTS_REPORT_MESSAGES.thresholdsForbidden),
};
