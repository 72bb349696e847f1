import type { LoginClerk } from '@foretaksportalen/shared/contract/config';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { clearCaseListKeys, logOut } from '../../../app/auth-session.ts';
import { paths } from '../../../app/paths.ts';
import { MenuButton } from '../../../components/menu-button.tsx';
import { SHELL_TEXTS } from '../texts.ts';
import { ProfileBlock } from './profile-block.tsx';

/** The profile block; it opens the profile settings and 'Logg ut'. */
export function AccountMenu({ clerk }: { clerk: LoginClerk }) {
  return (
    <MenuButton
      label={<ProfileBlock displayName={clerk.DisplayName} companyName={clerk.CompanyName} />}
      startIcon={<AccountCircleIcon />}
      alignRight
    >
      {(close) => [
        <MenuItem
          key="profile"
          component={RouterLink}
          to={paths.profile.getHref()}
          onClick={() => {
            clearCaseListKeys();
            close();
          }}
        >
          {SHELL_TEXTS.profileSettings}
        </MenuItem>,
        <MenuItem key="logout" onClick={logOut}>
          {SHELL_TEXTS.logOut}
        </MenuItem>,
      ]}
    </MenuButton>
  );
}
