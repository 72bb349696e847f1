import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { OutageView } from '../components/outage-view.tsx';
import { PublicFrame } from '../features/shell/index.ts';
import { isApiError } from '../lib/api-error.ts';
import { type OutageCause, outageCauseOf, serviceOutage, useServiceOutage } from '../lib/service-outage.ts';
import { useDocumentTitle } from './document-title.ts';

const ROUTE_ERROR_TEXTS = {
  title: 'Noe gikk galt',
  text: 'Siden kunne ikke vises. Prøv å laste inn siden på nytt. Hvis feilen vedvarer, ta kontakt med oss.',
  reload: 'Last inn siden på nytt',
} as const;

/**
 * Shown when a page or its configuration cannot load (spec 1 §8: configuration load failures are re-thrown). When
 * the service is unavailable, the outage view instead, which comes back to the page by itself.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // The HTTP client is already taking the browser to the login screen or to the 403 answer's redirect URL.
  const navigationUnderway =
    isApiError(error) && (error.status === 401 || Boolean(error.problem.redirectUrl));
  const outageCause = outageCauseOf(error);

  if (navigationUnderway) return null;
  if (outageCause) return <OutageErrorPage error={error} cause={outageCause} />;
  return <GeneralErrorPage />;
}

/**
 * Without the configuration there is no clerk to show in a header: the anonymous pages' frame. When the outage
 * ends, the route loaders run again and the page comes in place of this one.
 */
function OutageErrorPage({ error, cause }: { error: unknown; cause: OutageCause }) {
  const outage = useServiceOutage();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle();
  // A loader's query has no observer, so nothing has reported this failure yet (a second report changes nothing).
  useEffect(() => {
    serviceOutage.report(error);
  }, [error]);
  // The same address again runs the loaders; a revalidation would not do: the router's error boundary keeps its
  // error until the location changes.
  useEffect(
    () =>
      serviceOutage.onRecovered(() => {
        void navigate(location, { replace: true, state: location.state });
      }),
    [navigate, location],
  );
  return (
    <PublicFrame>
      <OutageView
        cause={outage?.cause ?? cause}
        retry={outage?.retry ?? 'idle'}
        onRetry={() => void serviceOutage.retryNow()}
      />
    </PublicFrame>
  );
}

function GeneralErrorPage() {
  useEffect(() => {
    document.title = ROUTE_ERROR_TEXTS.title;
  }, []);

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
