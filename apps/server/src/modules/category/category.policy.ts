import { canManageCategories } from '@foretaksportalen/shared/access-levels';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

export const CATEGORIES_FORBIDDEN = 'Du har ikke tilgang til å endre foretakets produkter og årsaker';

/** The company's products and causes are kept by its administrators (level 5). */
export const managesCategories: LevelRule = {
  allows: (caller) => canManageCategories(caller.accessLevel),
  refusal: () => new AppError('category.forbidden', 403, CATEGORIES_FORBIDDEN),
};
