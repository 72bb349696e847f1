import type { CompanyRef } from '@foretaksportalen/shared/contract/config';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useSelectCompany } from '../api/select-company.ts';
import { SHELL_TEXTS } from '../texts.ts';

/** 'Bytt foretak': a menu of the clerk's other companies. */
export function CompanySwitcher({ companies }: { companies: CompanyRef[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const selectCompany = useSelectCompany();
  const open = anchor !== null;

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {SHELL_TEXTS.switchCompany}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {companies.map((company) => (
          <MenuItem
            key={company.Id}
            onClick={() => {
              setAnchor(null);
              selectCompany.mutate(company.Id);
            }}
          >
            {company.Name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
