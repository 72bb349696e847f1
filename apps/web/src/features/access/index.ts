/**
 * What other features and the app may use from the access feature. Pages are loaded by the router directly; the
 * portal configuration and the branding, which most features read, are in lib/.
 */

export { pingServer } from './api/ping-server.ts';
export { ConsentIndicator } from './components/consent-indicator.tsx';
