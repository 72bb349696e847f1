import {
  type DeletionLogPage,
  deletionLogPageSchema,
  RETENTION_PATHS,
} from '@foretaksportalen/shared/contract/retention';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { RETENTION_QUERY_KEY } from './get-retention-settings.ts';

/** GET /api/retention/log?page=N (level 5): one page of the deletion log, newest first, with the total. */
export const getDeletionLog = async (page: number): Promise<DeletionLogPage> =>
  deletionLogPageSchema.parse(
    await httpClient.get<unknown>(`${RETENTION_PATHS.log}?${new URLSearchParams({ page: String(page) })}`),
  );

export const getDeletionLogQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...RETENTION_QUERY_KEY, 'log', page], queryFn: () => getDeletionLog(page) });

/** While another page loads, the one shown stays, so that the table and the focus stay put. */
export const useDeletionLog = (page: number) =>
  useQuery({ ...getDeletionLogQueryOptions(page), placeholderData: keepPreviousData });
