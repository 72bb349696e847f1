import { landingPathFor } from '@foretaksportalen/shared/access-levels';

/** The web app's access pages that the server sends the browser to (spec 1 §2). */
export const ACCESS_PATHS = {
  consent: '/access/consent',
  welcome: '/access/welcome',
  loggedOut: '/access/loggedout',
  /** 'Vil du logge ut?': a logout that did not come from the portal's own pages is confirmed there. */
  confirmLogout: '/access/logout',
  /** The notice naming the companies that added the person since their last login (issue 17). */
  newCompany: '/access/newcompany',
  /** An access key's eID belongs to someone who is already in the key's company. */
  alreadyMember: '/access/login?feil=tilknyttet',
} as const;

/**
 * Where a person who has given consent goes next: the welcome page until dismissed, then the notice of companies
 * that added them while one is pending, then the landing page.
 */
export function pathAfterConsent(person: {
  welcomeDismissed: boolean;
  newCompanyNoticePending: boolean;
  accessLevel: number;
}) {
  if (!person.welcomeDismissed) return ACCESS_PATHS.welcome;
  if (person.newCompanyNoticePending) return ACCESS_PATHS.newCompany;
  return landingPathFor(person.accessLevel);
}
