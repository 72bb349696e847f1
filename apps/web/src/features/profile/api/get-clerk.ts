import { type ClerkProfile, clerkProfileSchema } from '@foretaksportalen/shared/contract/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

export const clerkQueryKey = (clerkId: string) => ['clerk', clerkId] as const;

/**
 * GET /api/clerk/{clerkId}: the clerk's membership in the active company, with what the viewer may change in it;
 * clerkId is the person's id.
 */
export const getClerk = async (clerkId: string): Promise<ClerkProfile> =>
  clerkProfileSchema.parse(await httpClient.get<unknown>(`/api/clerk/${encodeURIComponent(clerkId)}`));

export const getClerkQueryOptions = (clerkId: string) =>
  queryOptions({ queryKey: clerkQueryKey(clerkId), queryFn: () => getClerk(clerkId) });

export const useClerk = (clerkId: string) => useQuery(getClerkQueryOptions(clerkId));
