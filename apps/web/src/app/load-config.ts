import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import { getConfigQueryOptions } from '../features/access/index.ts';
import { queryClient } from '../lib/query-client.ts';

/** The configuration into the `['config']` query, from the server unless it is already there. */
export const loadConfig = (): Promise<PortalConfig> => queryClient.ensureQueryData(getConfigQueryOptions());
