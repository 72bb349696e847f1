import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { LabelledIcon } from '../../../components/labelled-icon.tsx';
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

const consentStateOf = (consent: boolean | null) =>
  consent === null ? CONSENT_STATES.undecided : consent ? CONSENT_STATES.given : CONSENT_STATES.refused;

/** The clerk's consent in a user list (spec 1 §4): undecided, given or refused, as an icon with a tooltip. */
export function ConsentIndicator({ consent }: { consent: boolean | null }) {
  const { Icon, color, label } = consentStateOf(consent);
  return <LabelledIcon label={label} Icon={Icon} color={color} />;
}
