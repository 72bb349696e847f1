import { type ClerkProfile, clerkProfileSchema } from '@foretaksportalen/shared/contract/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

export const clerkQueryKey = (personId: string) => ['clerk', personId] as const;

/**
 * GET /api/clerk/{clerkId}: the clerk's membership in the active company, with what the viewer may change in it;
 * {clerkId} is the person's id.
 */
export const getClerk = async (personId: string): Promise<ClerkProfile> =>
  clerkProfileSchema.parse(await httpClient.get<unknown>(`/api/clerk/${encodeURIComponent(personId)}`));

export const getClerkQueryOptions = (personId: string) =>
  queryOptions({ queryKey: clerkQueryKey(personId), queryFn: () => getClerk(personId) });

export const useClerk = (personId: string) => useQuery(getClerkQueryOptions(personId));
