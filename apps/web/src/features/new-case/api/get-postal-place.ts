import { POSTAL_CODE_INVALID } from '@foretaksportalen/shared/validators/messages';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { httpClient } from '../../../lib/http-client.ts';

/**
 * GET /api/case/getpostalplace/{postalCode}: the place as plain text, or the text 'Ugyldig postnummer' for a code
 * that does not exist, which here becomes null.
 */
export const getPostalPlace = async (postalCode: string): Promise<string | null> => {
  const answer = await httpClient.get<unknown>(`/api/case/getpostalplace/${encodeURIComponent(postalCode)}`);
  return typeof answer === 'string' && answer !== '' && answer !== POSTAL_CODE_INVALID ? answer : null;
};

/** The register changes a few times a year: a code looked up once is not asked again in the session. */
export const getPostalPlaceQueryOptions = (postalCode: string) =>
  queryOptions({
    queryKey: ['postal-place', postalCode],
    queryFn: () => getPostalPlace(postalCode),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Looks a postal code up when the form asks; a failed lookup leaves the place empty. */
export function useLookUpPostalPlace(): (postalCode: string) => Promise<string | null> {
  const queryClient = useQueryClient();
  return useCallback(
    (postalCode) => queryClient.fetchQuery(getPostalPlaceQueryOptions(postalCode)).catch(() => null),
    [queryClient],
  );
}
