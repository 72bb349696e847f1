import type { Category } from '@foretaksportalen/shared/contract/category';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { type FakeRoute, stubFetch } from '../../../test/fake-server.ts';
import { makeConfig, problemResponse } from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { CategoriesPage } from './categories-page.tsx';

const value = (
  id: number,
  kind: Category['Kind'],
  Name: string,
  extra: Partial<Category> = {},
): Category => ({
  Id: `0000000c-0000-4000-8000-00000000000${id}`,
  Kind: kind,
  Name,
  Words: [],
  Retired: false,
  Cases: 0,
  ...extra,
});
const CARD = value(1, 'product', 'Kredittkort', { Words: ['kortet', 'netthandel'], Cases: 4 });
const LOAN = value(2, 'product', 'Boliglån');
const OLD = value(3, 'product', 'Sparekonto', { Retired: true, Cases: 2 });
const FRAUD = value(4, 'cause', 'Svindel', { Words: ['svindel'] });
const LISTS = { Items: [FRAUD, LOAN, CARD, OLD] };

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe("'Produkter og årsaker' (issue 49)", () => {
  function renderPage(routes: Record<string, FakeRoute> = {}) {
    const server = stubFetch({
      'GET /api/config': () => makeConfig(5),
      'GET /api/categories': LISTS,
      ...routes,
    });
    const app = renderWithApp(<CategoriesPage />, {
      path: '/settings/categories',
      routePath: '/settings/categories',
      config: makeConfig(5),
      withOverlays: true,
    });
    return { ...app, server, user: userEvent.setup() };
  }

  it('lists both, adds a value with its words, and tells a name taken at its field', async () => {
    const { user, server } = renderPage({
      'POST /api/categories': (request) =>
        (request.body as { Name: string }).Name === 'Boliglån'
          ? problemResponse(409, {
              title: 'Det finnes allerede en verdi med dette navnet',
              errors: { Name: ['Det finnes allerede en verdi med dette navnet'] },
            })
          : new Response(JSON.stringify(value(5, 'product', 'Leasing')), {
              status: 201,
              headers: { 'content-type': 'application/json' },
            }),
    });
    const products = within(await screen.findByRole('region', { name: 'Produkter' }));
    expect(products.getByRole('row', { name: /Kredittkort kortet, netthandel 4 I bruk/ })).toBeTruthy();
    expect(products.getByRole('row', { name: /Sparekonto .* Tatt ut av bruk/ })).toBeTruthy();
    expect(products.queryByRole('button', { name: 'Slett Kredittkort' })).toBeNull();
    expect(products.getByRole('button', { name: 'Slett Boliglån' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Årsaker' })).toBeTruthy();
    await expectNoAxeViolations();

    await user.type(products.getByRole('textbox', { name: /^Navn/ }), 'Boliglån');
    await user.click(products.getByRole('button', { name: 'Legg til produkt' }));
    expect(await products.findByText('Det finnes allerede en verdi med dette navnet')).toBeTruthy();
    await user.clear(products.getByRole('textbox', { name: /^Navn/ }));
    await user.type(products.getByRole('textbox', { name: /^Navn/ }), 'Leasing');
    await user.type(
      products.getByRole('textbox', { name: 'Ord som foreslår verdien' }),
      'leasing, leieavtale ,',
    );
    await user.click(products.getByRole('button', { name: 'Legg til produkt' }));
    expect(await screen.findByText('Verdien er lagt til')).toBeTruthy();
    expect(server.callsTo('POST', '/api/categories').at(-1)?.body).toEqual({
      Kind: 'product',
      Name: 'Leasing',
      Words: ['leasing', 'leieavtale'],
    });
  });

  it('retires a value in its dialog, and deletes an unused one once confirmed', async () => {
    const { user, server } = renderPage({
      [`PUT /api/categories/${CARD.Id}`]: { ...CARD, Retired: true },
      [`DELETE /api/categories/${LOAN.Id}`]: null,
    });
    const products = within(await screen.findByRole('region', { name: 'Produkter' }));
    await user.click(products.getByRole('button', { name: 'Endre Kredittkort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endre «Kredittkort»' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Tatt ut av bruk/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT', `/api/categories/${CARD.Id}`)[0]?.body).toEqual({
      Name: 'Kredittkort',
      Words: ['kortet', 'netthandel'],
      Retired: true,
    });

    await user.click(products.getByRole('button', { name: 'Slett Boliglån' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slett verdi' });
    await user.click(within(confirm).getByRole('button', { name: 'Slett' }));
    expect(await screen.findByText('Verdien er slettet')).toBeTruthy();
    expect(server.callsTo('DELETE', `/api/categories/${LOAN.Id}`)).toHaveLength(1);
  });
});
