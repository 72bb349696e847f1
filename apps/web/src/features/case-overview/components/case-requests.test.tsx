import type { Case } from '@foretaksportalen/shared/contract/case';
import { type CaseRequest, caseRequestsPath } from '@foretaksportalen/shared/contract/case-request';
import type { UploadKey } from '@foretaksportalen/shared/contract/new-case';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase } from '../../../test/case-fixtures.ts';
import { problemResponse } from '../../../test/fixtures.ts';
import { setScreenNarrow } from '../../../test/render.tsx';
import { block, caseRoute, loaded, renderCaseOverview } from '../testing.tsx';

const TITLE = 'Forespørsler til Klagenemnda';
/** Far enough ahead that the dialog's window (after it, within 90 days) lies after today. */
const DUE = '2099-06-01';

const request = (overrides: Partial<CaseRequest>): CaseRequest => ({
  Id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  Kind: 'deadline-extension',
  Status: 'pending',
  RequestedDueDate: '2099-06-20',
  Reason: 'Kunden trenger tid',
  EventUid: null,
  Requested: '2026-11-20T10:00:00.000Z',
  Answered: null,
  GrantedDueDate: null,
  AnswerText: null,
  ...overrides,
});

const uploadKeyOf = (fileName: string): UploadKey => ({
  Id: '3f1c6a52-0c4b-4d8e-9a3b-5f2e1d0c9b8a',
  Filename: fileName,
  Key: `upload-${fileName.replace(/[^A-Za-z0-9]/g, '-')}-0123456789`,
});
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** The case before and after a request: pending from the first POST. */
function caseServer(caseData: Case) {
  let current: Case = caseData;
  return {
    [caseRoute(caseData.CaseUid)]: () => current,
    [`POST ${caseRequestsPath(caseData.CaseUid)}`]: (call: { body: unknown }) => {
      const body = call.body as { Kind: CaseRequest['Kind']; DueDate?: string; Reason: string };
      current = {
        ...caseData,
        CanRequestExtension: body.Kind === 'objection',
        CanObject: body.Kind !== 'objection',
        Requests: [request({ Kind: body.Kind, RequestedDueDate: body.DueDate ?? null, Reason: body.Reason })],
      };
      return { Id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d' };
    },
    'POST /api/document/uploadfile': (call: { body: unknown }) =>
      uploadKeyOf(((call.body as FormData).get('file') as File).name),
  };
}

/** The picker's hidden input takes a whole date as the browser's autofill gives it. */
function typeDate(dialog: HTMLElement, text: string) {
  const group = within(dialog).getByRole('group', { name: /^Ny frist/ });
  const input = group.parentElement?.querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
}

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('requests to the complaints body (issue 49)', () => {
  it('shows each request with its status and the body’s text, newest first', async () => {
    renderCaseOverview({
      caseData: makeCase({
        DueDate: DUE,
        Requests: [
          request({
            Kind: 'objection',
            RequestedDueDate: null,
            Status: 'refused',
            AnswerText: 'Saken behandles',
          }),
          request({ Status: 'granted', GrantedDueDate: '2099-06-30' }),
          request({ Id: '2d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }),
        ].map((item, index) => ({ ...item, Id: `${index}d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d` })),
      }),
    });
    await loaded();
    const requests = block(TITLE);
    const lines = requests.getAllByRole('listitem').map((item) => item.firstElementChild?.textContent);
    expect(lines).toEqual([
      'Innsigelse mot behandling: avslått',
      'Utsatt frist: innvilget, ny frist 30.06.2099',
      'Utsatt frist: venter på svar',
    ]);
    expect(requests.getByText('Svar fra Klagenemnda: Saken behandles')).toBeTruthy();
    expect(requests.getAllByText('Sendt 20.11.2026, ønsket ny frist 20.06.2099')).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('offers no request the server does not allow, and shows no block without requests', async () => {
    renderCaseOverview({ caseData: makeCase({ DueDate: DUE }) });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Be om utsatt frist' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Innsigelse mot behandling' })).toBeNull();
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it("'Be om utsatt frist' requires a date in the window and a reason, sends them, and shows the request", async () => {
    const caseData = makeCase({ DueDate: DUE, CanRequestExtension: true, CanObject: true });
    const { user, server } = renderCaseOverview({ caseData, routes: caseServer(caseData) });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Be om utsatt frist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Be om utsatt frist' }, { timeout: 10_000 });
    expect(within(dialog).getByText(/Sakens frist er 01\.06\.2099/)).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Ny frist må være en gyldig dato')).toBeTruthy();
    expect(within(dialog).getByText('Begrunnelse er et påkrevd felt')).toBeTruthy();

    typeDate(dialog, '01.12.2099');
    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), 'Kunden trenger tid');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Ny frist kan være høyst 90 dager etter sakens frist')).toBeTruthy();
    expect(server.callsTo('POST', caseRequestsPath(caseData.CaseUid))).toHaveLength(0);

    typeDate(dialog, '20.06.2099');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Forespørselen om utsatt frist er sendt')).toBeTruthy();
    expect(server.callsTo('POST', caseRequestsPath(caseData.CaseUid)).map((call) => call.body)).toEqual([
      { Kind: 'deadline-extension', DueDate: '2099-06-20', Reason: 'Kunden trenger tid' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(block(TITLE).getByText(/venter på svar/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Be om utsatt frist' })).toBeNull();
  });

  it("shows the server's refusal of the date at the field and keeps the dialog open", async () => {
    const caseData = makeCase({ DueDate: DUE, CanRequestExtension: true });
    const { user } = renderCaseOverview({
      caseData,
      routes: {
        [`POST ${caseRequestsPath(caseData.CaseUid)}`]: problemResponse(400, {
          title: 'Ugyldige opplysninger i forespørselen',
          errors: { DueDate: ['Ny frist kan ikke være tilbake i tid'] },
        }),
      },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Be om utsatt frist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Be om utsatt frist' }, { timeout: 10_000 });
    typeDate(dialog, '10.06.2099');
    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), 'Kunden trenger tid');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Ny frist kan ikke være tilbake i tid')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Be om utsatt frist' })).toBeTruthy();
  });

  it("'Innsigelse mot behandling' requires a document and a reason, and sends the upload's key", async () => {
    const caseData = makeCase({ DueDate: DUE, CanObject: true });
    const { user, server } = renderCaseOverview({ caseData, routes: caseServer(caseData) });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Innsigelse mot behandling' }));
    const dialog = await screen.findByRole('dialog', { name: 'Innsigelse mot behandling' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), 'Saken er for domstolene');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Du må laste opp minimum 1 fil')).toBeTruthy();
    expect(server.callsTo('POST', caseRequestsPath(caseData.CaseUid))).toHaveLength(0);
    await expectNoAxeViolations();

    await user.upload(within(dialog).getByLabelText(/^Dra og slipp dokumenter her/), [pdf('Innsigelse.pdf')]);
    await within(dialog).findByText('Innsigelse.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Innsigelsen er sendt')).toBeTruthy();
    expect(server.callsTo('POST', caseRequestsPath(caseData.CaseUid)).map((call) => call.body)).toEqual([
      { Kind: 'objection', Reason: 'Saken er for domstolene', Files: [uploadKeyOf('Innsigelse.pdf')] },
    ]);
    await waitFor(() =>
      expect(block(TITLE).getByText(/^Innsigelse mot behandling:/).parentElement?.textContent).toContain(
        'venter på svar',
      ),
    );
  });
});
