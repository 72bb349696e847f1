import type { ControllerFieldState } from 'react-hook-form';

/**
 * When the wizard shows a field's message: once the field has been left (or marked by 'Send inn'), and for every
 * field once 'Neste' has been tried on its step.
 */
export const shownErrorOf =
  (stepTried: boolean) =>
  ({ isTouched, error }: ControllerFieldState): string | undefined =>
    isTouched || stepTried ? error?.message : undefined;
