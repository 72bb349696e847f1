import {
  bulkAssignResultSchema,
  clerkAssignmentsSchema,
  type HandOver,
} from '@foretaksportalen/shared/contract/case';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { CASES_QUERY_KEY } from '../../cases/index.ts';
import { SETTINGS_TEXTS } from '../texts.ts';

/** A clerk's cases, open and closed. */
export interface AssignedCases {
  open: number;
  closed: number;
}

/** GET /api/caselist/assignments: the cases of each clerk (membership) who has any; case data, so a move refreshes it. */
const clerkAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: [...CASES_QUERY_KEY, 'assignments'],
    queryFn: async () =>
      clerkAssignmentsSchema.parse(await httpClient.get<unknown>('/api/caselist/assignments')),
  });

/** By membership id, for the levels that distribute cases (`enabled`); empty for the others. */
export function useClerkAssignments(enabled: boolean): ReadonlyMap<string, AssignedCases> {
  const { data } = useQuery({ ...clerkAssignmentsQueryOptions(), enabled });
  return useMemo(
    () => new Map((data ?? []).map((row) => [row.ClerkId, { open: row.Open, closed: row.Closed }])),
    [data],
  );
}

/**
 * POST /api/caselist/handover: every case of one clerk to another, or to 'Ufordelte saker' (issue 20), behind
 * the spinner; then a message with the number moved, and the case data reloads.
 */
export function useHandOverCases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (handOver: HandOver & { receiverName: string }) => {
      const { receiverName: _receiverName, ...body } = handOver;
      return bulkAssignResultSchema.parse(await httpClient.post<unknown>('/api/caselist/handover', body))
        .Updated;
    },
    onMutate: () => blockingSpinner.show(SETTINGS_TEXTS.handingOver),
    onSuccess: (moved, { receiverName }, releaseSpinner) => {
      releaseSpinner();
      snackbar.show({ type: 'info', message: SETTINGS_TEXTS.handedOver(moved, receiverName) });
      return queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
    },
    onError: (error, _variables, releaseSpinner) => {
      releaseSpinner?.();
      showError(error, { logText: 'Sakene ble ikke overført' });
    },
  });
}
