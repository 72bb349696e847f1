import type { LoginClerk } from '@foretaksportalen/shared/contract/config';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { clearCaseListKeys, logOut } from '../../../app/auth-session.ts';
import { paths } from '../../../app/paths.ts';
import { SHELL_TEXTS } from '../texts.ts';
import { ProfileBlock } from './profile-block.tsx';

/** The profile block; it opens the profile settings and 'Logg ut'. */
export function AccountMenu({ clerk }: { clerk: LoginClerk }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        startIcon={<AccountCircleIcon />}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ProfileBlock displayName={clerk.DisplayName} companyName={clerk.CompanyName} />
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem
          component={RouterLink}
          to={paths.profile.getHref()}
          onClick={() => {
            clearCaseListKeys();
            setAnchor(null);
          }}
        >
          {SHELL_TEXTS.profileSettings}
        </MenuItem>
        <MenuItem onClick={logOut}>{SHELL_TEXTS.logOut}</MenuItem>
      </Menu>
    </>
  );
}
