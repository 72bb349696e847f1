import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { type ReactNode, useId, useState } from 'react';

/**
 * A header button that opens a menu, wired for assistive technology (aria-haspopup, -expanded, -controls,
 * the menu labelled by its button). `children` receives `close` so an item can close the menu.
 */
export function MenuButton({
  label,
  startIcon,
  alignRight = false,
  children,
}: {
  label: ReactNode;
  startIcon?: ReactNode;
  alignRight?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const origin = alignRight
    ? {
        anchorOrigin: { vertical: 'bottom', horizontal: 'right' } as const,
        transformOrigin: { vertical: 'top', horizontal: 'right' } as const,
      }
    : {};

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        startIcon={startIcon}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        {...origin}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
