import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase, makeCaseParty } from '../../../test/case-fixtures.ts';
import { deferred } from '../../../test/fake-server.ts';
import { jsonResponse, problemResponse } from '../../../test/fixtures.ts';
import { block, caseRoute, loaded, renderCaseOverview } from '../testing.tsx';

const SPINNER = 'Vennligst vent, henter sak..';

describe('loading', () => {
  it('keeps the case hidden behind the spinner until it has loaded', async () => {
    const caseData = makeCase({ CaseId: 'eb-2026-0042' });
    const answer = deferred<Response>();
    renderCaseOverview({ caseData, routes: { [caseRoute(caseData.CaseUid)]: () => answer.promise } });
    expect(await screen.findAllByText(SPINNER)).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sak');
    expect(screen.queryByRole('region')).toBeNull();

    answer.resolve(jsonResponse(caseData));
    expect((await loaded()).textContent).toBe('Sak EB-2026-0042');
    expect(screen.queryAllByText(SPINNER)).toHaveLength(0);
  });

  it.each([404, 400])(
    'says plainly that a case the server will not show (%i) was not found',
    async (status) => {
      const caseData = makeCase();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderCaseOverview({
        caseData,
        routes: { [caseRoute(caseData.CaseUid)]: problemResponse(status, { title: 'Ukjent sak' }) },
      });
      expect(
        await screen.findByText(/Vi fant ikke saken\. Den finnes ikke, eller du har ikke tilgang til den\./),
      ).toBeTruthy();
      const back = screen.getByRole('link', { name: 'Tilbake til sakene' });
      expect(back.getAttribute('href')).toBe('/incidents');
      expect(screen.queryAllByText(SPINNER)).toHaveLength(0);
      await expectNoAxeViolations();
    },
  );

  it('offers to try again after another failure', async () => {
    const caseData = makeCase();
    let answer: Response = problemResponse(500, { title: 'Intern feil' });
    const { user } = renderCaseOverview({
      caseData,
      routes: { [caseRoute(caseData.CaseUid)]: () => answer },
    });
    await screen.findByText('Saken kunne ikke hentes.');
    answer = jsonResponse(caseData);
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    await loaded();
  });
});

