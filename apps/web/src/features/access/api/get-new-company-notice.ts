import type { NewCompanyNotice } from '@foretaksportalen/shared/contract/new-company-notice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

export const NEW_COMPANY_NOTICE_QUERY_KEY = ['new-company-notice'] as const;

/** GET /api/clerk/newcompanies: the companies that added the person since the notice was last confirmed. */
export const getNewCompanyNotice = (): Promise<NewCompanyNotice> =>
  httpClient.get<NewCompanyNotice>('/api/clerk/newcompanies');

export const getNewCompanyNoticeQueryOptions = () =>
  queryOptions({ queryKey: NEW_COMPANY_NOTICE_QUERY_KEY, queryFn: getNewCompanyNotice });

export const useNewCompanyNotice = () => useQuery(getNewCompanyNoticeQueryOptions());
