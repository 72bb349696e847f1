/** Access levels of the roles (architecture §6). The server enforces them; the web app only hides. */
export const AccessLevel = {
  Saksbehandler: 1,
  EksternSaksbehandler: 2,
  Superbruker: 3,
  Brukeradministrator: 4,
  Administrator: 5,
} as const;
export type AccessLevel = (typeof AccessLevel)[keyof typeof AccessLevel];

/** Level 4 manages users only: no cases, no company settings, lands on /settings. */
const isUserAdministratorOnly = (level: number) => level === AccessLevel.Brukeradministrator;
/** Levels above 3 manage users and pass the access guard of /settings. */
export const canManageUsers = (level: number) => level > 3;
export const canSeeCases = (level: number) => level !== AccessLevel.Brukeradministrator;
export const canCreateCases = (level: number) =>
  level === AccessLevel.Saksbehandler ||
  level === AccessLevel.Superbruker ||
  level === AccessLevel.Administrator;
/** Superbruker and Administrator see all of the company's cases and distribute them. */
export const canDistributeCases = (level: number) =>
  level === AccessLevel.Superbruker || level === AccessLevel.Administrator;
/** The company's statistics (issue 24) are for those who see all of its cases: Superbruker and Administrator. */
export const canSeeStatistics = (level: number) => canDistributeCases(level);
/** The company's reference and note on a case are editable above level 2 (spec 2 §6). */
export const canEditCompanyCaseDetails = (level: number) =>
  level > AccessLevel.EksternSaksbehandler && canSeeCases(level);
export const canSeeHelp = (level: number) => level !== AccessLevel.Brukeradministrator;
export const canEditCompanySettings = (level: number) => level === AccessLevel.Administrator;
/** Letter templates ('Brevmaler', issue 46) are kept by the company's administrators. */
export const canManageLetterTemplates = (level: number) => level === AccessLevel.Administrator;
/** Personal data by law (issue 48): retention, legal hold, a person's data and its erasure are the administrators'. */
export const canManagePersonalData = (level: number) => level === AccessLevel.Administrator;
/** The company's products and causes ('Produkter', 'Årsaker', issue 49) are kept by its administrators. */
export const canManageCategories = (level: number) => level === AccessLevel.Administrator;
/** The complaints report ('Klagerapport', issue 49) is for those who see the statistics. */
export const canSeeComplaintsReport = (level: number) => canSeeStatistics(level);
/** Four eyes (issue 46): Superbruker and Administrator approve letters, never one they sent for approval. */
export const canApproveLetters = (level: number) => canDistributeCases(level);

export const landingPathFor = (level: number) =>
  isUserAdministratorOnly(level) ? '/settings' : '/incidents';
