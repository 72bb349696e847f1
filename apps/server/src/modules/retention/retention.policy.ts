import { canManagePersonalData } from '@foretaksportalen/shared/access-levels';
import {
  PERSONAL_DATA_ALREADY_DELETED,
  RETENTION_FORBIDDEN,
  RETENTION_MONTHS_INVALID,
} from '@foretaksportalen/shared/contract/retention';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

/** Retention, legal holds and the deletion log are the company's administrators' (level 5, issue 48). */
export const managesPersonalData: LevelRule = {
  allows: (caller) => canManagePersonalData(caller.accessLevel),
  refusal: () => new AppError('retention.forbidden', 403, RETENTION_FORBIDDEN),
};

/** The operator's floor (RETENTION_MIN_MONTHS) holds for every company: below it the setting is refused. */
export function monthsRefusal(months: number | null, minMonths: number) {
  if (months === null || months >= minMonths) return null;
  const message = RETENTION_MONTHS_INVALID(minMonths);
  return new AppError('validation', 400, message, { errors: { RetentionMonths: [message] } });
}

export const personalDataDeleted = () =>
  new AppError('retention.data-deleted', 409, PERSONAL_DATA_ALREADY_DELETED);
