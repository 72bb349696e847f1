import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';

interface RowActionProps {
  label: string;
  icon: ReactElement;
  /** A link to this path, or else a button. */
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  /** Why the action is disabled, shown as its tooltip. */
  disabledHint?: string;
  /** Up to 800 px the label is hidden: the icon stays, with the label as its accessible name and tooltip. */
  compact: boolean;
}

/** One action in a user row (spec 1 §2): labelled button on wide screens, icon button on narrow ones. */
export function RowAction({
  label,
  icon,
  to,
  onClick,
  disabled = false,
  disabledHint,
  compact,
}: RowActionProps) {
  const linkProps = to ? { component: RouterLink, to } : { onClick };
  const control = compact ? (
    <IconButton {...linkProps} aria-label={label} disabled={disabled} size="small" color="primary">
      {icon}
    </IconButton>
  ) : (
    <Button {...linkProps} startIcon={icon} disabled={disabled} size="small">
      {label}
    </Button>
  );

  if (disabled) {
    // A disabled button gets no pointer events, so the tooltip sits on a wrapper that describes (not names) it.
    return disabledHint ? (
      <Tooltip title={disabledHint} describeChild>
        <span>{control}</span>
      </Tooltip>
    ) : (
      control
    );
  }
  return compact ? <Tooltip title={label}>{control}</Tooltip> : control;
}
