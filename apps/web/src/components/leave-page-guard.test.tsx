import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from './confirm-dialog.tsx';
import { useLeavePageGuard } from './leave-page-guard.ts';

function Form({ dirty, onLeave }: { dirty: boolean; onLeave: () => void }) {
  useLeavePageGuard(dirty, { onLeave });
  return <Link to="/other">Til en annen side</Link>;
}

function renderGuard(dirty: boolean) {
  const onLeave = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <Form dirty={dirty} onLeave={onLeave} /> },
      { path: '/other', element: <h1>Annen side</h1> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ConfirmDialogHost />
    </>,
  );
  return { router, onLeave };
}

describe('leave-page guard', () => {
  it('lets a clean page go without asking', async () => {
    const user = userEvent.setup();
    const { router } = renderGuard(false);
    await user.click(screen.getByRole('link', { name: 'Til en annen side' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('asks Forlate siden? and stays on Avbryt, leaves on OK', async () => {
    const user = userEvent.setup();
    const { router, onLeave } = renderGuard(true);

    await user.click(screen.getByRole('link', { name: 'Til en annen side' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forlate siden?' });
    expect(dialog.textContent).toContain(
      'Advarsel: Innholdet er endret. Hvis du forlater siden, vil du miste endringene.',
    );
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile');
    expect(onLeave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Til en annen side' }));
    await screen.findByRole('dialog', { name: 'Forlate siden?' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('warns on reload or close while dirty', () => {
    renderGuard(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
