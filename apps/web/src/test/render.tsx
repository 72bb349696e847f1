import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes } from '../app/router.tsx';
import { theme } from '../app/theme.ts';
import { BlockingSpinnerHost } from '../components/blocking-spinner.tsx';
import { ConfirmDialogHost } from '../components/confirm-dialog.tsx';
import { SnackbarHost } from '../components/snackbars.tsx';
import { setBranding } from '../lib/branding.ts';
import { branding } from './fixtures.ts';

interface RenderOptions {
  path?: string;
  config?: PortalConfig;
  /** The route pattern the UI is rendered at, for pages that read route parameters. */
  routePath?: string;
  /** Also render the shared overlays (spinner, snackbars, confirm dialog), as the app's providers do. */
  withOverlays?: boolean;
}

/** Renders UI at a path, with the configuration and branding already in the cache. */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', config, routePath = '*', withOverlays = false }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  setBranding(branding);
  if (config) queryClient.setQueryData(['config'], config);
  const routes = [{ path: routePath, element: ui }];
  if (routePath !== '*') routes.push({ path: '*', element: <h1>Annen side</h1> });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {withOverlays ? (
          <>
            <ConfirmDialogHost />
            <SnackbarHost />
            <BlockingSpinnerHost />
          </>
        ) : null}
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, router, queryClient };
}

/** The whole app at a path: its routes, guards and lazy pages inside its providers, as `main.tsx` renders it. */
export function renderAppAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Makes MUI's useMediaQuery see a narrow (mobile) or wide screen; other media features match nothing. */
export function setScreenNarrow(narrow: boolean) {
  setMediaMatches((query) => query.includes('width') && narrow);
}

/** Makes `window.matchMedia` (which jsdom lacks) answer each query by `matches`. */
export function setMediaMatches(matches: (query: string) => boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
