import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { clearAuthValues, isLoginValid } from '../../../lib/auth-session.ts';
import { endServerSession } from '../api/end-server-session.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { ACCESS_TEXTS } from '../texts.ts';

/** 'Sesjonen din har utløpt.' (spec 1 §4): forgets the login, and ends it on the server if it was still valid. */
export function IdlePage() {
  useEffect(() => {
    const wasLoggedIn = isLoginValid();
    clearAuthValues();
    if (wasLoggedIn) void endServerSession();
  }, []);
  return (
    <NoticeCard title={ACCESS_TEXTS.idleTitle}>
      <Typography>{ACCESS_TEXTS.closeWindowAdvice}</Typography>
      <Link component={RouterLink} to={paths.access.login.getHref()}>
        {ACCESS_TEXTS.logInAgain}
      </Link>
    </NoticeCard>
  );
}
