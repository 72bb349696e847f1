import { useMutation } from '@tanstack/react-query';
import { clearCaseListKeys } from '../../../app/auth-session.ts';
import { httpClient } from '../../../app/http-client.ts';
import { loadPage } from '../../../app/navigation.ts';
import { paths } from '../../../app/paths.ts';
import { blockingSpinner } from '../../../components/blocking-spinner.tsx';
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
    onError: () => blockingSpinner.hide(),
  });
}
