import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { alertsWithText } from '../../../test/alerts.ts';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { testUuid } from '../../../test/case-fixtures.ts';
import { type FakeRoute, lineStream, stubFetch } from '../../../test/fake-server.ts';
import { problemResponse } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { captureSavedFiles } from '../../../test/saved-files.ts';
import { CaseFileMenu } from './case-file-menu.tsx';
import { CaseFilePanelHost } from './case-file-panel-host.tsx';

const caseUid = testUuid();
const otherCaseUid = testUuid();
const pdfPath = (uid: string) => `/api/casefile/${uid}/pdf`;
const readyPath = (uid: string) => `${pdfPath(uid)}/7c0b7d0e-5b1a-4c43-9d4f-2f6f0d0c1a11`;
const zipPath = (uid: string) => `/api/casefile/${uid}/zip`;

const pdfFile = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });

/**
 * Two cases' buttons (as the case overview shows one) and, unless the test mounts it on its own, the progress panel
 * beside them, as the logged-in layout mounts it.
 */
function renderCaseFile(routes: Record<string, FakeRoute>, { withPanel = true } = {}) {
  const server = stubFetch(routes);
  const app = renderWithApp(
    <>
      <CaseFileMenu caseUid={caseUid} caseId="eb-2026-0001" />
      <CaseFileMenu caseUid={otherCaseUid} caseId="eb-2026-0002" />
      {withPanel ? <CaseFilePanelHost /> : null}
    </>,
    { withOverlays: true },
  );
  return { ...app, server, user: userEvent.setup() };
}

/** The panel in a tree of its own, as the layout keeps it while pages come and go. */
const renderPanelAlone = () => render(<CaseFilePanelHost />);

const menuButtons = () => screen.getAllByRole('button', { name: 'Last ned saksmappe' });
const menuButtonsGone = () => screen.queryAllByRole('button', { name: 'Last ned saksmappe' }).length === 0;

async function choose(user: ReturnType<typeof userEvent.setup>, item: 'Som PDF' | 'Som zip', button = 0) {
  await user.click(menuButtons()[button] as HTMLElement);
  await user.click(screen.getByRole('menuitem', { name: item }));
}

const panel = () => screen.queryByRole('region', { name: 'Saksmapper som lages' });
/** The panel's polite live region: the others (snackbars) are empty unless a message shows. */
const announcement = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent ?? '')
    .filter((text) => text !== '')
    .join(' | ');

describe('the menu', () => {
  it('offers the case file as PDF or zip, by keyboard too, and closes on choosing', async () => {
    const stream = lineStream();
    const { user, server } = renderCaseFile({ [`POST ${pdfPath(caseUid)}`]: stream.response });
    const button = menuButtons()[0] as HTMLElement;
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Last ned saksmappe' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Som PDF', 'Som zip']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(server.callsTo('POST', pdfPath(caseUid))).toHaveLength(1));
  });
});

