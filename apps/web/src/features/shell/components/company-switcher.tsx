import type { CompanyRef } from '@foretaksportalen/shared/contract/config';
import MenuItem from '@mui/material/MenuItem';
import { MenuButton } from '../../../components/menu-button.tsx';
import { useSelectCompany } from '../api/select-company.ts';
import { SHELL_TEXTS } from '../texts.ts';

/** 'Bytt foretak': a menu of the clerk's other companies. */
export function CompanySwitcher({ companies }: { companies: CompanyRef[] }) {
  const selectCompany = useSelectCompany();
  return (
    <MenuButton label={SHELL_TEXTS.switchCompany}>
      {(close) =>
        companies.map((company) => (
          <MenuItem
            key={company.Id}
            onClick={() => {
              close();
              selectCompany.mutate(company.Id);
            }}
          >
            {company.Name}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
