import { httpClient } from '../../../lib/http-client.ts';

export const PING_PATH = '/api/config/ping';

/**
 * GET /api/config/ping: keep-alive (204). The server counts it as activity of the session; a 401 on the way is
 * refreshed by the HTTP client like any other call, which also keeps the access period going.
 */
export const pingServer = (): Promise<void> => httpClient.get<void>(PING_PATH);
