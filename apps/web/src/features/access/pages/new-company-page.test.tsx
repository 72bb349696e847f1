import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import type { CompanyRef } from '@foretaksportalen/shared/contract/config';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { stubFetch } from '../../../test/fake-server.ts';
import { makeConfig, setCookie } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { NewCompanyPage } from './new-company-page.tsx';

const BANK: CompanyRef = { Id: '0b3c2a4e-5d1f-4c6a-9e8b-7a6f5d4c3b21', Name: 'Eksempel Bank ASA' };
const FORSIKRING: CompanyRef = { Id: '5e7d9c1b-3a2f-4e6d-8c4b-2a1f0e9d8c76', Name: 'Eksempel Forsikring AS' };

function renderNotice(companies: CompanyRef[], level = 1) {
  const server = stubFetch({
    'GET /api/clerk/newcompanies': { Companies: companies },
    'POST /api/clerk/newcompanies/seen': null,
  });
  const app = renderWithApp(<NewCompanyPage />, {
    path: '/access/newcompany',
    routePath: '/access/newcompany',
    config: makeConfig(level),
    withOverlays: true,
  });
  return { ...app, server, user: userEvent.setup() };
}

describe('NewCompanyPage', () => {
  it('names the company that added the clerk and where to switch to it, reading without changing anything', async () => {
    const { server } = renderNotice([BANK]);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Du har fått tilgang til et nytt foretak');
    expect(
      screen.getByText(
        'Eksempel Bank ASA har lagt deg til som bruker i Foretaksportalen. Du bytter mellom foretakene under «Bytt foretak» i menyen.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fortsett' })).toBeTruthy();
    expect(server.callsTo('POST', '/api/clerk/newcompanies/seen')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('names several companies in one sentence', async () => {
    renderNotice([BANK, FORSIKRING]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Du har fått tilgang til nye foretak',
    );
    expect(
      screen.getByText(
        /^Eksempel Bank ASA og Eksempel Forsikring AS har lagt deg til som bruker i Foretaksportalen\./,
      ),
    ).toBeTruthy();
  });

  it.each([
    [1, '/incidents'],
    [4, '/settings'],
  ])(
    'Fortsett at level %i confirms the companies shown, with the XSRF token, and goes on to %s',
    async (level, landing) => {
      setCookie(XSRF_COOKIE, 'xsrf-1');
      const { user, server, router } = renderNotice([BANK, FORSIKRING], level);
      await user.click(await screen.findByRole('button', { name: 'Fortsett' }));

      await waitFor(() => expect(router.state.location.pathname).toBe(landing));
      const confirmations = server.callsTo('POST', '/api/clerk/newcompanies/seen');
      expect(confirmations.map((call) => call.body)).toEqual([{ CompanyIds: [BANK.Id, FORSIKRING.Id] }]);
      expect(confirmations[0]?.headers.get(XSRF_HEADER)).toBe('xsrf-1');
    },
  );

  it('goes straight on to the landing page when there is nothing to tell', async () => {
    const { router, server } = renderNotice([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents'));
    expect(server.callsTo('POST', '/api/clerk/newcompanies/seen')).toHaveLength(0);
  });

  it('is reached by keyboard: Tab to Fortsett, Enter goes on', async () => {
    const { user, router } = renderNotice([BANK]);
    await screen.findByRole('button', { name: 'Fortsett' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fortsett' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents'));
  });
});
