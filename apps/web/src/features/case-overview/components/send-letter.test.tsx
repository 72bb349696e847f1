import { LETTER_EMPTY } from '@foretaksportalen/shared/contract/letter';
import type { UploadKey } from '@foretaksportalen/shared/contract/new-case';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase, makeCaseEvent } from '../../../test/case-fixtures.ts';
import { deferred, type FakeRoute, type RecordedRequest } from '../../../test/fake-server.ts';
import { jsonResponse, KARI_MEMBERSHIP_ID, problemResponse } from '../../../test/fixtures.ts';
import { caseRoute, loaded, renderCaseOverview } from '../testing.tsx';

const caseData = makeCase();

/** The delete key the fake server answers for a file: derived from its name, so tests know it in advance. */
const uploadKeyOf = (fileName: string): UploadKey => ({
  Id: '5f0c6e52-3d1b-4c1a-9a53-2f4a9c1d7e01',
  Filename: fileName,
  Key: `upload-${fileName.replace(/[^A-Za-z0-9]/g, '-')}-0123456789`,
});
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function renderLetterForm(routes: Record<string, FakeRoute> = {}, caseOverrides = caseData) {
  const letters: RecordedRequest[] = [];
  const setup = renderCaseOverview({
    caseData: caseOverrides,
    routes: {
      'POST /api/document/uploadfile': (request) =>
        uploadKeyOf(((request.body as FormData).get('file') as File).name),
      'POST /api/case/sendletter': (request) => {
        letters.push(request);
        return null;
      },
      ...routes,
    },
  });
  return { ...setup, letters };
}

