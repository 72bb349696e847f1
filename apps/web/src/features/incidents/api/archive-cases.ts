import { type BulkArchive, bulkArchiveResultSchema } from '@foretaksportalen/shared/contract/case';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { CASES_QUERY_KEY } from '../../cases/index.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';

/** POST /api/caselist/archive: the server archives the closed ones among them; answers how many. */
export const archiveCases = async (archive: BulkArchive): Promise<number> =>
  bulkArchiveResultSchema.parse(await httpClient.post<unknown>('/api/caselist/archive', archive)).Archived;

/**
 * 'Arkiver' for the selected cases (issue 20): behind the spinner, then a message with the number archived and the
 * lists reload silently. A failure only hides the spinner; the error presenter has shown it.
 */
export function useArchiveCases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveCases,
    onMutate: () => blockingSpinner.show(INCIDENTS_TEXTS.archivingCases),
    onSuccess: (archived, _variables, releaseSpinner) => {
      releaseSpinner();
      snackbar.show({ type: 'info', message: INCIDENTS_TEXTS.casesArchived(archived) });
      return queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
    },
    onError: (error, _variables, releaseSpinner) => {
      releaseSpinner?.();
      console.error('Sakene ble ikke arkivert', error);
    },
  });
}
