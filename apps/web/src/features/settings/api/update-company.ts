import { type CompanyUpdate, companyUpdateResponseSchema } from '@foretaksportalen/shared/contract/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { SETTINGS_TEXTS } from '../texts.ts';
import { companyQueryKey } from './get-company.ts';

/** PUT /api/company/{id}: answers a number, 0 or more when saved (spec 1 §7). */
export const updateCompany = async (company: CompanyUpdate): Promise<number> =>
  companyUpdateResponseSchema.parse(
    await httpClient.put<unknown>(`/api/company/${encodeURIComponent(company.Id)}`, company),
  );

/**
 * The company is loaded anew after a save. The configuration is left alone: what it holds of the company (its
 * name) is read-only here. Errors go back to the form.
 */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async (answer, company) => {
      if (answer < 0) {
        snackbar.show({ message: SETTINGS_TEXTS.companyNotSaved, type: 'error' });
        return;
      }
      snackbar.show({ message: SETTINGS_TEXTS.companySaved, type: 'info' });
      await queryClient.invalidateQueries({ queryKey: companyQueryKey(company.Id) });
    },
  });
}
