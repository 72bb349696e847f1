// First, before any module can make a zod schema.
import './app/zod-setup.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { CASE_LIST_STORAGE_KEYS } from './features/incidents/index.ts';
import {
  clearOnLogout,
  followRefreshesInOtherTabs,
  moveAuthCookiesToSessionStorage,
} from './lib/auth-session.ts';
import { registerRouterNavigate } from './lib/navigation.ts';

moveAuthCookiesToSessionStorage();
clearOnLogout(CASE_LIST_STORAGE_KEYS);
followRefreshesInOtherTabs();

const router = createAppRouter();
registerRouterNavigate((to, options) => {
  void router.navigate(to, options);
});

const container = document.getElementById('root');
if (!container) throw new Error('Fant ikke #root i index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
