import { serverPaths } from '../../../config/paths.ts';

/**
 * GET /api/oidc/logout without leaving the page: the server ends the session and clears its cookies, and its
 * redirect to /access/loggedout is not followed (the idle page stays). Not through the HTTP client, which would
 * read the redirect as a failure; a failure here changes nothing the user can act on, so it is only logged.
 */
export async function endServerSession(): Promise<void> {
  try {
    await fetch(serverPaths.logout, { redirect: 'manual', credentials: 'same-origin' });
  } catch (error) {
    console.warn('Utlogging på serveren feilet', error);
  }
}
