import type { CaseListItem } from '@foretaksportalen/shared/contract/case';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { CASES_QUERY_KEY, updateCase } from '../../cases/index.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';

/**
 * Archives a closed case through PATCH /api/case/{caseUid} (spec 2 §4), behind the spinner until the lists have
 * reloaded. Clerk, reference and note stay as they are. Errors go back to the caller.
 */
export function useArchiveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CaseListItem) => updateCase({ item, changes: { Archived: true } }),
    onMutate: () => blockingSpinner.show(INCIDENTS_TEXTS.archiving),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY }),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
