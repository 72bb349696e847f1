import type { NewIncident } from '@foretaksportalen/shared/contract/new-case';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsWithText } from '../../../test/alerts.ts';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { deferred } from '../../../test/fake-server.ts';
import { jsonResponse, KARI_MEMBERSHIP_ID, makeConfig, problemResponse } from '../../../test/fixtures.ts';
import { setScreenNarrow } from '../../../test/render.tsx';
import { CASE_LIST_QUERY_KEY } from '../../cases/index.ts';
import {
  ANNE,
  CREATED_CASE_ID,
  choose,
  clickButton,
  combobox,
  deleteRouteOf,
  expectFieldError,
  fillCustomer,
  findOpenStep,
  type NewCaseSetup,
  NORWEGIAN_ID,
  OLE,
  openStep,
  pdf,
  png,
  reachDocuments,
  renderNewCase,
  replaceText,
  SWEDISH_ID,
  textbox,
  uploadFiles,
  uploadKeyOf,
} from '../testing.tsx';

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

const CASE_LIST_KEY = [...CASE_LIST_QUERY_KEY, { includeClosedCases: false }];
const COMPANY_GUID = makeConfig(3).LoginClerk.CompanyGuid;

const STEP_LABELS = ['Kunde', 'Foretaks saksdetaljer', 'Dokumenter', 'Oppsummering'];
/** The steps whose content shows (a step closing stays until its transition has ended). */
const openRegions = () =>
  screen
    .queryAllByRole('region')
    .map((region) => region.getAttribute('aria-label'))
    .filter((label) => label !== null && STEP_LABELS.includes(label));
const fileInput = () => screen.getByLabelText(/^Dra og slipp dokumenter her/) as HTMLInputElement;

/** All four steps passed with one PDF: the summary is open. */
async function reachSummary(setup: NewCaseSetup) {
  await reachDocuments(setup);
  await uploadFiles(setup, pdf());
  await clickButton(setup, 'Neste', 'Dokumenter');
  return findOpenStep('Oppsummering');
}

/** The receipt's OK leads to the list. */
async function closeReceipt(setup: NewCaseSetup) {
  const receipt = await screen.findByRole('dialog', { name: 'Ny sak' });
  await setup.user.click(within(receipt).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(setup.router.state.location.pathname).toBe('/incidents'));
}

const createdBody = (setup: NewCaseSetup) =>
  setup.server.callsTo('POST', '/api/case/create')[0]?.body as NewIncident | undefined;

