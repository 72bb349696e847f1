import { type ClerkLookup, clerkLookupSchema } from '@foretaksportalen/shared/contract/clerk';
import { normalizeNationalId } from '@foretaksportalen/shared/validators/national-id';
import { useMutation } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { SETTINGS_TEXTS } from '../texts.ts';

/** GET /api/clerk/check/{pnr}: the person with this national id, or null when nobody is found (spec 1 §3). */
export const lookUpClerk = async (nationalId: string): Promise<ClerkLookup> =>
  clerkLookupSchema.parse(
    (await httpClient.get<unknown>(
      `/api/clerk/check/${encodeURIComponent(normalizeNationalId(nationalId))}`,
    )) ?? null,
  );

/**
 * A mutation rather than a query: the lookup runs when the user clicks 'Neste', and a national id should not
 * stay in the query cache. A failure is only logged (spec 1 §8); the dialog stays where it was.
 */
export const useLookUpClerk = () =>
  useMutation({
    mutationFn: lookUpClerk,
    onMutate: () => blockingSpinner.show(SETTINGS_TEXTS.lookingUp),
    onError: (error) => console.error('Oppslaget på brukeren feilet', error),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
