import { canSeeStatistics } from '@foretaksportalen/shared/access-levels';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

export const STATISTICS_FORBIDDEN = 'Du har ikke tilgang til statistikken';

/** The statistics count all of the company's cases: only the levels that see them all (3 and 5) get them. */
export const seesStatistics: LevelRule = {
  allows: (caller) => canSeeStatistics(caller.accessLevel),
  refusal: () => new AppError('statistics.forbidden', 403, STATISTICS_FORBIDDEN),
};
