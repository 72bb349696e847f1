import { type Company, companySchema } from '@foretaksportalen/shared/contract/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

export const companyQueryKey = (companyId: string) => ['company', companyId] as const;

/** GET /api/company/{companyId}: the active company's settings (level 5 only). */
export const getCompany = async (companyId: string): Promise<Company> =>
  companySchema.parse(await httpClient.get<unknown>(`/api/company/${encodeURIComponent(companyId)}`));

export const getCompanyQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: companyQueryKey(companyId), queryFn: () => getCompany(companyId) });

/** Not asked at all unless `enabled`: level 4 loads no company data (spec 1 §2, §6). */
export const useCompany = (companyId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...getCompanyQueryOptions(companyId), enabled });
