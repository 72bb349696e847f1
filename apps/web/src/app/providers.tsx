import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BlockingSpinnerHost } from '../components/blocking-spinner.tsx';
import { ConfirmDialogHost } from '../components/confirm-dialog.tsx';
import { SnackbarHost } from '../components/snackbars.tsx';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';

/** Theme, data cache and the shared overlays that code outside React drives through their stores. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <ConfirmDialogHost />
        <SnackbarHost />
        <BlockingSpinnerHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
