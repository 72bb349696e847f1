import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isApiError } from './http-client.ts';

export const ROUTE_ERROR_TEXTS = {
  title: 'Noe gikk galt',
  text: 'Siden kunne ikke vises. Prøv å laste inn siden på nytt. Hvis feilen vedvarer, ta kontakt med oss.',
  reload: 'Last inn siden på nytt',
} as const;

/** Shown when a page or its configuration cannot load (spec 1 §8: configuration load failures are re-thrown). */
export function RouteErrorPage() {
  const error = useRouteError();
  // The HTTP client is already taking the browser to the login screen or to the 403 answer's redirect URL.
  const navigationUnderway =
    isApiError(error) && (error.status === 401 || Boolean(error.problem.redirectUrl));

  useEffect(() => {
    document.title = ROUTE_ERROR_TEXTS.title;
  }, []);

  if (navigationUnderway) return null;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Typography component="h1" variant="h4">
          {ROUTE_ERROR_TEXTS.title}
        </Typography>
        <Typography>{ROUTE_ERROR_TEXTS.text}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {ROUTE_ERROR_TEXTS.reload}
        </Button>
      </Stack>
    </Container>
  );
}
