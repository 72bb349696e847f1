import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { loadPage } from '../../../lib/navigation.ts';
import { clearCaseListKeys } from '../../incidents/index.ts';
import { SHELL_TEXTS } from '../texts.ts';

export const selectCompany = (companyId: string): Promise<void> =>
  httpClient.get<void>(`/api/clerk/selectcompany/${encodeURIComponent(companyId)}`);

/** Switching company starts a new session scope, so the app starts over at the root with a fresh case list. */
export function useSelectCompany() {
  return useMutation({
    mutationFn: selectCompany,
    onMutate: () => blockingSpinner.show(SHELL_TEXTS.switchingCompany),
    onSuccess: () => {
      clearCaseListKeys();
      loadPage(paths.root.getHref());
    },
    onError: (_error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
