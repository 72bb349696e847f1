import { caseAssignmentCountSchema } from '@foretaksportalen/shared/contract/clerk';
import { queryOptions } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

/** GET /api/clerk/checkcaseassignments/{clerkId}: how many cases are assigned to the person (ClerkId). */
export const checkCaseAssignments = async (personId: string): Promise<number> =>
  caseAssignmentCountSchema.parse(
    await httpClient.get<unknown>(`/api/clerk/checkcaseassignments/${encodeURIComponent(personId)}`),
  );

/**
 * Asked right before a deactivation or deletion, never from the cache: cases may have been assigned since.
 * Used with `queryClient.fetchQuery` by the user actions.
 */
export const getCaseAssignmentCountQueryOptions = (personId: string) =>
  queryOptions({
    queryKey: ['case-assignments', personId],
    queryFn: () => checkCaseAssignments(personId),
    staleTime: 0,
    gcTime: 0,
  });
