import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import { getConfigQueryOptions } from '../lib/portal-config.ts';
import { queryClient } from '../lib/query-client.ts';

/** The configuration into the `['config']` query, from the server unless it is already there. */
export const loadConfig = (): Promise<PortalConfig> => queryClient.ensureQueryData(getConfigQueryOptions());
