import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fake-server.ts';
import { jsonResponse } from '../test/fixtures.ts';
import { ApiError } from './api-error.ts';
import { queryClient } from './query-client.ts';
import { serviceOutage } from './service-outage.ts';

const UNAVAILABLE = 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.';
const unavailable = () => new ApiError({ title: UNAVAILABLE, status: 503, ErrorMessage: UNAVAILABLE }, 5);

/** A query as a page holds it (useQuery): observed until the returned function is called. */
function showQuery(queryKey: string[], queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return { observer, unsubscribe };
}

describe('outages from the query cache', () => {
  it('starts one when data a page shows cannot load because the service is unavailable', async () => {
    const { unsubscribe } = showQuery(['cases'], () => Promise.reject(unavailable()));
    await waitFor(() => expect(serviceOutage.get()).toEqual({ cause: 'unavailable', retry: 'idle' }));
    unsubscribe();
  });

  it('does not for other failures of a page, for lookups inside a flow, or for saves', async () => {
    const { unsubscribe } = showQuery(['case', 'x'], () =>
      Promise.reject(new ApiError({ title: 'Fant ikke det du ba om', status: 404 })),
    );
    await waitFor(() => expect(queryClient.getQueryState(['case', 'x'])?.status).toBe('error'));
    unsubscribe();

    await expect(
      queryClient.fetchQuery({
        queryKey: ['postal-place', '0150'],
        queryFn: () => Promise.reject(unavailable()),
      }),
    ).rejects.toBeInstanceOf(ApiError);

    const save = new MutationObserver(queryClient, { mutationFn: () => Promise.reject(unavailable()) });
    await expect(save.mutate()).rejects.toBeInstanceOf(ApiError);

    expect(serviceOutage.get()).toBeNull();
  });

  it('loads what failed again when the service is back, and leaves what loaded alone', async () => {
    stubFetch({ 'GET /api/health': jsonResponse({ status: 'ok' }) });
    const loadCases = vi.fn().mockRejectedValueOnce(unavailable()).mockResolvedValue(['eb-2026-0042']);
    const loadBranding = vi.fn().mockResolvedValue({ PortalName: 'Foretaksportalen' });
    const branding = showQuery(['branding'], loadBranding);
    const cases = showQuery(['cases'], loadCases);
    await waitFor(() => expect(serviceOutage.get()).not.toBeNull());

    await serviceOutage.retryNow();

    expect(serviceOutage.get()).toBeNull();
    await waitFor(() => expect(cases.observer.getCurrentResult().data).toEqual(['eb-2026-0042']));
    expect(loadCases).toHaveBeenCalledTimes(2);
    expect(loadBranding).toHaveBeenCalledTimes(1);
    cases.unsubscribe();
    branding.unsubscribe();
  });
});
