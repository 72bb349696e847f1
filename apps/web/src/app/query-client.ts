import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the app and the route loaders. The HTTP client already refreshes the session and reports server
 * errors, so a retry would only repeat the same error message.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
