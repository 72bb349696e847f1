import { createCaseResponseSchema, type NewIncident } from '@foretaksportalen/shared/contract/new-case';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { showError } from '../../../lib/show-error.ts';
import { CASE_LIST_QUERY_KEY } from '../../cases/index.ts';
import { NEW_CASE_TEXTS } from '../texts.ts';

export type CreateCaseResponse = z.infer<typeof createCaseResponseSchema>;

/** POST /api/case/create: registers the case with its first letter's documents; answers the case number. */
export const createCase = async (incident: NewIncident): Promise<CreateCaseResponse> =>
  createCaseResponseSchema.parse(await httpClient.post<unknown>('/api/case/create', incident));

/** A failure shows the answer's ErrorMessage if it has one, and nothing otherwise (spec 2 §8). */
export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onMutate: () => blockingSpinner.show(NEW_CASE_TEXTS.saving),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASE_LIST_QUERY_KEY }),
    onError: (error) => showError(error, { logText: 'Saken ble ikke opprettet', onlyErrorMessage: true }),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
