import type { Case } from '@foretaksportalen/shared/contract/case';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alertsWithText } from '../../../test/alerts.ts';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase, makeCaseEvent } from '../../../test/case-fixtures.ts';
import { deferred, type RecordedRequest } from '../../../test/fake-server.ts';
import { base64, captureSavedFiles, stubNewTab } from '../../../test/saved-files.ts';
import { bodyRows, type CaseOverviewRender, loaded, renderCaseOverview, rowWith } from '../testing.tsx';

const at = (day: number, hour: number) => new Date(2026, 2, day, hour).toISOString();

const caseData: Case = makeCase({
  Events: [
    makeCaseEvent({ Created: at(10, 12), Description: 'Brev fra foretaket: Tilsvar' }, [
      { FileName: 'Tilsvar.pdf', UploadedBy: 'Kari Nordmann', FileSize: 1536 },
      { FileName: 'Avtale.png', MimeType: 'image/png', UploadedBy: 'Kari Nordmann', FileSize: 2048 },
    ]),
    makeCaseEvent({ Created: at(5, 9), Description: 'Brev fra Klagenemnda: Anmodning om uttalelse' }, [
      { FileName: 'Anmodning om uttalelse.pdf', FileSize: 48_213 },
    ]),
    makeCaseEvent({ Created: at(1, 8), Description: 'Sak registrert av foretaket' }, [
      { FileName: 'Registrering av klage.pdf', UploadedBy: 'Kari Nordmann' },
      { FileName: 'Klage fra kunden.pdf', UploadedBy: 'Kari Nordmann' },
    ]),
    makeCaseEvent({ Created: at(1, 7), Description: 'Saken er opprettet' }, []),
  ],
});
const documents = caseData.Events.flatMap((event) => event.Documents);
const idOf = (fileName: string) => documents.find((document) => document.FileName === fileName)?.Id;

async function openDocumentsTab(setup: CaseOverviewRender) {
  await loaded();
  await setup.user.click(screen.getByRole('tab', { name: 'Dokumenter (5)' }));
}

