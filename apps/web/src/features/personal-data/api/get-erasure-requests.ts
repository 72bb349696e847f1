import {
  type ErasureRequests,
  erasureRequestsSchema,
  PERSONAL_DATA_PATHS,
} from '@foretaksportalen/shared/contract/personal-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

export const ERASURE_REQUESTS_QUERY_KEY = ['erasure-requests'] as const;

/** GET /api/personal-data/erasure-requests (level 5): the company's erasures waiting for approval, oldest first. */
export const getErasureRequests = async (): Promise<ErasureRequests> =>
  erasureRequestsSchema.parse(await httpClient.get<unknown>(PERSONAL_DATA_PATHS.erasureRequests));

export const getErasureRequestsQueryOptions = () =>
  queryOptions({ queryKey: ERASURE_REQUESTS_QUERY_KEY, queryFn: getErasureRequests });

export const useErasureRequests = () => useQuery(getErasureRequestsQueryOptions());
