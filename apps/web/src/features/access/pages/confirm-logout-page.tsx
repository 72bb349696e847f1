import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { logOut } from '../../../lib/auth-session.ts';
import { usePortalName } from '../../../lib/branding.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { ACCESS_TEXTS } from '../texts.ts';

/**
 * 'Vil du logge ut?': the server ends a session only for a logout from the portal's own pages or a typed address,
 * so that another site cannot log the user out behind their back; any other logout lands here. 'Logg ut' is a
 * navigation from this page, which the server takes as the user's own. Works logged in or not.
 */
export function ConfirmLogoutPage() {
  const portalName = usePortalName();
  return (
    <NoticeCard title={ACCESS_TEXTS.confirmLogoutTitle}>
      <Typography>{ACCESS_TEXTS.confirmLogoutText(portalName)}</Typography>
      <Stack sx={{ flexDirection: 'row', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" onClick={logOut}>
          {ACCESS_TEXTS.logOut}
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.root.getHref()}>
          {ACCESS_TEXTS.cancel}
        </Button>
      </Stack>
    </NoticeCard>
  );
}
