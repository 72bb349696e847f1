import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { clearAuthValues } from '../../../lib/auth-session.ts';
import { usePortalName } from '../../../lib/branding.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { ACCESS_TEXTS } from '../texts.ts';

/**
 * The logged-out notice (spec 1 §4): forgets the login. The idle watcher is part of the logged-in layout only, so
 * it has already stopped here, its timers and warning with it.
 */
export function LoggedOutPage() {
  const portalName = usePortalName();
  useEffect(() => clearAuthValues(), []);
  return (
    <NoticeCard title={ACCESS_TEXTS.loggedOutTitle(portalName)}>
      <Typography>{ACCESS_TEXTS.closeWindowAdvice}</Typography>
      <Link component={RouterLink} to={paths.access.login.getHref()}>
        {ACCESS_TEXTS.logInAgain}
      </Link>
    </NoticeCard>
  );
}
