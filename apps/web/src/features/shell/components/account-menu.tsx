import type { LoginClerk } from '@foretaksportalen/shared/contract/config';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { MenuButton } from '../../../components/menu-button.tsx';
import { paths } from '../../../config/paths.ts';
import { logOut } from '../../../lib/auth-session.ts';
import { clearCaseListKeys } from '../../incidents/index.ts';
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
