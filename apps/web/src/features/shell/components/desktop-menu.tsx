import type { LoginClerk } from '@foretaksportalen/shared/contract/config';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router';
import { logOut } from '../../../lib/auth-session.ts';
import { clearCaseListKeys } from '../../incidents/index.ts';
import { SHELL_TEXTS } from '../texts.ts';
import { AccountMenu } from './account-menu.tsx';
import { CompanySwitcher } from './company-switcher.tsx';
import { MentionsMenu } from './mentions-menu.tsx';
import type { ShellMenu } from './menu-entries.ts';

const activeLinkSx = {
  '&[aria-current="page"]': { boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
};

export function DesktopMenu({ clerk, menu }: { clerk: LoginClerk; menu: ShellMenu }) {
  return (
    <Box
      component="nav"
      aria-label={SHELL_TEXTS.mainNavigation}
      sx={{ display: 'flex', alignItems: 'center', flex: 1, gap: 0.5, minWidth: 0 }}
    >
      {menu.navEntries.map((entry) => (
        <Button
          key={entry.to}
          color="inherit"
          component={NavLink}
          to={entry.to}
          // A case (/case/{id}) is not 'Opprett sak' (/case).
          end
          onClick={clearCaseListKeys}
          sx={activeLinkSx}
        >
          {entry.label}
        </Button>
      ))}
      {menu.otherCompanies.length > 0 ? <CompanySwitcher companies={menu.otherCompanies} /> : null}
      <Box sx={{ flex: 1 }} />
      {menu.showMentions ? <MentionsMenu /> : null}
      {menu.showProfile ? (
        <AccountMenu clerk={clerk} />
      ) : (
        <Button color="inherit" onClick={logOut}>
          {SHELL_TEXTS.logOut}
        </Button>
      )}
    </Box>
  );
}
