import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { OUTAGE_TEXTS, type OutageCause, type OutageRetry } from '../lib/service-outage.ts';
import { snackbar } from '../lib/snackbar.ts';

interface OutageViewProps {
  cause: OutageCause;
  retry: OutageRetry;
  onRetry: () => void;
}

/**
 * What the page area shows while the service is temporarily unavailable (issue 10). Focus moves to its heading,
 * so that keyboard and screen reader users learn at once why the page did not come; when the view goes (the
 * service is back) focus goes to the main landmark rather than being lost. The live region answers 'Prøv igjen';
 * the automatic checks stay silent. The error message the failed call showed goes: this view says it better.
 */
export function OutageView({ cause, retry, onRetry }: OutageViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    snackbar.hide();
    return () => {
      if (document.activeElement === null || document.activeElement === document.body) {
        document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
      }
    };
  }, []);

  return (
    <Stack sx={{ gap: 2, alignItems: 'flex-start', maxWidth: 640 }}>
      <Typography ref={headingRef} component="h1" variant="h4" tabIndex={-1} sx={{ outline: 'none' }}>
        {OUTAGE_TEXTS.title}
      </Typography>
      <Typography>{OUTAGE_TEXTS[cause]}</Typography>
      <Typography>{OUTAGE_TEXTS.whatHappens}</Typography>
      <Button variant="contained" onClick={onRetry}>
        {OUTAGE_TEXTS.retry}
      </Button>
      <Typography role="status">
        {retry === 'checking' ? OUTAGE_TEXTS.checking : retry === 'stillDown' ? OUTAGE_TEXTS.stillDown : ''}
      </Typography>
    </Stack>
  );
}
