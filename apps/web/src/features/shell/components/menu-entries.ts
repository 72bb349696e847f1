import {
  canCreateCases,
  canManageUsers,
  canSeeCases,
  canSeeComplaintsReport,
  canSeeHelp,
  canSeeStatistics,
  landingPathFor,
} from '@foretaksportalen/shared/access-levels';
import type { CompanyRef, LoginClerk } from '@foretaksportalen/shared/contract/config';
import { paths } from '../../../config/paths.ts';
import { SHELL_TEXTS } from '../texts.ts';

interface NavEntry {
  label: string;
  to: string;
}

export interface ShellMenu {
  landingPath: string;
  /** Links in the order the header shows them. */
  navEntries: NavEntry[];
  /** The other companies of the clerk; the switcher shows only when there are any. */
  otherCompanies: CompanyRef[];
  showProfile: boolean;
  /** 'Nevnt i N saker' (issue 46): for those who see cases, outside consent mode. */
  showMentions: boolean;
}

/** Which header entries a clerk sees (spec 1 §2): the level rules live in shared/access-levels. */
export function getShellMenu(clerk: LoginClerk, consentMode: boolean): ShellMenu {
  const level = clerk.AccessRole.AccessLevel;
  const navEntries: NavEntry[] = [];
  if (!consentMode && canSeeCases(level))
    navEntries.push({ label: SHELL_TEXTS.cases, to: paths.incidents.getHref() });
  if (!consentMode && canSeeStatistics(level))
    navEntries.push({ label: SHELL_TEXTS.statistics, to: paths.statistics.getHref() });
  if (!consentMode && canSeeComplaintsReport(level))
    navEntries.push({ label: SHELL_TEXTS.complaintsReport, to: paths.complaintsReport.getHref() });
  if (!consentMode && canCreateCases(level))
    navEntries.push({ label: SHELL_TEXTS.newCase, to: paths.newCase.getHref() });
  if (!consentMode && canSeeHelp(level))
    navEntries.push({ label: SHELL_TEXTS.help, to: paths.faq.getHref() });
  if (canManageUsers(level))
    navEntries.push({ label: SHELL_TEXTS.companySettings, to: paths.settings.getHref() });

  const otherCompanies =
    clerk.Companies.length > 1 ? clerk.Companies.filter((company) => company.Id !== clerk.CompanyGuid) : [];

  return {
    landingPath: landingPathFor(level),
    navEntries,
    otherCompanies,
    showProfile: !consentMode,
    showMentions: !consentMode && canSeeCases(level),
  };
}
