import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { loadPage } from '../../../lib/navigation.ts';
import { ContentText, getContentQueryOptions } from '../../content/index.ts';
import { useSaveConsent } from '../api/save-consent.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { ACCESS_TEXTS } from '../texts.ts';

const CARD_WIDTH = 760;

/** Consent to storing personal data (spec 1 §2, §4): shown before normal use, header in consent mode. */
export function ConsentPage() {
  const saveConsent = useSaveConsent();
  // Loaded now: once refused, the session is gone and the declined text must already be here.
  usePrefetchQuery(getContentQueryOptions('declinedConsent'));

  const refused = saveConsent.data?.ConsentValue === false ? saveConsent.data : null;
  if (refused) return <ConsentRefused redirectUrl={refused.RedirectUrl} />;

  return (
    <NoticeCard title={ACCESS_TEXTS.consentTitle} maxWidth={CARD_WIDTH}>
      <ContentText type="consent" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, pt: 1 }}>
        <Button variant="contained" disabled={saveConsent.isPending} onClick={() => saveConsent.mutate(true)}>
          {ACCESS_TEXTS.consentGive}
        </Button>
        <Button variant="outlined" disabled={saveConsent.isPending} onClick={() => saveConsent.mutate(false)}>
          {ACCESS_TEXTS.consentRefuse}
        </Button>
      </Stack>
    </NoticeCard>
  );
}

/** The declined-consent text (it brings its own heading); the session has already ended, OK goes on. */
function ConsentRefused({ redirectUrl }: { redirectUrl: string }) {
  const doneRef = useRef<HTMLButtonElement>(null);
  // The buttons the user just used are gone: focus moves to the one way on, after the text it follows.
  useEffect(() => doneRef.current?.focus(), []);
  return (
    <NoticeCard title={ACCESS_TEXTS.consentTitle} maxWidth={CARD_WIDTH}>
      <Typography component="div" role="status">
        <ContentText type="declinedConsent" />
      </Typography>
      <Stack direction="row" sx={{ pt: 1 }}>
        <Button ref={doneRef} variant="contained" onClick={() => loadPage(redirectUrl)}>
          {ACCESS_TEXTS.consentRefusedDone}
        </Button>
      </Stack>
    </NoticeCard>
  );
}
