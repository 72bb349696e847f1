import {
  canCreateCases,
  canManageCategories,
  canManageLetterTemplates,
  canManagePersonalData,
  canManageUsers,
  canSeeCases,
  canSeeComplaintsReport,
  canSeeHelp,
  canSeeStatistics,
  landingPathFor,
} from '@foretaksportalen/shared/access-levels';
import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import { type LoaderFunction, redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { isLoginValid, moveAuthCookiesToSessionStorage } from '../lib/auth-session.ts';

/** The start-up rule (spec 1 §2): a valid login loads the configuration, anything else starts login. */
async function loadConfigOrLogin(): Promise<PortalConfig> {
  moveAuthCookiesToSessionStorage();
  if (!isLoginValid()) throw redirect(paths.access.login.getHref());
  // Imported on demand, so that TanStack Query stays out of the anonymous pages' JavaScript.
  const { loadConfig } = await import('./load-config.ts');
  return loadConfig();
}

const levelOf = (config: PortalConfig) => config.LoginClerk.AccessRole.AccessLevel;

export const requireLogin: LoaderFunction = async () => {
  await loadConfigOrLogin();
  return null;
};

/** Lets the clerk in when the level allows it, otherwise sends them to their landing page. */
const requireLevel =
  (allows: (level: number) => boolean): LoaderFunction =>
  async () => {
    const level = levelOf(await loadConfigOrLogin());
    if (!allows(level)) throw redirect(landingPathFor(level));
    return null;
  };

export const requireCaseAccess = requireLevel(canSeeCases);
export const requireCaseCreation = requireLevel(canCreateCases);
export const requireHelpAccess = requireLevel(canSeeHelp);
export const requireStatisticsAccess = requireLevel(canSeeStatistics);
/** The complaints report (issue 49): levels 3 and 5, as the statistics. */
export const requireComplaintsReportAccess = requireLevel(canSeeComplaintsReport);
/** The access guard of /settings: only levels above 3. */
export const requireUserManagement = requireLevel(canManageUsers);
/** The letter templates (issue 46): level 5 only. */
export const requireTemplateManagement = requireLevel(canManageLetterTemplates);
/** Personal data by law (issue 48): the retention schedule and the deletion log, level 5 only. */
export const requirePersonalDataManagement = requireLevel(canManagePersonalData);
/** The company's products and causes (issue 49), level 5 only. */
export const requireCategoryManagement = requireLevel(canManageCategories);

export const redirectToLanding: LoaderFunction = async () =>
  redirect(landingPathFor(levelOf(await loadConfigOrLogin())));
