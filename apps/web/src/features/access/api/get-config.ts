import type { Config } from '@foretaksportalen/shared/contract/config';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { httpClient } from '../../../app/http-client.ts';

export const CONFIG_QUERY_KEY = ['config'] as const;

export const getConfig = (): Promise<Config> => httpClient.get<Config>('/api/config');

/** The configuration changes only through the app's own calls, which invalidate it. */
export const getConfigQueryOptions = () =>
  queryOptions({ queryKey: CONFIG_QUERY_KEY, queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });

/** For pages under the authenticated layout, whose loader has already loaded the configuration. */
export const useConfig = () => useSuspenseQuery(getConfigQueryOptions()).data;

export const useAccessLevel = () => useConfig().LoginClerk.AccessRole.AccessLevel;
