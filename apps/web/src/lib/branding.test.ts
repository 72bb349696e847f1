import type { Branding } from '@foretaksportalen/shared/contract/config';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test/fake-server.ts';
import { branding } from '../test/fixtures.ts';
import { useBranding, usePortalName, useProductName } from './branding.ts';

const ownBranding: Branding = { ...branding, PortalName: 'Eksempelportalen', ProductName: 'Eksempelnemnda' };

describe('the branding', () => {
  it('is asked for once, however many components show it', async () => {
    const server = stubFetch({ 'GET /api/branding': ownBranding });
    const header = renderHook(() => usePortalName());
    const footer = renderHook(() => useBranding());

    await waitFor(() => expect(header.result.current).toBe('Eksempelportalen'));
    expect(footer.result.current).toEqual(ownBranding);
    renderHook(() => usePortalName());
    expect(server.callsTo('GET', '/api/branding')).toHaveLength(1);
  });

  it('leaves the fallback names after a failure, and is asked for again by the next component', async () => {
    let available = false;
    const server = stubFetch({
      'GET /api/branding': () => (available ? ownBranding : new Response(null, { status: 503 })),
    });
    const first = renderHook(() => useProductName());
    await waitFor(() => expect(server.callsTo('GET', '/api/branding')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.result.current).toBe('Klagenemnda');

    available = true;
    const second = renderHook(() => useProductName());
    await waitFor(() => expect(second.result.current).toBe('Eksempelnemnda'));
    expect(first.result.current).toBe('Eksempelnemnda');
    expect(server.callsTo('GET', '/api/branding')).toHaveLength(2);
  });
});
