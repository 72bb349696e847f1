import {
  RETENTION_PATHS,
  type RetentionSettings,
  retentionSettingsSchema,
} from '@foretaksportalen/shared/contract/retention';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

/** The prefix of every query of personal data by law: the schedule, the cases due and the deletion log. */
export const RETENTION_QUERY_KEY = ['retention'] as const;
export const RETENTION_SETTINGS_QUERY_KEY = [...RETENTION_QUERY_KEY, 'settings'] as const;

/** GET /api/retention/settings (level 5): the company's months after a case's closing, and the operator's floor. */
export const getRetentionSettings = async (): Promise<RetentionSettings> =>
  retentionSettingsSchema.parse(await httpClient.get<unknown>(RETENTION_PATHS.settings));

export const getRetentionSettingsQueryOptions = () =>
  queryOptions({ queryKey: RETENTION_SETTINGS_QUERY_KEY, queryFn: getRetentionSettings });

export const useRetentionSettings = () => useQuery(getRetentionSettingsQueryOptions());
