import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { BlockingSpinnerHost } from '../components/blocking-spinner.tsx';
import { ConfirmDialogHost } from '../components/confirm-dialog.tsx';
import { SnackbarHost } from '../components/snackbars.tsx';
import { reducedMotionTheme, theme } from './theme.ts';

/**
 * Theme and the shared overlays that code outside React drives through their stores. TanStack Query's provider is
 * the query layout's (query-layout.tsx), for the pages that use it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // Read before the first paint (noSsr), so that nothing moves once for those who asked for less motion.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <ThemeProvider theme={reducedMotion ? reducedMotionTheme : theme}>
      <CssBaseline />
      {children}
      <ConfirmDialogHost />
      <SnackbarHost />
      <BlockingSpinnerHost />
    </ThemeProvider>
  );
}
