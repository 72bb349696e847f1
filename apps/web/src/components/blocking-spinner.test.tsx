import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockingSpinner } from '../lib/blocking-spinner.ts';
import { BlockingSpinnerHost } from './blocking-spinner.tsx';

describe('blocking spinner', () => {
  it('announces its text while shown, and is silent and gone when hidden', async () => {
    render(<BlockingSpinnerHost />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    let release = () => {};
    act(() => {
      release = blockingSpinner.show('Vennligst vent, laster innstillinger..');
    });
    expect(status.textContent).toBe('Vennligst vent, laster innstillinger..');
    expect(document.querySelector('.MuiCircularProgress-root')).not.toBeNull();

    act(() => release());
    expect(status.textContent).toBe('');
    expect(blockingSpinner.isOpen()).toBe(false);
    // Faded out, it leaves the page: a hidden spinner would keep animating.
    await waitFor(() => expect(document.querySelector('.MuiCircularProgress-root')).toBeNull());
  });

  it('shows the text of the newest operation still running', () => {
    render(<BlockingSpinnerHost />);
    const status = screen.getByRole('status');
    let releaseSending = () => {};
    act(() => {
      blockingSpinner.show('Vennligst vent, laster sak..');
      releaseSending = blockingSpinner.show('Vennligst vent, sender brev..');
    });
    expect(status.textContent).toBe('Vennligst vent, sender brev..');
    act(() => releaseSending());
    expect(status.textContent).toBe('Vennligst vent, laster sak..');
  });
});
