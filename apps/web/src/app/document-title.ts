import { useEffect } from 'react';
import { useMatches } from 'react-router';

import { usePortalName } from '../lib/branding.ts';
import { OUTAGE_TEXTS, useServiceOutage } from '../lib/service-outage.ts';

/** What a route tells the app about itself through its `handle`. */
export interface RouteHandle {
  title: string;
}

const hasTitle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';

const formatDocumentTitle = (pageTitle: string | undefined, portalName: string) =>
  pageTitle ? `${pageTitle} – ${portalName}` : portalName;

/**
 * Sets document.title to "<page> – <portal name>" from the deepest route that has a title; while the service is
 * unavailable, the outage view's title in place of the page's.
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const portalName = usePortalName();
  const outage = useServiceOutage();
  const routeTitle = matches
    .map((match) => match.handle)
    .filter(hasTitle)
    .at(-1)?.title;
  const pageTitle = outage ? OUTAGE_TEXTS.title : routeTitle;
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, portalName);
  }, [pageTitle, portalName]);
}
