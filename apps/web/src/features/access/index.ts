/** What other features and the app may use from the access feature. Pages are loaded by the router directly. */

export { useBranding, usePortalName, useProductName } from './api/get-branding.ts';
export {
  CONFIG_QUERY_KEY,
  getConfigQueryOptions,
  useAccessLevel,
  useCompanyClerks,
  useConfig,
  useFullCompanyClerks,
} from './api/get-config.ts';
export { pingServer } from './api/ping-server.ts';
export { ConsentIndicator } from './components/consent-indicator.tsx';
