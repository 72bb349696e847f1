import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { showError } from './show-error.ts';
import { snackbar } from './snackbar.ts';

const refusal = (status: number, fields: Record<string, unknown> = {}) =>
  new ApiError({ title: 'Ugyldig forespørsel', status, ...fields });

describe('showError', () => {
  afterEach(() => snackbar.hide());

  it("shows a refusal's ErrorMessage, else a field's message, else its title, as an error", () => {
    const show = vi.spyOn(snackbar, 'show');
    showError(refusal(400, { ErrorMessage: 'Saken er avsluttet' }), { logText: 'x' });
    showError(refusal(400, { errors: { Note: ['Notat er for langt'] } }), { logText: 'x' });
    showError(refusal(404), { logText: 'x' });
    expect(show.mock.calls.map(([message]) => message)).toEqual([
      { message: 'Saken er avsluttet', type: 'error' },
      { message: 'Notat er for langt', type: 'error' },
      { message: 'Ugyldig forespørsel', type: 'error' },
    ]);
  });

  it('shows a 403 without redirect by its title as a warning, and only logs what the HTTP client showed', () => {
    const show = vi.spyOn(snackbar, 'show');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    showError(new ApiError({ title: 'Du har ikke tilgang', status: 403 }), { logText: 'x' });
    showError(new ApiError({ title: 'Samtykke mangler', status: 403, redirectUrl: '/access/consent' }), {
      logText: 'Nektet',
    });
    showError(refusal(500), { logText: 'Feil' });
    expect(show.mock.calls).toEqual([[{ message: 'Du har ikke tilgang', type: 'warning' }]]);
    expect(logged.mock.calls.map(([text]) => text)).toEqual(['Nektet', 'Feil']);
  });

  it('puts field messages on the form when it can, and shows nothing more', () => {
    const show = vi.spyOn(snackbar, 'show');
    const placeFieldErrors = vi.fn(() => true);
    showError(refusal(400, { errors: { 'Clerk.FirstName': ['Fornavn er for langt'] } }), {
      logText: 'x',
      placeFieldErrors,
    });
    expect(placeFieldErrors).toHaveBeenCalledWith({ 'Clerk.FirstName': ['Fornavn er for langt'] });
    expect(show).not.toHaveBeenCalled();
  });

  it('shows only an ErrorMessage where the specification says so, whatever the status, and logs the rest', () => {
    const show = vi.spyOn(snackbar, 'show');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    showError(refusal(502, { ErrorMessage: 'Tjenesten er stengt' }), {
      logText: 'x',
      onlyErrorMessage: true,
    });
    showError(refusal(400), { logText: 'Saken ble ikke opprettet', onlyErrorMessage: true });
    expect(show.mock.calls).toEqual([[{ message: 'Tjenesten er stengt', type: 'error' }]]);
    expect(logged).toHaveBeenCalledWith('Saken ble ikke opprettet', expect.anything());
  });
});
