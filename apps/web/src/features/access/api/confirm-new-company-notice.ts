import type { NewCompanyNoticeSeen } from '@foretaksportalen/shared/contract/new-company-notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { NEW_COMPANY_NOTICE_QUERY_KEY } from './get-new-company-notice.ts';

/** POST /api/clerk/newcompanies/seen ('Fortsett'): the notice of these companies is not shown again. */
export const confirmNewCompanyNotice = (companyIds: readonly string[]): Promise<void> =>
  httpClient.post<void>('/api/clerk/newcompanies/seen', {
    CompanyIds: [...companyIds],
  } satisfies NewCompanyNoticeSeen);

export function useConfirmNewCompanyNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmNewCompanyNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEW_COMPANY_NOTICE_QUERY_KEY }),
    // A 5xx is already shown by the HTTP client; the notice then simply comes again at the next login.
    onError: (error) => console.error('Varselet om nytt foretak ble ikke bekreftet', error),
  });
}