describe('details blocks', () => {
  const caseData = makeCase({
    CaseId: 'eb-2026-0007',
    Status: 'Til uttalelse hos foretaket',
    DueDate: '2026-04-01',
    CompanyCaseRef: 'K-2231',
    CompanyNote: 'Ring kunden før fristen går ut',
    Complainer: makeCaseParty({ Reference: 'Kundenr. 70114588' }),
  });

  it("shows the complaints body's details: case id, status, due date and handling officer", async () => {
    const { user } = renderCaseOverview({ caseData });
    await loaded();
    const details = block('Klagenemnda saksdetaljer');
    expect(details.getByText('EB-2026-0007')).toBeTruthy();
    const status = details.getByRole('img', { name: 'Til uttalelse hos foretaket' });
    await user.tab();
    expect(document.activeElement).toBe(status);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Til uttalelse hos foretaket');
    expect(details.queryByRole('img', { name: 'Denne klagen er markert som arkivert' })).toBeNull();
    expect(definitions(details)).toEqual({
      Saksnummer: 'EB-2026-0007',
      Forfall: '01.04.2026 om 10 virkedager',
      Saksbehandler: 'Torunn Bergset',
      Telefon: '21493510',
    });
  });

  it('shows the lock and the archive icon for a closed, archived case', async () => {
    renderCaseOverview({
      caseData: makeCase({ Status: 'Avsluttet', StatusCode: 'AVSLUTTET', Archived: true, DueDate: null }),
    });
    await loaded();
    const details = block('Klagenemnda saksdetaljer');
    expect(
      details.getByRole('img', { name: 'Avsluttet' }).querySelector('[data-testid="LockIcon"]'),
    ).toBeTruthy();
    expect(details.getByRole('img', { name: 'Denne klagen er markert som arkivert' })).toBeTruthy();
    expect(definitions(details).Forfall).toBe('Ingen');
  });

  it('hides the handling officer when the case is anonymized', async () => {
    renderCaseOverview({ caseData: makeCase({ AnonymizeSb: true, User: null }) });
    await loaded();
    expect(Object.keys(definitions(block('Klagenemnda saksdetaljer')))).toEqual(['Saksnummer', 'Forfall']);
  });

  it('shows the complainer, and the representative only when there is one', async () => {
    renderCaseOverview({ caseData });
    await loaded();
    expect(definitions(block('Klager'))).toEqual({
      Navn: 'Oddny Tveitnes',
      Adresse: 'Løkkeveien 7',
      'Postnummer og sted': '3015 Drammen',
      Telefon: '41827364',
      'E-post': 'oddny.tveitnes@example.no',
      Referanse: 'Kundenr. 70114588',
    });
    expect(screen.queryByRole('region', { name: 'Fullmektig' })).toBeNull();
  });

  it('shows a representative for a firm', async () => {
    renderCaseOverview({
      caseData: makeCase({
        Complainer: null,
        Correspondent: makeCaseParty({
          IsFirm: true,
          DisplayName: 'Advokatfirmaet Nesheim AS v/ Advokat Tord Nesheim',
          Email: null,
        }),
      }),
    });
    await loaded();
    expect(block('Klager').getByText('Klager er ikke registrert ennå.')).toBeTruthy();
    expect(definitions(block('Fullmektig')).Navn).toBe('Advokatfirmaet Nesheim AS v/ Advokat Tord Nesheim');
    expect(Object.keys(definitions(block('Fullmektig')))).not.toContain('E-post');
  });

  it.each([1, 2])('level %i sees the company ref and note read-only, the note cut to 20', async (level) => {
    const { user } = renderCaseOverview({ caseData, level });
    await loaded();
    const company = block('Foretakets saksdetaljer');
    expect(company.queryByRole('button')).toBeNull();
    expect(definitions(company)).toEqual({
      'Foretak ref': 'K-2231',
      Notat: 'Ring kunden før fris...',
      Produkt: 'Ingen',
      Årsak: 'Ingen',
    });
    const note = company.getByText('Ring kunden før fris...');
    await user.hover(note);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Ring kunden før fristen går ut');
  });

  it.each([3, 5])('level %i edits the company ref in place, and the case reloads', async (level) => {
    let current = caseData;
    const { user, server } = renderCaseOverview({
      caseData,
      level,
      routes: {
        [caseRoute(caseData.CaseUid)]: () => current,
        [`PATCH /api/case/${caseData.CaseUid}`]: (request) => {
          current = { ...current, ...(request.body as object), Version: current.Version + 1 };
          return current;
        },
      },
    });
    await loaded();
    const company = block('Foretakets saksdetaljer');
    expect(company.getByRole('button', { name: 'Notat: Ring kunden før fris...' })).toBeTruthy();
    await user.click(company.getByRole('button', { name: 'Foretak ref: K-2231' }));
    const input = company.getByRole('textbox', { name: 'Foretak ref' });
    await user.clear(input);
    await user.type(input, 'K-9999{Enter}');

    expect(server.callsTo('PATCH', `/api/case/${caseData.CaseUid}`).map((call) => call.body)).toEqual([
      { CompanyCaseRef: 'K-9999', Version: 1 },
    ]);
    await waitFor(() => expect(server.callsTo('GET', `/api/case/${caseData.CaseUid}`)).toHaveLength(2));
    const saved = await company.findByRole('button', { name: 'Foretak ref: K-9999' });
    await waitFor(() => expect(document.activeElement).toBe(saved));

    // The next edit is made on the version the save gave the case.
    await user.click(company.getByRole('button', { name: /^Notat:/ }));
    await user.type(company.getByRole('textbox', { name: 'Notat' }), '!{Enter}');
    await waitFor(() =>
      expect(server.callsTo('PATCH', `/api/case/${caseData.CaseUid}`).at(-1)?.body).toEqual({
        CompanyNote: 'Ring kunden før fristen går ut!',
        Version: 2,
      }),
    );
  });

  it('keeps what the clerk typed and says so when another clerk has changed the case meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCaseOverview({
      caseData,
      level: 3,
      routes: {
        [`PATCH /api/case/${caseData.CaseUid}`]: problemResponse(409, {
          title: 'Saken er endret av en annen. Last siden på nytt.',
          ErrorMessage: 'Saken er endret av en annen. Last siden på nytt.',
        }),
      },
    });
    await loaded();
    const company = block('Foretakets saksdetaljer');
    await user.click(company.getByRole('button', { name: 'Foretak ref: K-2231' }));
    await user.type(company.getByRole('textbox', { name: 'Foretak ref' }), '-mitt{Enter}');

    const input = await company.findByRole('textbox', { name: 'Foretak ref' });
    expect((input as HTMLInputElement).value).toBe('K-2231-mitt');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = await company.findByRole('alert');
    expect(alert.textContent).toBe('Saken er endret av en annen. Last siden på nytt.');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    await expectNoAxeViolations();

    // Escape leaves it as stored.
    await user.keyboard('{Escape}');
    expect(company.getByRole('button', { name: 'Foretak ref: K-2231' })).toBeTruthy();
    expect(company.queryByRole('alert')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    renderCaseOverview({
      caseData: { ...caseData, Correspondent: makeCaseParty({ DisplayName: 'Tord Nesheim' }) },
    });
    await loaded();
    await expectNoAxeViolations();
  });
});

/** A block's description list, label to value. */
function definitions(region: Pick<ReturnType<typeof block>, 'getAllByRole'>): Record<string, string> {
  const terms: HTMLElement[] = region.getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent?.trim() ?? '']),
  );
}
