import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { LIVE_PRESENCE_PATH, type PresenceBeat } from '@foretaksportalen/shared/contract/live';
import { readCookie } from '../../../lib/auth-session.ts';

/**
 * POST /api/live/presence: this tab is on the case, doing this (null: it left). A plain fetch, not the HTTP
 * client's, whose refresh on a 401 would count as the user's activity; `keepalive` lets a leave go out as the page
 * closes. Answers the status, 0 when there was no answer.
 */
export async function postPresence(beat: PresenceBeat, { keepalive = false } = {}): Promise<number> {
  try {
    const response = await fetch(LIVE_PRESENCE_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive,
      headers: { 'Content-Type': 'application/json', [XSRF_HEADER]: readCookie(XSRF_COOKIE) ?? '' },
      body: JSON.stringify(beat),
    });
    return response.status;
  } catch {
    return 0;
  }
}
