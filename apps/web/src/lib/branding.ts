import type { Branding } from '@foretaksportalen/shared/contract/config';
import { useEffect } from 'react';
import { httpClient } from './http-client.ts';
import { createStore, useStore } from './store.ts';

/** Shown until the branding has loaded, and the server's default as well. */
export const FALLBACK_PORTAL_NAME = 'Foretaksportalen';
/** The complaints body's short name ({product} in texts) until the branding has loaded; the server's default. */
export const FALLBACK_PRODUCT_NAME = 'Klagenemnda';

/**
 * The schema, and zod's parser with it, is loaded beside the answer rather than with the login page's first
 * JavaScript, which the branding is part of (docs/performance.md).
 */
export const getBranding = async (): Promise<Branding> => {
  const [answer, { brandingSchema }] = await Promise.all([
    httpClient.get<unknown>('/api/branding'),
    import('@foretaksportalen/shared/contract/config'),
  ]);
  return brandingSchema.parse(answer);
};

/**
 * The branding changes only with the server's configuration, so it is asked for once per page load. It lives in a
 * store of its own rather than in TanStack Query's cache: the anonymous pages show it, and they load without
 * TanStack Query (the login page's first JavaScript, docs/performance.md).
 */
const brandingStore = createStore<Branding | undefined>(undefined);
let requested = false;

function loadBranding() {
  if (requested) return;
  requested = true;
  getBranding().then(brandingStore.set, () => {
    // The HTTP client has reported the failure; the fallback names stay, and the next page to show them asks again.
    requested = false;
  });
}

/** The branding, undefined until it has loaded; asks the server the first time a component needs it. */
export function useBranding(): Branding | undefined {
  useEffect(loadBranding, []);
  return useStore(brandingStore);
}

/** Puts the branding in place as if the server had answered with it (tests). */
export function setBranding(branding: Branding) {
  requested = true;
  brandingStore.set(branding);
}

/** Forgets the branding, as a new page load would (tests). */
export function forgetBranding() {
  requested = false;
  brandingStore.set(undefined);
}

export const usePortalName = () => useBranding()?.PortalName ?? FALLBACK_PORTAL_NAME;

export const useProductName = () => useBranding()?.ProductName ?? FALLBACK_PRODUCT_NAME;
