import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../lib/snackbar.ts';
import { SnackbarHost } from './snackbars.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => snackbar.hide());
  vi.useRealTimers();
});

describe('snackbars', () => {
  it('announces an error as an alert and an info as a status', () => {
    render(<SnackbarHost />);

    act(() => snackbar.show({ message: 'Noe gikk galt', type: 'error' }));
    expect(screen.getByRole('alert').textContent).toContain('Noe gikk galt');

    act(() => snackbar.show({ message: 'Brukeren er oppdatert', type: 'info' }));
    expect(screen.getByRole('status').textContent).toContain('Brukeren er oppdatert');
  });

  it('keeps its live regions on the page, empty, before any message, and shows each message inside them', () => {
    render(<SnackbarHost />);
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect([polite.textContent, assertive.textContent]).toEqual(['', '']);

    act(() => snackbar.show({ message: 'Brukeren er oppdatert', type: 'info' }));
    expect(screen.getByRole('status')).toBe(polite);
    expect(polite.textContent).toContain('Brukeren er oppdatert');
    expect(screen.getAllByRole('status')).toHaveLength(1);

    act(() => snackbar.show({ message: 'Noe gikk galt', type: 'error' }));
    expect(screen.getByRole('alert')).toBe(assertive);
    expect(assertive.textContent).toContain('Noe gikk galt');
    expect(polite.textContent).toBe('');

    act(() => snackbar.hide());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toBe(assertive);
    expect(assertive.textContent).toBe('');
  });

  it('hides after 5000 ms unless it persists', () => {
    render(<SnackbarHost />);

    act(() => snackbar.show({ message: 'Innstillinger for foretak er lagret', type: 'info' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Innstillinger for foretak er lagret')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    // The snackbar closes at 5000 ms; the exit transition then takes a few hundred more.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Innstillinger for foretak er lagret')).toBeNull();

    act(() =>
      snackbar.show({ message: 'Din sesjon utløper om 5 minutt(er)', type: 'warning', persist: true }),
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Din sesjon utløper om 5 minutt(er)')).not.toBeNull();
  });

  it('updates a message that is still showing in place, and hides only the message it is told to', () => {
    render(<SnackbarHost />);

    let id = 0;
    act(() => {
      id = snackbar.show({ message: 'Om 5 minutter', type: 'warning', persist: true });
    });
    const shown = screen.getByRole('status');
    let updated = false;
    act(() => {
      updated = snackbar.update(id, 'Om 4 minutter');
    });
    expect(updated).toBe(true);
    expect(screen.getByRole('status')).toBe(shown);
    expect(shown.textContent).toContain('Om 4 minutter');

    act(() => {
      snackbar.show({ message: 'Noe gikk galt', type: 'error' });
    });
    expect(snackbar.update(id, 'Om 3 minutter')).toBe(false);
    act(() => snackbar.hide(id));
    expect(screen.getByRole('alert').textContent).toContain('Noe gikk galt');
  });
});
