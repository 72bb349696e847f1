import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import { paths } from '../../../config/paths.ts';
import { usePortalName } from '../../../lib/branding.ts';
import { PortalNameLink } from './portal-name-link.tsx';

/** The header of the anonymous access pages: the portal name only. */
export function PublicHeader() {
  return (
    <AppBar position="static" component="header" elevation={0}>
      <Toolbar>
        <PortalNameLink name={usePortalName()} to={paths.root.getHref()} />
      </Toolbar>
    </AppBar>
  );
}