const shownNames = () =>
  bodyRows().map((row) =>
    within(row).getAllByRole('cell')[3]?.textContent?.replace(' (åpnes i ny fane)', ''),
  );
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('grouped documents', () => {
  it('groups documents per event, newest first: the first heads the group, the rest indented below', async () => {
    const setup = renderCaseOverview({ caseData });
    await openDocumentsTab(setup);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      'Dato',
      'Avsender',
      'Navn',
      'Størrelse',
    ]);
    expect(shownNames()).toEqual([
      'Tilsvar.pdf',
      'Avtale.png',
      'Anmodning om uttalelse.pdf',
      'Registrering av klage.pdf',
      'Klage fra kunden.pdf',
    ]);
    // Only a group with attachments has the toggle.
    expect(within(rowWith('Anmodning')).queryByRole('button', { name: /vedlegg/ })).toBeNull();
    expect(within(rowWith('Avtale.png')).queryByRole('button', { name: /vedlegg/ })).toBeNull();
    const header = rowWith('Tilsvar.pdf');
    expect(
      within(header)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '10.03.2026 12:00', 'Kari Nordmann', 'Tilsvar.pdf (åpnes i ny fane)', '1,5 KB']);
    await expectNoAxeViolations();
  });

  it('collapses and expands a group, with the tooltips, and keeps it so across tabs', async () => {
    const setup = renderCaseOverview({ caseData });
    await openDocumentsTab(setup);
    const toggle = within(rowWith('Registrering av klage.pdf')).getByRole('button', {
      name: 'Skjul vedlegg',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await setup.user.hover(toggle);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Skjul vedlegg');

    await setup.user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Vis vedlegg');
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Vis vedlegg'));
    expect(shownNames()).not.toContain('Klage fra kunden.pdf');
    expect(screen.queryByRole('checkbox', { name: 'Velg Klage fra kunden.pdf' })).toBeNull();

    await setup.user.click(screen.getByRole('tab', { name: 'Hendelser (4)' }));
    await setup.user.click(screen.getByRole('tab', { name: 'Dokumenter (5)' }));
    expect(shownNames()).toEqual([
      'Tilsvar.pdf',
      'Avtale.png',
      'Anmodning om uttalelse.pdf',
      'Registrering av klage.pdf',
    ]);
    expect(within(rowWith('Tilsvar.pdf')).getByRole('button', { name: 'Skjul vedlegg' })).toBeTruthy();

    await setup.user.click(within(rowWith('Registrering')).getByRole('button', { name: 'Vis vedlegg' }));
    expect(shownNames()).toContain('Klage fra kunden.pdf');
  });

  it('sorts the groups by the date of their first document', async () => {
    const setup = renderCaseOverview({ caseData });
    await openDocumentsTab(setup);
    await setup.user.click(screen.getByRole('button', { name: 'Dato' }));
    expect(screen.getByRole('columnheader', { name: /Dato/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(shownNames()).toEqual([
      'Registrering av klage.pdf',
      'Klage fra kunden.pdf',
      'Anmodning om uttalelse.pdf',
      'Tilsvar.pdf',
      'Avtale.png',
    ]);
    await setup.user.click(screen.getByRole('button', { name: 'Dato' }));
    expect(shownNames()[0]).toBe('Tilsvar.pdf');
  });
});

describe('opening a document', () => {
  const documentPath = (fileName: string) =>
    `/api/document/download/casedocument/${idOf(fileName)}/${caseData.CaseUid}`;

  it('opens a PDF in a new tab behind the spinner', async () => {
    captureSavedFiles();
    const { tab, open } = stubNewTab();
    const answer = deferred<Response>();
    const setup = renderCaseOverview({
      caseData,
      routes: { [`GET ${documentPath('Tilsvar.pdf')}`]: () => answer.promise },
    });
    await openDocumentsTab(setup);
    await setup.user.click(screen.getByRole('button', { name: 'Tilsvar.pdf (åpnes i ny fane)' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(await screen.findAllByText('Vennligst vent, åpner fil..')).not.toHaveLength(0);
    answer.resolve(new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }));
    await waitFor(() => expect(tab.location.href).toBe('blob:test/0'));
    await waitFor(() => expect(screen.queryAllByText('Vennligst vent, åpner fil..')).toHaveLength(0));
  });

  it('saves any other file under the name the server gives, without a tab', async () => {
    const { saved } = captureSavedFiles();
    const { open } = stubNewTab();
    const setup = renderCaseOverview({
      caseData,
      routes: {
        [`GET ${documentPath('Avtale.png')}`]: new Response('PNG', {
          headers: {
            'Content-Type': 'image/png',
            'Content-Disposition': 'attachment; filename="Avtale.png"',
          },
        }),
      },
    });
    await openDocumentsTab(setup);
    await setup.user.click(screen.getByRole('button', { name: 'Avtale.png' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Avtale.png']));
    expect(open).not.toHaveBeenCalled();
  });

  it('only logs a failure, and closes the empty tab', async () => {
    const failure = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { tab } = stubNewTab();
    const setup = renderCaseOverview({ caseData });
    await openDocumentsTab(setup);
    await setup.user.click(screen.getByRole('button', { name: 'Tilsvar.pdf (åpnes i ny fane)' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(failure).toHaveBeenCalled();
    expect(alertsWithText()).toEqual([]);
  });
});

describe('selection', () => {
  const selectedRoute = (zip: boolean) => `POST /api/document/download/casedocuments/selected/${zip}`;

  it('offers the download with a selection and the zip option with more than one, then resets both', async () => {
    const { saved } = captureSavedFiles();
    const sent: RecordedRequest[] = [];
    const setup = renderCaseOverview({
      caseData,
      routes: {
        [selectedRoute(true)]: (request) => {
          sent.push(request);
          return new Response('PK', {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': 'attachment; filename="EB-2026-0001"',
            },
          });
        },
      },
    });
    await openDocumentsTab(setup);
    expect(screen.queryByRole('button', { name: /^Last ned valgte/ })).toBeNull();

    await setup.user.click(checkbox('Velg Klage fra kunden.pdf'));
    expect(screen.getByRole('button', { name: 'Last ned valgte (1)' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Last ned som zip' })).toBeNull();

    await setup.user.click(checkbox('Velg Tilsvar.pdf'));
    await setup.user.click(checkbox('Last ned som zip'));
    await expectNoAxeViolations();
    await setup.user.click(screen.getByRole('button', { name: 'Last ned valgte (2)' }));

    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['EB-2026-0001.zip']));
    expect(sent.map((request) => request.body)).toEqual([
      {
        CaseUid: caseData.CaseUid,
        SelectedCaseDocumentIds: [idOf('Tilsvar.pdf'), idOf('Klage fra kunden.pdf')],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Last ned valgte/ })).toBeNull());
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));

    await setup.user.click(checkbox('Velg alle dokumenter'));
    expect(screen.getByRole('button', { name: 'Last ned valgte (5)' })).toBeTruthy();
    expect((checkbox('Last ned som zip') as HTMLInputElement).checked).toBe(false);
  });

  it('saves a single selected document from the list answer', async () => {
    const { saved } = captureSavedFiles();
    const setup = renderCaseOverview({
      caseData,
      routes: {
        [selectedRoute(false)]: [
          { FileName: 'Avtale.png', FileContent: base64('PNG'), MimeType: 'image/png' },
        ],
      },
    });
    await openDocumentsTab(setup);
    await setup.user.click(checkbox('Velg Avtale.png'));
    await setup.user.click(screen.getByRole('button', { name: 'Last ned valgte (1)' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Avtale.png']));
    expect(await saved[0]?.blob?.text()).toBe('PNG');
  });
});