describe('the PDF', () => {
  it('shows the progress the server streams, announces only start and end, and saves the PDF when ready', async () => {
    const { saved } = captureSavedFiles();
    const stream = lineStream();
    const { user, server } = renderCaseFile({
      [`POST ${pdfPath(caseUid)}`]: stream.response,
      [`GET ${readyPath(caseUid)}`]: pdfFile(),
    });
    await choose(user, 'Som PDF');

    const shown = await screen.findByRole('region', { name: 'Saksmapper som lages' });
    expect(within(shown).getByText('Sak EB-2026-0001')).toBeTruthy();
    expect(within(shown).getByText('Lager saksmappe … 0 %')).toBeTruthy();
    expect(announcement()).toBe('Lager saksmappe for sak EB-2026-0001.');

    act(() => stream.send({ Progress: 12 }, { Progress: 40 }));
    expect(await within(shown).findByText('Lager saksmappe … 40 %')).toBeTruthy();
    const bar = within(shown).getByRole('progressbar', { name: 'Saksmappe for sak EB-2026-0001 som PDF' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(announcement()).toBe('Lager saksmappe for sak EB-2026-0001.');
    expect(saved).toEqual([]);

    act(() => stream.send({ Ready: readyPath(caseUid) }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Saksmappe eb-2026-0001.pdf']));
    expect(await saved[0]?.blob?.text()).toBe('%PDF-1.7');
    expect(server.callsTo('GET', readyPath(caseUid))).toHaveLength(1);
    await waitFor(() => expect(panel()).toBeNull());
    expect(announcement()).toBe('Saksmappen for sak EB-2026-0001 er lastet ned.');
    expect(alertsWithText()).toEqual([]);
  });

  it("saves the PDF under the server's file name when it gives one", async () => {
    const { saved } = captureSavedFiles();
    const stream = lineStream();
    const { user } = renderCaseFile({
      [`POST ${pdfPath(caseUid)}`]: stream.response,
      [`GET ${readyPath(caseUid)}`]: new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': "attachment; filename*=UTF-8''Saksmappe%20EB-2026-0001.pdf",
        },
      }),
    });
    await choose(user, 'Som PDF');
    act(() => stream.send({ Ready: readyPath(caseUid) }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Saksmappe EB-2026-0001.pdf']));
  });

  it("shows Failed's message in the error snackbar, and the panel goes", async () => {
    const { saved } = captureSavedFiles();
    const stream = lineStream();
    const { user } = renderCaseFile({ [`POST ${pdfPath(caseUid)}`]: stream.response });
    await choose(user, 'Som PDF');
    act(() => stream.send({ Progress: 30 }, { Failed: 'Dokumentlageret svarer ikke.' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Dokumentlageret svarer ikke.');
    await waitFor(() => expect(panel()).toBeNull());
    expect(saved).toEqual([]);
    expect(announcement()).toBe('Lager saksmappe for sak EB-2026-0001.');
  });

  it('says the case file could not be made when the answer ends without Ready, or is not understood', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ended = lineStream();
    const { user } = renderCaseFile({
      [`POST ${pdfPath(caseUid)}`]: ended.response,
      [`POST ${pdfPath(otherCaseUid)}`]: new Response('{"Progress": "mye"}\n'),
    });
    await choose(user, 'Som PDF');
    act(() => {
      ended.send({ Progress: 50 });
      ended.end();
    });
    const failed = 'Saksmappen kunne ikke lages. Prøv igjen senere.';
    await waitFor(() => expect(alertsWithText().map((alert) => alert.textContent)).toEqual([failed]));
    act(() => screen.getByRole('button', { name: 'Lukk' }).click());
    await waitFor(() => expect(alertsWithText()).toEqual([]));

    await choose(user, 'Som PDF', 1);
    await waitFor(() => expect(alertsWithText().map((alert) => alert.textContent)).toEqual([failed]));
    await waitFor(() => expect(panel()).toBeNull());
  });

  it("shows a refusal before the stream as other calls do: the 404's title", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCaseFile({
      [`POST ${pdfPath(caseUid)}`]: problemResponse(404, { title: 'Saken finnes ikke' }),
    });
    await choose(user, 'Som PDF');
    await waitFor(() =>
      expect(alertsWithText().map((alert) => alert.textContent)).toEqual(['Saken finnes ikke']),
    );
    expect(panel()).toBeNull();
  });

  it('shows the network message when the connection is lost while the PDF is made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stream = lineStream();
    const { user } = renderCaseFile({ [`POST ${pdfPath(caseUid)}`]: stream.response });
    await choose(user, 'Som PDF');
    act(() => stream.send({ Progress: 20 }));
    expect(await screen.findByText('Lager saksmappe … 20 %')).toBeTruthy();
    act(() => stream.cut());
    await waitFor(() =>
      expect(alertsWithText().map((alert) => alert.textContent)).toEqual([
        'Kunne ikke kontakte serveren. Sjekk nettverkstilkoblingen og prøv igjen.',
      ]),
    );
    await waitFor(() => expect(panel()).toBeNull());
  });
});

describe('the zip', () => {
  it('shows the panel without a percentage while the zip comes, and saves it under its name', async () => {
    const { saved } = captureSavedFiles();
    let send!: (response: Response) => void;
    const zip = new Promise<Response>((resolve) => {
      send = resolve;
    });
    const { user } = renderCaseFile({ [`GET ${zipPath(caseUid)}`]: () => zip });
    await choose(user, 'Som zip');

    const shown = await screen.findByRole('region', { name: 'Saksmapper som lages' });
    expect(within(shown).getByText('Lager saksmappe som zip …')).toBeTruthy();
    const bar = within(shown).getByRole('progressbar', { name: 'Saksmappe for sak EB-2026-0001 som zip' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    await expectNoAxeViolations();

    send(new Response('PK', { headers: { 'Content-Type': 'application/zip' } }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Saksmappe eb-2026-0001.zip']));
    expect(await saved[0]?.blob?.text()).toBe('PK');
    await waitFor(() => expect(panel()).toBeNull());
  });
});

describe('several at once', () => {
  it("shows two cases' case files together, does not make one twice, and keeps going without the menu", async () => {
    const { saved } = captureSavedFiles();
    const first = lineStream();
    const second = lineStream();
    renderPanelAlone();
    const { user, server, unmount } = renderCaseFile(
      {
        [`POST ${pdfPath(caseUid)}`]: first.response,
        [`POST ${pdfPath(otherCaseUid)}`]: second.response,
        [`GET ${readyPath(caseUid)}`]: pdfFile(),
        [`GET ${readyPath(otherCaseUid)}`]: pdfFile(),
      },
      { withPanel: false },
    );
    await choose(user, 'Som PDF');
    await choose(user, 'Som PDF', 1);
    await waitFor(() => expect(server.callsTo('POST', pdfPath(otherCaseUid))).toHaveLength(1));
    await choose(user, 'Som PDF');

    act(() => {
      first.send({ Progress: 40 });
      second.send({ Progress: 70 });
    });
    const shown = await screen.findByRole('region', { name: 'Saksmapper som lages' });
    await within(shown).findByText('Lager saksmappe … 70 %');
    expect(
      within(shown)
        .getAllByRole('progressbar')
        .map((bar) => bar.getAttribute('aria-valuenow')),
    ).toEqual(['40', '70']);
    expect(server.callsTo('POST', pdfPath(caseUid))).toHaveLength(1);
    await expectNoAxeViolations();

    // The page with the menus is left; the panel, mounted once in the layout, stays.
    unmount();
    expect(menuButtonsGone()).toBe(true);
    expect(screen.getByText('Lager saksmappe … 40 %')).toBeTruthy();
    act(() => second.send({ Ready: readyPath(otherCaseUid) }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Saksmappe eb-2026-0002.pdf']));
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(1));
    act(() => first.send({ Progress: 90 }, { Ready: readyPath(caseUid) }));
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual([
        'Saksmappe eb-2026-0002.pdf',
        'Saksmappe eb-2026-0001.pdf',
      ]),
    );
    await waitFor(() => expect(panel()).toBeNull());
  });
});

describe('leaving the logged-in layout', () => {
  it('stops the case files being made, quietly', async () => {
    const { saved } = captureSavedFiles();
    const stream = lineStream();
    const { user, server, unmount } = renderCaseFile({
      [`POST ${pdfPath(caseUid)}`]: stream.response,
      [`GET ${readyPath(caseUid)}`]: pdfFile(),
    });
    await choose(user, 'Som PDF');
    act(() => stream.send({ Progress: 40 }));
    await screen.findByText('Lager saksmappe … 40 %');
    unmount();
    const signal = server.fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(true);

    renderPanelAlone();
    act(() => stream.send({ Ready: readyPath(caseUid) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
    expect(panel()).toBeNull();
    expect(alertsWithText()).toEqual([]);
  });
});

describe("'Ta med interne notater'", () => {
  it('is off until ticked, keeps the menu open, and then asks for the notes with the PDF or the zip', async () => {
    const { saved } = captureSavedFiles();
    const stream = lineStream();
    const { user, server } = renderCaseFile({
      [`POST ${pdfPath(caseUid)}?internalNotes=true`]: stream.response,
      [`GET ${readyPath(caseUid)}`]: pdfFile(),
      [`GET ${zipPath(caseUid)}?internalNotes=true`]: new Response('PK', {
        headers: { 'Content-Type': 'application/zip' },
      }),
    });
    await user.click(menuButtons()[0] as HTMLElement);
    const option = screen.getByRole('menuitemcheckbox', { name: 'Ta med interne notater' });
    expect(option.getAttribute('aria-checked')).toBe('false');
    await user.click(option);
    expect(option.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menu')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('menuitem', { name: 'Som PDF' }));
    await waitFor(() =>
      expect(server.callsTo('POST', `${pdfPath(caseUid)}?internalNotes=true`)).toHaveLength(1),
    );
    act(() => stream.send({ Ready: readyPath(caseUid) }));
    await waitFor(() => expect(saved).toHaveLength(1));

    // The choice stays with the button while the page is shown.
    await choose(user, 'Som zip');
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(server.callsTo('GET', `${zipPath(caseUid)}?internalNotes=true`)).toHaveLength(1);
    expect(server.callsTo('GET', zipPath(caseUid))).toHaveLength(0);
  });
});
