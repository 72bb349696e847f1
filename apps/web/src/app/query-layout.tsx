import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client.ts';

/**
 * TanStack Query for the routes below it: the authenticated pages and the access-key page. Not among the app's
 * providers, so that the login page and the other anonymous pages load without it (docs/performance-log.md,
 * "Browser: the JavaScript each route loads first").
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
