/**
 * The ports of the end-to-end portal and its eID simulator: 3100 and 3101 unless E2E_PORT moves them (so that
 * two checkouts on one machine can run their end-to-end tests at once). The simulator is always the next port.
 */
export const E2E_PORTAL_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_IDP_PORT = E2E_PORTAL_PORT + 1;
export const E2E_PORTAL_URL = `http://localhost:${E2E_PORTAL_PORT}`;
