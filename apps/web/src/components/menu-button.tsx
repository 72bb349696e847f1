import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu, { type MenuProps } from '@mui/material/Menu';
import { type MouseEvent, type ReactNode, useId, useState } from 'react';

/**
 * A button that opens a menu, wired for assistive technology (aria-haspopup, -expanded, -controls, the menu
 * labelled by its button): spread `triggerProps` on the button (any kind) and `menuProps` on the MUI Menu.
 */
export function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return {
    close,
    triggerProps: {
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: {
      id: menuId,
      anchorEl: anchor,
      open,
      onClose: close,
      slotProps: { list: { 'aria-labelledby': buttonId } },
    },
  };
}

/**
 * MUI's Menu, mounted when it first opens and kept after that (its closing transition needs it): a closed menu in
 * each row of a list then costs nothing to render.
 */
export function LazyMenu(props: MenuProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <Menu {...props} /> : null;
}

/** A header button that opens a menu. `children` receives `close` so an item can close the menu. */
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
  const { close, triggerProps, menuProps } = useMenu();
  const origin = alignRight
    ? {
        anchorOrigin: { vertical: 'bottom', horizontal: 'right' } as const,
        transformOrigin: { vertical: 'top', horizontal: 'right' } as const,
      }
    : {};

  return (
    <>
      <Button color="inherit" startIcon={startIcon} endIcon={<ArrowDropDownIcon />} {...triggerProps}>
        {label}
      </Button>
      <Menu {...menuProps} {...origin}>
        {children(close)}
      </Menu>
    </>
  );
}
