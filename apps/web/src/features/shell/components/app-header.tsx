import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocation } from 'react-router';
import { MOBILE_MEDIA_QUERY } from '../../../components/media-queries.ts';
import { isConsentPath } from '../../../config/paths.ts';
import { usePortalName } from '../../../lib/branding.ts';
import { useConfig } from '../../../lib/portal-config.ts';
import { DesktopMenu } from './desktop-menu.tsx';
import { getShellMenu } from './menu-entries.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { PortalNameLink } from './portal-name-link.tsx';

/** The header of the logged-in clerk: portal name and the menu the level and consent mode allow. */
export function AppHeader() {
  const clerk = useConfig().LoginClerk;
  const { pathname } = useLocation();
  const portalName = usePortalName();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const menu = getShellMenu(clerk, isConsentPath(pathname));

  return (
    <AppBar position="static" component="header" elevation={0}>
      <Toolbar sx={{ gap: 1 }}>
        <PortalNameLink name={portalName} to={menu.landingPath} />
        {isMobile ? <MobileMenu clerk={clerk} menu={menu} /> : <DesktopMenu clerk={clerk} menu={menu} />}
      </Toolbar>
    </AppBar>
  );
}
