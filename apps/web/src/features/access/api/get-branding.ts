import type { Branding } from '@foretaksportalen/shared/contract/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../app/http-client.ts';

/** Shown until the branding has loaded, and the server's default as well. */
export const FALLBACK_PORTAL_NAME = 'Foretaksportalen';
/** The complaints body's short name ({product} in texts) until the branding has loaded; the server's default. */
export const FALLBACK_PRODUCT_NAME = 'Klagenemnda';

export const getBranding = (): Promise<Branding> => httpClient.get<Branding>('/api/branding');

export const getBrandingQueryOptions = () =>
  queryOptions({ queryKey: ['branding'], queryFn: getBranding, staleTime: Number.POSITIVE_INFINITY });

export const useBranding = () => useQuery(getBrandingQueryOptions()).data;

export const usePortalName = () => useBranding()?.PortalName ?? FALLBACK_PORTAL_NAME;

export const useProductName = () => useBranding()?.ProductName ?? FALLBACK_PRODUCT_NAME;