describe('new-case wizard: the steps', () => {
  it('opens a step only when the one before is valid, and moves focus into it', async () => {
    const setup = renderNewCase();
    await findOpenStep('Kunde');
    expect(screen.getByText('Kunde').closest('[aria-current="step"]')).toBeTruthy();

    await clickButton(setup, 'Neste', 'Kunde');
    await waitFor(() => expect(document.activeElement).toBe(textbox('Fornavn')));
    expect(openRegions()).toEqual(['Kunde']);

    await fillCustomer(setup);
    await clickButton(setup, 'Neste', 'Kunde');
    await findOpenStep('Foretaks saksdetaljer');
    await waitFor(() => expect(document.activeElement).toBe(textbox('Referanse')));
    await waitFor(() => expect(openRegions()).toEqual(['Foretaks saksdetaljer']));
    expect(textbox('Referanse').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Maksimalt 30 tegn')).toBeTruthy();
    expect(screen.getByText('Maksimalt 100 tegn')).toBeTruthy();

    await replaceText(setup.user, textbox('Referanse'), 'x'.repeat(31));
    await replaceText(setup.user, textbox('Notat'), 'x'.repeat(101));
    await clickButton(setup, 'Neste', 'Foretaks saksdetaljer');
    await waitFor(() => expectFieldError(textbox('Referanse'), 'Referanse kan maksimalt inneholde 30 tegn'));
    expectFieldError(textbox('Notat'), 'Notat kan maksimalt inneholde 100 tegn');
    expect(openRegions()).toEqual(['Foretaks saksdetaljer']);

    await replaceText(setup.user, textbox('Referanse'), 'x'.repeat(30));
    await replaceText(setup.user, textbox('Notat'), 'x'.repeat(100));
    await clickButton(setup, 'Neste', 'Foretaks saksdetaljer');
    await findOpenStep('Dokumenter');
    await waitFor(() => expect(document.activeElement).toBe(fileInput()));

    await clickButton(setup, 'Neste', 'Dokumenter');
    expect(await screen.findByText('Du må laste opp minimum 1 fil')).toBeTruthy();
    expect(openRegions()).toEqual(['Dokumenter']);

    await uploadFiles(setup, pdf());
    expect(screen.queryByText('Du må laste opp minimum 1 fil')).toBeNull();
    await clickButton(setup, 'Neste', 'Dokumenter');
    const summary = await screen.findByRole('region', { name: 'Oppsummering' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).queryByRole('button', { name: 'Neste' })).toBeNull();
  });

  it("goes back with 'Forrige', keeping what was filled", async () => {
    const setup = await (async () => {
      const started = renderNewCase();
      await reachDocuments(started);
      return started;
    })();
    await clickButton(setup, 'Forrige', 'Dokumenter');
    await findOpenStep('Foretaks saksdetaljer');
    await clickButton(setup, 'Forrige', 'Foretaks saksdetaljer');
    await findOpenStep('Kunde');
    expect(textbox('Fornavn').value).toBe('Ola');
    expect(openStep('Kunde').queryByRole('button', { name: 'Forrige' })).toBeNull();
  });

  it("offers 'Ingen' and the enabled clerks whose role sees cases by name, and shows the chosen clerk's phone", async () => {
    const setup = renderNewCase();
    await fillCustomer(setup);
    await clickButton(setup, 'Neste', 'Kunde');
    await findOpenStep('Foretaks saksdetaljer');
    expect(combobox('Saksbehandler').textContent).toBe('Ingen');
    expect(screen.queryByRole('textbox', { name: 'Telefonnummer' })).toBeNull();

    await setup.user.click(combobox('Saksbehandler'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ingen',
      'Anne Berg',
      'Kari Nordmann',
      'Ole Hansen',
    ]);
    await setup.user.keyboard('{Escape}');
    await choose(setup.user, 'Saksbehandler', 'Ole Hansen');
    expect(textbox('Telefonnummer').value).toBe('41234567');
    await expectNoAxeViolations();
  });

  it('passes axe on every step', async () => {
    const setup = renderNewCase();
    await findOpenStep('Kunde');
    await expectNoAxeViolations();
    await fillCustomer(setup);
    await clickButton(setup, 'Neste', 'Kunde');
    await findOpenStep('Foretaks saksdetaljer');
    await waitFor(() => expect(openRegions()).toEqual(['Foretaks saksdetaljer']));
    await expectNoAxeViolations();
    await clickButton(setup, 'Neste', 'Foretaks saksdetaljer');
    await findOpenStep('Dokumenter');
    await uploadFiles(setup, pdf());
    await waitFor(() => expect(openRegions()).toEqual(['Dokumenter']));
    await expectNoAxeViolations();
    await clickButton(setup, 'Neste', 'Dokumenter');
    await findOpenStep('Oppsummering');
    await waitFor(() => expect(openRegions()).toEqual(['Oppsummering']));
    await expectNoAxeViolations();
  });
});

describe('new-case wizard: documents', () => {
  it('uploads through the fake server with a progress bar, and removes a file on the server', async () => {
    const answer = deferred<unknown>();
    const setup = renderNewCase({
      'POST /api/document/uploadfile': () => answer.promise,
      [deleteRouteOf('klage.pdf')]: null,
    });
    await reachDocuments(setup);
    expect(screen.getByText(/^Dra og slipp/).textContent).toBe(
      'Dra og slipp dokumenter her eller trykk for å åpne filvelger (maks 25 MB)',
    );
    await setup.user.upload(fileInput(), pdf());
    const progress = await screen.findByRole('progressbar', { name: 'Fremdrift for klage.pdf' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByRole('cell', { name: '1,5 KB' })).toBeTruthy();
    const form = setup.server.callsTo('POST', '/api/document/uploadfile')[0]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect(((form as FormData).get('file') as File).name).toBe('klage.pdf');

    answer.resolve(uploadKeyOf('klage.pdf'));
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('100'));
    await setup.user.click(screen.getByRole('button', { name: 'Fjern klage.pdf' }));
    expect(await screen.findByText('Fjernet filen klage.pdf')).toBeTruthy();
    expect(setup.server.requests.map((request) => `${request.method} ${request.url}`)).toContain(
      deleteRouteOf('klage.pdf'),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('new-case wizard: the summary', () => {
  it('shows the customer, the company details and the documents', async () => {
    const setup = renderNewCase();
    await fillCustomer(setup, { address: 'Storgata 1', postalCode: '0150', reference: 'Kundens ref' });
    await waitFor(() => expect(textbox('Poststed').value).toBe('OSLO'));
    await clickButton(setup, 'Neste', 'Kunde');
    await findOpenStep('Foretaks saksdetaljer');
    await replaceText(setup.user, textbox('Referanse'), 'REF-1');
    await replaceText(setup.user, textbox('Notat'), 'Haster');
    await choose(setup.user, 'Saksbehandler', 'Ole Hansen');
    await clickButton(setup, 'Neste', 'Foretaks saksdetaljer');
    await findOpenStep('Dokumenter');
    await uploadFiles(setup, pdf(), png());
    await clickButton(setup, 'Neste', 'Dokumenter');
    const summary = await findOpenStep('Oppsummering');

    const block = (title: string) =>
      within(summary.getByRole('region', { name: title }))
        .getAllByRole('paragraph')
        .map((line) => line.textContent);
    expect(block('Kunde')).toEqual([
      `Ola Nordmann (${NORWEGIAN_ID})`,
      'Storgata 1',
      '0150 OSLO',
      'Telefon: 91234567',
      'E-post: ola@example.no',
    ]);
    expect(block('Foretakets saksdetaljer')).toEqual([
      'Referanse: REF-1',
      'Notat: Haster',
      'Saksbehandler: Ole Hansen (41234567)',
    ]);
    const documents = summary.getByRole('table', { name: 'Dokumenter' });
    expect(
      within(documents)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NavnStørrelse', 'klage.pdf1,5 KB', 'kvittering.png2 KB']);
  });

  it('leaves out what has no data: a company without id, address or company details', async () => {
    const setup = renderNewCase();
    await reachDocuments(setup, { company: true, firstName: 'Fjordbanken AS', lastName: 'Kari Nordmann' });
    await uploadFiles(setup, pdf());
    await clickButton(setup, 'Neste', 'Dokumenter');
    const summary = await findOpenStep('Oppsummering');

    expect(summary.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Kunde',
      'Dokumenter',
    ]);
    expect(
      within(summary.getByRole('region', { name: 'Kunde' }))
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['Fjordbanken AS Kari Nordmann', 'Telefon: 91234567', 'E-post: ola@example.no']);
  });

  it('shows a clerk without a phone by name only', async () => {
    const setup = renderNewCase();
    await fillCustomer(setup);
    await clickButton(setup, 'Neste', 'Kunde');
    await findOpenStep('Foretaks saksdetaljer');
    await choose(setup.user, 'Saksbehandler', ANNE.DisplayName);
    await clickButton(setup, 'Neste', 'Foretaks saksdetaljer');
    await findOpenStep('Dokumenter');
    await uploadFiles(setup, pdf());
    await clickButton(setup, 'Neste', 'Dokumenter');
    const summary = await findOpenStep('Oppsummering');
    expect(summary.getByText('Saksbehandler: Anne Berg')).toBeTruthy();
  });
});

describe("new-case wizard: 'Send inn'", () => {
  it("with nothing filled: marks the first field, says 'Feil utfylling' and opens the customer step", async () => {
    const setup = renderNewCase();
    await findOpenStep('Kunde');
    await clickButton(setup, 'Send inn', 'Kunde');

    const dialog = await screen.findByRole('dialog', { name: 'Feil utfylling' });
    expect(dialog.textContent).toContain(
      'Du har ikke fyllt ut skjemaet riktig. Gå tilbake og se om det er opplysninger eller dokumenter som mangler.',
    );
    await setup.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(textbox('Fornavn')));
    expectFieldError(textbox('Fornavn'), 'Fornavn er et påkrevd felt');
    expect(screen.queryByText('Etternavn er et påkrevd felt')).toBeNull();
    expect(setup.server.callsTo('POST', '/api/case/create')).toHaveLength(0);
  });

  it('without a file: the file box says a file is needed once the dialog is closed', async () => {
    const setup = renderNewCase();
    await reachDocuments(setup);
    await clickButton(setup, 'Send inn', 'Dokumenter');
    const dialog = await screen.findByRole('dialog', { name: 'Feil utfylling' });
    await setup.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Du må laste opp minimum 1 fil')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fileInput()));
    expect(setup.server.callsTo('POST', '/api/case/create')).toHaveLength(0);
  });

  it('registers a consumer from Norway with the exact payload, shows the receipt and opens the list', async () => {
    const answer = deferred<unknown>();
    const setup = renderNewCase({ 'POST /api/case/create': () => answer.promise });
    setup.queryClient.setQueryData(CASE_LIST_KEY, []);
    await fillCustomer(setup, { address: 'Storgata 1', postalCode: '0150', reference: 'Kundens ref' });
    await waitFor(() => expect(textbox('Poststed').value).toBe('OSLO'));
    await clickButton(setup, 'Neste', 'Kunde');
    await findOpenStep('Foretaks saksdetaljer');
    await replaceText(setup.user, textbox('Referanse'), 'REF-1');
    await clickButton(setup, 'Neste', 'Foretaks saksdetaljer');
    await findOpenStep('Dokumenter');
    await uploadFiles(setup, pdf(), png());
    await clickButton(setup, 'Neste', 'Dokumenter');
    await findOpenStep('Oppsummering');

    await clickButton(setup, 'Send inn', 'Oppsummering');
    expect(await screen.findByText('Vennligst vent, lagrer sak..', { selector: 'p' })).toBeTruthy();
    expect(createdBody(setup)).toEqual({
      CompanyId: COMPANY_GUID,
      CreatedByClerkId: KARI_MEMBERSHIP_ID,
      CompanyCaseRef: 'REF-1',
      CompanyNote: null,
      CompanyClerk: null,
      ProductId: null,
      CauseId: null,
      Complainer: {
        FirstName: 'Ola',
        LastName: 'Nordmann',
        Email: 'ola@example.no',
        Reference: 'Kundens ref',
        IsFirm: false,
        Pnr: `${NORWEGIAN_ID}:NO`,
        Address: { Address: 'Storgata 1', PostalCode: '0150', PostalPlace: 'OSLO', CountryCodeAlpha2: 'NO' },
        Phone: { Phone: '91234567', CountryCodeAlpha2: 'NO' },
      },
      Letter: {
        CaseUid: null,
        ClerkId: null,
        Subject: null,
        Content: null,
        Files: [uploadKeyOf('klage.pdf'), uploadKeyOf('kvittering.png')],
      },
    } satisfies NewIncident);

    answer.resolve({ CaseId: CREATED_CASE_ID });
    const receipt = await screen.findByRole('dialog', { name: 'Ny sak' });
    expect(receipt.textContent).toContain(`Saken er registrert med saksnummer ${CREATED_CASE_ID}`);
    expect(screen.queryByText('Vennligst vent, lagrer sak..', { selector: 'p' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(setup.queryClient.getQueryState(CASE_LIST_KEY)?.isInvalidated).toBe(true);

    await setup.user.click(within(receipt).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(setup.router.state.location.pathname).toBe('/incidents'));
    expect(screen.queryByRole('dialog', { name: 'Forlate siden?' })).toBeNull();
    expect(setup.server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('registers a company from Sweden with its clerk: no national id, Swedish address and phone', async () => {
    const setup = renderNewCase();
    await findOpenStep('Kunde');
    await fillCustomer(setup, {
      company: true,
      country: 'Sverige',
      firstName: 'Svea Bank AB',
      lastName: 'Sven Svensson',
      address: 'Drottninggatan 1\n111 51 Stockholm',
      phone: '701234567',
      email: 'sven@svea.example',
    });
    await clickButton(setup, 'Neste', 'Kunde');
    await findOpenStep('Foretaks saksdetaljer');
    await choose(setup.user, 'Saksbehandler', 'Ole Hansen');
    await replaceText(setup.user, textbox('Notat'), 'Ring kunden');
    await clickButton(setup, 'Neste', 'Foretaks saksdetaljer');
    await findOpenStep('Dokumenter');
    await uploadFiles(setup, pdf('avtale.pdf'), png('skjermbilde.png'));
    await clickButton(setup, 'Neste', 'Dokumenter');
    await findOpenStep('Oppsummering');
    await clickButton(setup, 'Send inn', 'Oppsummering');
    await closeReceipt(setup);

    expect(createdBody(setup)).toEqual({
      CompanyId: COMPANY_GUID,
      CreatedByClerkId: KARI_MEMBERSHIP_ID,
      CompanyCaseRef: null,
      CompanyNote: 'Ring kunden',
      CompanyClerk: { Id: OLE.Id, DisplayName: 'Ole Hansen', Phone: '41234567' },
      ProductId: null,
      CauseId: null,
      Complainer: {
        FirstName: 'Svea Bank AB',
        LastName: 'Sven Svensson',
        Email: 'sven@svea.example',
        Reference: null,
        IsFirm: true,
        Pnr: null,
        Address: {
          Address: 'Drottninggatan 1\n111 51 Stockholm',
          PostalCode: null,
          PostalPlace: null,
          CountryCodeAlpha2: 'SE',
        },
        Phone: { Phone: '701234567', CountryCodeAlpha2: 'SE' },
      },
      Letter: {
        CaseUid: null,
        ClerkId: null,
        Subject: null,
        Content: null,
        Files: [uploadKeyOf('avtale.pdf'), uploadKeyOf('skjermbilde.png')],
      },
    } satisfies NewIncident);
  });

  it("sends a Swedish personnummer with the country it was detected as: '<id>:SE'", async () => {
    const setup = renderNewCase();
    await reachDocuments(setup, { nationalId: SWEDISH_ID });
    await uploadFiles(setup, pdf());
    await clickButton(setup, 'Send inn', 'Dokumenter');
    await closeReceipt(setup);
    expect(createdBody(setup)?.Complainer.Pnr).toBe(`${SWEDISH_ID}:SE`);
  });

  it('shows the ErrorMessage of a refusal in an error snackbar and stays', async () => {
    const setup = renderNewCase({
      'POST /api/case/create': problemResponse(400, {
        title: 'Ugyldig forespørsel',
        ErrorMessage: 'Filen er allerede brukt i en annen sak',
      }),
    });
    await reachSummary(setup);
    await clickButton(setup, 'Send inn', 'Oppsummering');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Filen er allerede brukt i en annen sak');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(setup.router.state.location.pathname).toBe('/case');
    expect(openRegions()).toEqual(['Oppsummering']);
  });

  it('shows the ErrorMessage of a body that is no problem (a gateway answering), whatever else it has', async () => {
    const setup = renderNewCase({
      'POST /api/case/create': jsonResponse(
        { ErrorMessage: 'Tjenesten er stengt for vedlikehold', Code: 7 },
        502,
      ),
    });
    await reachSummary(setup);
    await clickButton(setup, 'Send inn', 'Oppsummering');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Tjenesten er stengt for vedlikehold');
    expect(setup.router.state.location.pathname).toBe('/case');
  });

  it('shows nothing for a refusal without ErrorMessage', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const setup = renderNewCase({
      'POST /api/case/create': problemResponse(400, { title: 'Ugyldig forespørsel' }),
    });
    await reachSummary(setup);
    await clickButton(setup, 'Send inn', 'Oppsummering');
    await waitFor(() => expect(setup.server.callsTo('POST', '/api/case/create')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Vennligst vent, lagrer sak..')).toBeNull());
    expect(alertsWithText()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});

describe('new-case wizard: leaving', () => {
  it('lets an untouched page go without asking', async () => {
    const setup = renderNewCase();
    await findOpenStep('Kunde');
    await setup.router.navigate('/incidents');
    await waitFor(() => expect(setup.router.state.location.pathname).toBe('/incidents'));
  });

  it("asks 'Forlate siden?'; Avbryt stays, OK deletes the uploaded files on the server and leaves", async () => {
    const setup = renderNewCase({
      [deleteRouteOf('klage.pdf')]: null,
      [deleteRouteOf('kvittering.png')]: null,
    });
    await reachDocuments(setup);
    await uploadFiles(setup, pdf(), png());

    void setup.router.navigate('/incidents');
    let dialog = await screen.findByRole('dialog', { name: 'Forlate siden?' });
    expect(dialog.textContent).toContain(
      'Advarsel: Innholdet er endret. Hvis du forlater siden, vil du miste endringene.',
    );
    await setup.user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setup.router.state.location.pathname).toBe('/case');
    expect(setup.server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    void setup.router.navigate('/incidents');
    dialog = await screen.findByRole('dialog', { name: 'Forlate siden?' });
    await setup.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(setup.router.state.location.pathname).toBe('/incidents'));
    await waitFor(() =>
      expect(
        setup.server.requests
          .filter((request) => request.method === 'DELETE')
          .map((request) => `${request.method} ${request.url}`),
      ).toEqual([deleteRouteOf('klage.pdf'), deleteRouteOf('kvittering.png')]),
    );
  });

  it('warns before the tab is closed once something is filled in', async () => {
    const { user } = renderNewCase();
    await findOpenStep('Kunde');
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await user.type(textbox('Fornavn'), 'Ola');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