const openForm = async ({ user }: ReturnType<typeof renderLetterForm>) => {
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Send brev' }));
  return screen.getByRole('form', { name: 'Send brev' });
};
const subject = () => screen.getByRole('textbox', { name: 'Emne' });
const message = () => screen.getByRole('textbox', { name: 'Send kort beskjed til Klagenemnda' });
const fileInput = () => screen.getByLabelText(/^Dra og slipp dokumenter her/) as HTMLInputElement;
const descriptionOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('send letter form', () => {
  it("replaces 'Send brev' with the form, focused on the subject, with the hint and the counter", async () => {
    const setup = renderLetterForm();
    const form = await openForm(setup);
    expect(screen.queryByRole('button', { name: 'Send brev' })).toBeNull();
    expect(document.activeElement).toBe(subject());
    expect(
      within(form).getByText(/^Dra og slipp dokumenter her eller trykk for å åpne filvelger/),
    ).toBeTruthy();
    expect(descriptionOf(message())).toBe('Kort beskjed - maks 500 tegn0 av 500 tegn');
    expect(message().getAttribute('maxlength')).toBe('500');

    await setup.user.type(message(), 'Vi viser til brevet.');
    expect(descriptionOf(message())).toBe('Kort beskjed - maks 500 tegn20 av 500 tegn');
    await expectNoAxeViolations();
  });

  it('sends nothing without a message or a file, and says why', async () => {
    const setup = renderLetterForm();
    await openForm(setup);
    await setup.user.type(subject(), 'Tilsvar');
    await setup.user.type(message(), '   ');
    await setup.user.click(screen.getByRole('button', { name: 'Send brev/vedlegg' }));
    // An info notice: a status, not an alert.
    expect((await screen.findByText(LETTER_EMPTY)).closest('[role="status"]')).toBeTruthy();
    expect(setup.letters).toHaveLength(0);
  });

  it("sends the message and the files, then closes, reloads the case and says 'Forsendelse sendt'", async () => {
    let current = caseData;
    const answer = deferred<Response>();
    const setup = renderLetterForm({
      [caseRoute(caseData.CaseUid)]: () => current,
      'POST /api/case/sendletter': (request) => {
        setup.letters.push(request);
        return answer.promise;
      },
    });
    await openForm(setup);
    await setup.user.type(message(), 'Vedlagt er avtalen.');
    await setup.user.upload(fileInput(), [pdf('Avtale.pdf'), pdf('Kvittering.pdf')]);
    await waitFor(() =>
      expect(screen.getAllByRole('progressbar', { name: /^Fremdrift for/ })).toHaveLength(2),
    );
    await waitFor(() => expect(fileInput().disabled).toBe(false));
    await setup.user.click(screen.getByRole('button', { name: 'Send brev/vedlegg' }));

    expect(await screen.findAllByText('Vennligst vent, sender brev..')).not.toHaveLength(0);
    expect(setup.letters.map((request) => request.body)).toEqual([
      {
        CaseUid: caseData.CaseUid,
        ClerkId: KARI_MEMBERSHIP_ID,
        Subject: null,
        Content: 'Vedlagt er avtalen.',
        Files: [uploadKeyOf('Avtale.pdf'), uploadKeyOf('Kvittering.pdf')],
      },
    ]);
    current = {
      ...caseData,
      Events: [makeCaseEvent({ Description: 'Brev fra foretaket: Vedlagt er avtalen.' }), ...caseData.Events],
    };
    answer.resolve(new Response(null, { status: 204 }));

    expect(await screen.findByText('Forsendelse sendt')).toBeTruthy();
    expect(screen.getByText('Brev fra foretaket: Vedlagt er avtalen.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Send brev' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send brev' })),
    );
    expect(setup.server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await setup.user.click(screen.getByRole('button', { name: 'Send brev' }));
    expect((subject() as HTMLInputElement).value).toBe('');
    expect((message() as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('table', { name: 'Valgte dokumenter' })).toBeNull();
  });

  it('shows the ErrorMessage of a refused letter and keeps what was written', async () => {
    const setup = renderLetterForm({
      'POST /api/case/sendletter': problemResponse(400, {
        title: 'Ugyldig forespørsel',
        ErrorMessage: 'Saken er avsluttet hos Klagenemnda',
      }),
    });
    await openForm(setup);
    await setup.user.type(message(), 'Hei');
    await setup.user.click(screen.getByRole('button', { name: 'Send brev/vedlegg' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Saken er avsluttet hos Klagenemnda');
    expect((message() as HTMLTextAreaElement).value).toBe('Hei');
  });

  it('shows the ErrorMessage of a body without a problem title, and keeps what was written', async () => {
    const setup = renderLetterForm({
      'POST /api/case/sendletter': jsonResponse({ ErrorMessage: 'Saken er avsluttet hos Klagenemnda' }, 400),
    });
    await openForm(setup);
    await setup.user.type(message(), 'Hei');
    await setup.user.click(screen.getByRole('button', { name: 'Send brev/vedlegg' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Saken er avsluttet hos Klagenemnda');
    expect((message() as HTMLTextAreaElement).value).toBe('Hei');
  });

  it('shows why the upload quota refused a file and drops it; other refused uploads go without a word', async () => {
    const quotaFull =
      'Du har for mange opplastede filer som ikke er sendt inn. Send inn eller fjern noen filer før du laster opp flere.';
    const setup = renderLetterForm({
      'POST /api/document/uploadfile': (request) => {
        const name = ((request.body as FormData).get('file') as File).name;
        if (name === 'Nummer 51.pdf')
          return problemResponse(429, { title: quotaFull, ErrorMessage: quotaFull });
        if (name === 'Feil.pdf')
          return problemResponse(400, { title: 'Filen Feil.pdf er ikke en gyldig filtype' });
        return uploadKeyOf(name);
      },
    });
    await openForm(setup);
    await setup.user.upload(fileInput(), [pdf('Feil.pdf'), pdf('Nummer 51.pdf'), pdf('Avtale.pdf')]);
    const files = await screen.findByRole('table', { name: 'Valgte dokumenter' });
    await waitFor(() => expect(within(files).getAllByRole('row')).toHaveLength(2));
    expect(within(files).getByRole('cell', { name: 'Avtale.pdf' })).toBeTruthy();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.filter((text) => text?.trim())).toEqual([expect.stringContaining(quotaFull)]);
    await expectNoAxeViolations(setup.container);
  });

  it("'Avbryt' deletes the uploaded files, empties and closes the form, and gives the focus back", async () => {
    const key = uploadKeyOf('Avtale.pdf').Key;
    const setup = renderLetterForm({ [`DELETE /api/document/deletefile/${key}`]: null });
    await openForm(setup);
    await setup.user.type(message(), 'Hei');
    await setup.user.upload(fileInput(), [pdf('Avtale.pdf')]);
    await waitFor(() => expect(fileInput().disabled).toBe(false));
    await setup.user.click(screen.getByRole('button', { name: 'Avbryt' }));

    expect(screen.queryByRole('form', { name: 'Send brev' })).toBeNull();
    await waitFor(() =>
      expect(setup.server.callsTo('DELETE', `/api/document/deletefile/${key}`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send brev' })),
    );
    expect(setup.letters).toHaveLength(0);
  });

  it('keeps the letter while the documents tab is looked at, without moving the focus', async () => {
    const setup = renderLetterForm();
    await openForm(setup);
    await setup.user.type(subject(), 'Tilsvar');
    await setup.user.click(screen.getByRole('tab', { name: /^Dokumenter/ }));
    const eventsTab = screen.getByRole('tab', { name: /^Hendelser/ });
    await setup.user.click(eventsTab);
    expect((subject() as HTMLInputElement).value).toBe('Tilsvar');
    expect(document.activeElement).toBe(eventsTab);
  });

  it('asks before leaving the page with an unsent letter, and deletes its files on leaving', async () => {
    const key = uploadKeyOf('Avtale.pdf').Key;
    const setup = renderLetterForm({ [`DELETE /api/document/deletefile/${key}`]: null });
    await openForm(setup);
    await setup.user.upload(fileInput(), [pdf('Avtale.pdf')]);
    await waitFor(() => expect(fileInput().disabled).toBe(false));

    await act(() => setup.router.navigate('/incidents'));
    const dialog = await screen.findByRole('dialog', { name: 'Forlate siden?' });
    await expectNoAxeViolations(dialog);
    await setup.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(setup.router.state.location.pathname).toBe('/incidents'));
    await waitFor(() =>
      expect(setup.server.callsTo('DELETE', `/api/document/deletefile/${key}`)).toHaveLength(1),
    );
  });

  it('is not offered for an archived case', async () => {
    renderLetterForm({}, makeCase({ Status: 'Avsluttet', StatusCode: 'AVSLUTTET', Archived: true }));
    await loaded();
    expect(screen.queryByRole('button', { name: 'Send brev' })).toBeNull();
  });
});
