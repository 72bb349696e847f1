import type { Case } from '@foretaksportalen/shared/contract/case';
import type { Category } from '@foretaksportalen/shared/contract/category';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase } from '../../../test/case-fixtures.ts';
import type { FakeRoute } from '../../../test/fake-server.ts';
import { setScreenNarrow } from '../../../test/render.tsx';
import { block, caseRoute, loaded, renderCaseOverview } from '../testing.tsx';

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

describe("a case's product and cause (issue 49)", () => {
  function caseServer(caseData: Case) {
    let current = caseData;
    return {
      [caseRoute(caseData.CaseUid)]: () => current,
      'GET /api/categories': LISTS,
      [`GET /api/case/${caseData.CaseUid}/category-suggestions`]: () => ({
        Product: current.ProductId ? null : { Id: CARD.Id, Name: CARD.Name },
        Cause: null,
      }),
      [`PATCH /api/case/${caseData.CaseUid}`]: (request: { body: unknown }) => {
        const { Version: _version, ...changes } = request.body as Record<string, unknown>;
        current = { ...current, ...changes, Version: current.Version + 1 };
        return current;
      },
    } satisfies Record<string, FakeRoute>;
  }

  it("shows what the letters suggest, and 'godta' sets it", async () => {
    const caseData = makeCase();
    const { user, server } = renderCaseOverview({ caseData, level: 3, routes: caseServer(caseData) });
    await loaded();
    const company = block('Foretakets saksdetaljer');
    expect(await company.findByText('Foreslått: Kredittkort –')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(company.getByRole('button', { name: 'Godta forslaget Kredittkort' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH', `/api/case/${caseData.CaseUid}`).map((call) => call.body)).toEqual([
        { ProductId: CARD.Id, Version: caseData.Version },
      ]),
    );
    await waitFor(() => expect(company.queryByText(/^Foreslått/)).toBeNull());
    expect(company.getByRole('combobox', { name: 'Produkt' }).textContent).toBe('Kredittkort');
  });

  it('offers the values in use, never a retired one, and sets the cause chosen', async () => {
    const caseData = makeCase();
    const { user, server } = renderCaseOverview({ caseData, level: 5, routes: caseServer(caseData) });
    await loaded();
    const company = block('Foretakets saksdetaljer');
    await user.click(company.getByRole('combobox', { name: 'Produkt' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Ingen', 'Boliglån', 'Kredittkort']);
    await user.keyboard('{Escape}');
    await user.click(company.getByRole('combobox', { name: 'Årsak' }));
    await user.click(screen.getByRole('option', { name: 'Svindel' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH', `/api/case/${caseData.CaseUid}`).map((call) => call.body)).toEqual([
        { CauseId: FRAUD.Id, Version: caseData.Version },
      ]),
    );
  });

  it('is read-only below level 3, by its name', async () => {
    const caseData = makeCase({ ProductId: OLD.Id, CanEditCompanyDetails: false });
    renderCaseOverview({ caseData, level: 1, routes: caseServer(caseData) });
    await loaded();
    const company = block('Foretakets saksdetaljer');
    expect(await company.findByText('Sparekonto')).toBeTruthy();
    expect(company.queryByRole('combobox')).toBeNull();
  });
});
