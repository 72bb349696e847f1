import { ACCESS_KEY_PATTERN, checkKeyResponseSchema } from '@foretaksportalen/shared/contract/access-key';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

/**
 * The key as the server issued it. Keys are lower case (the contract's pattern), so a key typed by hand in
 * capitals is still the same key (spec 1 §4 compares keys case-insensitively); null when it cannot be a key.
 */
export function normalizeAccessKey(urlKey: string): string | null {
  const key = urlKey.toLowerCase();
  return ACCESS_KEY_PATTERN.test(key) ? key : null;
}

/** GET /api/access/checkkey/{accessKey}: whether the key can still be used. Anything but `true` means no. */
export const checkAccessKey = async (accessKey: string): Promise<boolean> =>
  checkKeyResponseSchema.parse(
    await httpClient.get<unknown>(`/api/access/checkkey/${encodeURIComponent(accessKey)}`),
  );

/** Asked once per visit: a key that turns invalid while the user types is caught by the code/PIN call. */
export const getCheckAccessKeyQueryOptions = (accessKey: string) =>
  queryOptions({
    queryKey: ['access-key', accessKey],
    queryFn: () => checkAccessKey(accessKey),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCheckAccessKey = (accessKey: string) => useQuery(getCheckAccessKeyQueryOptions(accessKey));
