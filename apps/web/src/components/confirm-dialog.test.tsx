import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialogHost, confirm } from './confirm-dialog.tsx';

declare global {
  interface Window {
    xssFired?: boolean;
  }
}

afterEach(() => {
  delete window.xssFired;
});

async function openConfirm(body: string, { withCloseButton = true } = {}) {
  render(<ConfirmDialogHost />);
  let result!: Promise<boolean>;
  act(() => {
    result = confirm({
      Title: 'Slett bruker',
      Body: body,
      OKBtnName: 'Ja',
      ...(withCloseButton ? { CloseBtnName: 'Nei' } : {}),
    });
  });
  const dialog = await screen.findByRole('dialog', { name: 'Slett bruker' });
  return { dialog, result };
}

describe('confirm dialog', () => {
  it('shows the HTML body sanitized: no event handlers survive', async () => {
    const user = userEvent.setup();
    const { dialog, result } = await openConfirm(
      '<p>Er du sikker på at du ønsker å <b>slette</b> denne brukeren?</p><img src=x onerror="window.xssFired = true">',
    );

    expect(within(dialog).getByText('slette').tagName).toBe('B');
    const image = dialog.querySelector('img');
    expect(image).not.toBeNull();
    expect(image?.getAttribute('onerror')).toBeNull();
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(window.xssFired).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Nei' }));
    await expect(result).resolves.toBe(false);
  });

  it('resolves true for the OK button and closes', async () => {
    const user = userEvent.setup();
    const { dialog, result } = await openConfirm('<p>Tekst</p>');

    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));

    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false for the close button and for Escape, and is not closed by a click outside', async () => {
    const user = userEvent.setup();
    const { dialog, result } = await openConfirm('<p>Tekst</p>');

    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    if (backdrop) await user.click(backdrop);
    expect(screen.getByRole('dialog')).toBe(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Nei' }));
    await expect(result).resolves.toBe(false);

    let second!: Promise<boolean>;
    act(() => {
      second = confirm({ Title: 'Andre', Body: 'Tekst', OKBtnName: 'OK' });
    });
    await screen.findByRole('dialog', { name: 'Andre' });
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });

  it('shows only the OK button when there is no CloseBtnName', async () => {
    const user = userEvent.setup();
    const { dialog, result } = await openConfirm('<p>Ikke mulig</p>', { withCloseButton: false });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ja']);
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await expect(result).resolves.toBe(true);
  });
});
