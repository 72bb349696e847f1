import { screen } from '@testing-library/react';

/**
 * The alerts that say something. The snackbars' assertive live region is on the page all the time, empty until an
 * error comes (so that screen readers announce it), so "no alert" means no alert with text in it.
 */
export const alertsWithText = () =>
  screen.queryAllByRole('alert').filter((alert) => (alert.textContent ?? '').trim() !== '');
