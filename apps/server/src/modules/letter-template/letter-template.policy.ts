import { canManageLetterTemplates } from '@foretaksportalen/shared/access-levels';
import { TEMPLATES_FORBIDDEN } from '@foretaksportalen/shared/contract/letter-template';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

/**
 * The company's letter templates are kept by its administrators (level 5); every clerk who writes letters reads
 * them (the case module's `seesCases`), level 4 neither.
 */
export const managesLetterTemplates: LevelRule = {
  allows: (caller) => canManageLetterTemplates(caller.accessLevel),
  refusal: () => new AppError('letter-template.forbidden', 403, TEMPLATES_FORBIDDEN),
};
