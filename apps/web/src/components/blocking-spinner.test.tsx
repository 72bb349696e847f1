import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockingSpinnerHost, blockingSpinner } from './blocking-spinner.tsx';

describe('blocking spinner', () => {
  it('announces its text while shown, and is silent and gone when hidden', async () => {
    render(<BlockingSpinnerHost />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    act(() => blockingSpinner.show('Vennligst vent, laster innstillinger..'));
    expect(status.textContent).toBe('Vennligst vent, laster innstillinger..');
    expect(document.querySelector('.MuiCircularProgress-root')).not.toBeNull();

    act(() => blockingSpinner.hide());
    expect(status.textContent).toBe('');
    expect(blockingSpinner.isOpen()).toBe(false);
    // Faded out, it leaves the page: a hidden spinner would keep animating.
    await waitFor(() => expect(document.querySelector('.MuiCircularProgress-root')).toBeNull());
  });
});
