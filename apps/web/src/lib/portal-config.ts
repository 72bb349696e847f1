import {
  type CompanyClerk,
  type CompanyClerkSummary,
  isFullCompanyClerk,
  type PortalConfig,
  portalConfigSchema,
} from '@foretaksportalen/shared/contract/config';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { httpClient } from './http-client.ts';

export const CONFIG_QUERY_KEY = ['config'] as const;

export const getConfig = async (): Promise<PortalConfig> =>
  portalConfigSchema.parse(await httpClient.get<unknown>('/api/config'));

/** The configuration changes only through the app's own calls, which invalidate it. */
export const getConfigQueryOptions = () =>
  queryOptions({ queryKey: CONFIG_QUERY_KEY, queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });

/** For pages under the authenticated layout, whose loader has already loaded the configuration. */
export const useConfig = () => useSuspenseQuery(getConfigQueryOptions()).data;

export const useAccessLevel = () => useConfig().LoginClerk.AccessRole.AccessLevel;

/**
 * The colleagues as every level gets them (issue 17): levels 1-3 summaries, levels 4-5 full entries, which hold
 * the summary's fields too. What the clerk choices, the clerk filter and the new-case wizard use.
 */
export const useCompanyClerks = (): readonly CompanyClerkSummary[] => useConfig().CompanyClerks;

/** The colleagues in full, as levels 4-5 get them (the settings page); none for a level that gets summaries. */
export function useFullCompanyClerks(): CompanyClerk[] {
  const clerks: readonly (CompanyClerk | CompanyClerkSummary)[] = useConfig().CompanyClerks;
  return clerks.filter(isFullCompanyClerk);
}
