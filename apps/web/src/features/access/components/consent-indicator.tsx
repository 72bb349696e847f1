import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import type { ComponentType } from 'react';
import { ACCESS_TEXTS } from '../texts.ts';

interface ConsentState {
  Icon: ComponentType<SvgIconProps>;
  color: string;
  label: string;
}

// Dark enough on white for graphics (WCAG 1.4.11, 3:1) while still reading as amber, green and red.
const CONSENT_STATES: Record<'undecided' | 'given' | 'refused', ConsentState> = {
  undecided: { Icon: HelpIcon, color: '#c77700', label: ACCESS_TEXTS.consentUndecided },
  given: { Icon: CheckCircleIcon, color: '#2e7d32', label: ACCESS_TEXTS.consentGiven },
  refused: { Icon: CancelIcon, color: '#c62828', label: ACCESS_TEXTS.consentRefused },
};

export const consentStateOf = (consent: boolean | null) =>
  consent === null ? CONSENT_STATES.undecided : consent ? CONSENT_STATES.given : CONSENT_STATES.refused;

/**
 * The clerk's consent in a user list (spec 1 §4): undecided, given or refused, as an icon with a tooltip. The
 * tooltip's text is also the icon's accessible name, since screen readers do not read icons.
 */
export function ConsentIndicator({ consent }: { consent: boolean | null }) {
  const { Icon, color, label } = consentStateOf(consent);
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        sx={{ display: 'inline-flex', verticalAlign: 'middle', color }}
      >
        <Icon fontSize="small" aria-hidden />
      </Box>
    </Tooltip>
  );
}
