import { landingPathFor } from '@foretaksportalen/shared/access-levels';

/** The web app's access pages that the server sends the browser to (spec 1 §2). */
export const ACCESS_PATHS = {
  consent: '/access/consent',
  welcome: '/access/welcome',
  loggedOut: '/access/loggedout',
  /** 'Vil du logge ut?': a logout that did not come from the portal's own pages is confirmed there. */
  confirmLogout: '/access/logout',
  /** An access key's eID belongs to someone who is already in the key's company. */
  alreadyMember: '/access/login?feil=tilknyttet',
} as const;

/** Where a person who has given consent goes next: the welcome page until dismissed, then the landing page. */
export const pathAfterConsent = (welcomeDismissed: boolean, accessLevel: number) =>
  welcomeDismissed ? landingPathFor(accessLevel) : ACCESS_PATHS.welcome;
