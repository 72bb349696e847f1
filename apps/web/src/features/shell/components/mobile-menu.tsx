import type { LoginClerk } from '@foretaksportalen/shared/contract/config';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { logOut } from '../../../lib/auth-session.ts';
import { clearCaseListKeys } from '../../incidents/index.ts';
import { useSelectCompany } from '../api/select-company.ts';
import { SHELL_TEXTS } from '../texts.ts';
import { MentionsMenu } from './mentions-menu.tsx';
import type { ShellMenu } from './menu-entries.ts';
import { ProfileBlock } from './profile-block.tsx';

/** On narrow screens one 'Meny' button opens every header entry in a drawer. */
export function MobileMenu({ clerk, menu }: { clerk: LoginClerk; menu: ShellMenu }) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const switchCompanyId = useId();
  const selectCompany = useSelectCompany();
  const close = () => setOpen(false);

  return (
    <>
      <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {menu.showMentions ? <MentionsMenu compact /> : null}
        <IconButton
          color="inherit"
          edge="end"
          aria-label={SHELL_TEXTS.menu}
          aria-expanded={open}
          aria-controls={open ? drawerId : undefined}
          onClick={() => setOpen(true)}
        >
          <MenuIcon />
        </IconButton>
      </Box>
      <Drawer id={drawerId} anchor="right" open={open} onClose={close}>
        <Box component="nav" aria-label={SHELL_TEXTS.mainNavigation} sx={{ width: 280, maxWidth: '85vw' }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2, pb: 1 }}>
            <Box sx={{ flex: 1 }}>
              {menu.showProfile ? (
                <ProfileBlock displayName={clerk.DisplayName} companyName={clerk.CompanyName} />
              ) : null}
            </Box>
            <IconButton aria-label={SHELL_TEXTS.closeMenu} onClick={close} edge="end">
              <CloseIcon />
            </IconButton>
          </Box>
          <Divider />
          <List>
            {menu.navEntries.map((entry) => (
              <ListItem key={entry.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={entry.to}
                  // A case (/case/{id}) is not 'Opprett sak' (/case).
                  end
                  onClick={() => {
                    clearCaseListKeys();
                    close();
                  }}
                >
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {menu.otherCompanies.length > 0 ? (
            <>
              <Divider />
              <ListSubheader component="div" id={switchCompanyId}>
                {SHELL_TEXTS.switchCompany}
              </ListSubheader>
              <List aria-labelledby={switchCompanyId}>
                {menu.otherCompanies.map((company) => (
                  <ListItem key={company.Id} disablePadding>
                    <ListItemButton
                      onClick={() => {
                        close();
                        selectCompany.mutate(company.Id);
                      }}
                    >
                      <ListItemText primary={company.Name} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </>
          ) : null}
          <Divider />
          <List>
            {menu.showProfile ? (
              <ListItem disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={paths.profile.getHref()}
                  onClick={() => {
                    clearCaseListKeys();
                    close();
                  }}
                >
                  <ListItemText primary={SHELL_TEXTS.profileSettings} />
                </ListItemButton>
              </ListItem>
            ) : null}
            <ListItem disablePadding>
              <ListItemButton onClick={logOut}>
                <ListItemText primary={SHELL_TEXTS.logOut} />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </>
  );
}
