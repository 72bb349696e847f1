import { canSeeHelp } from '@foretaksportalen/shared/access-levels';
import { AppError } from '../../lib/app-error.ts';
import type { LevelRule } from '../../plugins/auth.ts';

const HELP_FORBIDDEN = 'Du har ikke tilgang til hjelpesiden';

/** Level 4 has no help page (spec 1 §6); the server refuses what the web app hides. */
export const seesHelp: LevelRule = {
  allows: (caller) => canSeeHelp(caller.accessLevel),
  refusal: () => new AppError('help.forbidden', 403, HELP_FORBIDDEN),
};
