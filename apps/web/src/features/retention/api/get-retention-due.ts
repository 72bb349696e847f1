import {
  RETENTION_PATHS,
  type RetentionDue,
  retentionDueSchema,
} from '@foretaksportalen/shared/contract/retention';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { RETENTION_QUERY_KEY } from './get-retention-settings.ts';

export const RETENTION_DUE_QUERY_KEY = [...RETENTION_QUERY_KEY, 'due'] as const;

/** GET /api/retention/due (level 5): the cases the schedule deletes in the coming days, and those held back. */
export const getRetentionDue = async (): Promise<RetentionDue> =>
  retentionDueSchema.parse(await httpClient.get<unknown>(RETENTION_PATHS.due));

export const getRetentionDueQueryOptions = () =>
  queryOptions({ queryKey: RETENTION_DUE_QUERY_KEY, queryFn: getRetentionDue });

export const useRetentionDue = () => useQuery(getRetentionDueQueryOptions());
