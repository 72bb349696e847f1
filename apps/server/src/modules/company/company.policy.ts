import { canEditCompanySettings } from '@foretaksportalen/shared/access-levels';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

export const COMPANY_SETTINGS_FORBIDDEN = 'Du har ikke tilgang til innstillingene for foretaket';

/**
 * Company settings are the Administrator's alone: level 4 manages users only and sees no company data
 * (architecture §6). The company is always the active one; the service answers 404 for any other.
 */
export const canManageCompanySettings = (actor: { accessLevel: number }) =>
  canEditCompanySettings(actor.accessLevel);

export const managesCompanySettings: LevelRule = {
  allows: canManageCompanySettings,
  refusal: () => new AppError('company.settings-forbidden', 403, COMPANY_SETTINGS_FORBIDDEN),
};
