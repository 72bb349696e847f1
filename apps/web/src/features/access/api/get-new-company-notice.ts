import {
  type NewCompanyNotice,
  newCompanyNoticeSchema,
} from '@foretaksportalen/shared/contract/new-company-notice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

export const NEW_COMPANY_NOTICE_QUERY_KEY = ['new-company-notice'] as const;

/** GET /api/clerk/newcompanies: the companies that added the person since the notice was last confirmed. */
export const getNewCompanyNotice = async (): Promise<NewCompanyNotice> =>
  newCompanyNoticeSchema.parse(await httpClient.get<unknown>('/api/clerk/newcompanies'));

export const getNewCompanyNoticeQueryOptions = () =>
  queryOptions({ queryKey: NEW_COMPANY_NOTICE_QUERY_KEY, queryFn: getNewCompanyNotice });

export const useNewCompanyNotice = () => useQuery(getNewCompanyNoticeQueryOptions());
