import { QueryCache, QueryClient } from '@tanstack/react-query';
import { serviceOutage } from './service-outage.ts';

/**
 * One client for the app and the route loaders. The HTTP client already refreshes the session and reports server
 * errors, so a retry would only repeat the same error message.
 *
 * When data a page shows (a query with an observer) cannot load because the service is unavailable, the layouts
 * show the outage view instead of the page. A lookup fetched inside a flow (a postal code, a check before a
 * dialog) and a failed save do not: they fail on their own and leave the form with what the user typed. A route
 * loader's failure reaches the route error page, which reports it itself.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.getObserversCount() > 0) serviceOutage.report(error);
    },
  }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Back from an outage: what failed loads again (when shown now, at once; otherwise when next shown).
serviceOutage.onRecovered(() => {
  void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
});
