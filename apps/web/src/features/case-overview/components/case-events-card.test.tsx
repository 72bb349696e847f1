import type { Case } from '@foretaksportalen/shared/contract/case';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase, makeCaseEvent } from '../../../test/case-fixtures.ts';
import { deferred, lineStream } from '../../../test/fake-server.ts';
import { problemResponse } from '../../../test/fixtures.ts';
import { captureSavedFiles, stubNewTab } from '../../../test/saved-files.ts';
import { bodyRows, caseRoute, loaded, renderCaseOverview, rowWith } from '../testing.tsx';

/** A local time as the wire sends it (UTC), so that the shown dates do not depend on the test machine's zone. */
const at = (day: number, hour: number, minute = 0, second = 0) =>
  new Date(2026, 2, day, hour, minute, second).toISOString();
const NOW = new Date(2026, 2, 10, 12, 0, 0);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function eventsCase(deleteBefore: string | null = null): Case {
  return makeCase({
    Events: [
      makeCaseEvent(
        {
          Created: at(10, 11, 58),
          Description: 'Brev fra foretaket: Tilsvar',
          DeleteBeforeDateTime: deleteBefore,
        },
        [{ FileName: 'Tilsvar.pdf', UploadedBy: 'Kari Nordmann' }],
      ),
      makeCaseEvent(
        { Created: at(5, 9, 5), Description: 'Brev fra Klagenemnda: Anmodning om uttalelse', IsRead: false },
        [{ FileName: 'Anmodning om uttalelse.pdf' }],
      ),
      makeCaseEvent({ Created: at(1, 8, 30), Description: 'Sak registrert av foretaket' }, [
        { FileName: 'Registrering av klage.pdf', UploadedBy: 'Kari Nordmann' },
        { FileName: 'Klage fra kunden.pdf', UploadedBy: 'Kari Nordmann' },
        { FileName: 'Kvittering.png', MimeType: 'image/png', UploadedBy: 'Kari Nordmann' },
      ]),
      makeCaseEvent({ Created: at(1, 8, 0), Description: 'Saken er opprettet' }, []),
    ],
  });
}

afterEach(() => {
  // The spies on setInterval and clearInterval wrap the fake ones: restored after the real timers are back, they
  // would put the fakes back in place for the files this worker runs next.
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The id of the one interval that ticks each second. */
const clockOf = (intervals: { mock: { calls: unknown[][]; results: { value: unknown }[] } }) =>
  intervals.mock.results[intervals.mock.calls.findIndex(([, ms]) => ms === 1000)]?.value;

describe('tabs', () => {
  it('counts the events and all documents, and renders only the active tab', async () => {
    const { user } = renderCaseOverview({ caseData: eventsCase() });
    await loaded();
    const events = screen.getByRole('tab', { name: 'Hendelser (4)' });
    expect(events.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Hendelser (4)' })).toBeTruthy();
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('10.03.2026 11:58Brev fra foretaket: Tilsvar'),
      expect.stringContaining('05.03.2026 09:05Brev fra Klagenemnda: Anmodning om uttalelse'),
      expect.stringContaining('01.03.2026 08:30Sak registrert av foretaket'),
      '01.03.2026 08:00Saken er opprettet',
    ]);
    expect(screen.queryByText('Her kan du laste ned dokumenter knyttet til saken.')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Dokumenter (5)' }));
    expect(screen.getByText('Her kan du laste ned dokumenter knyttet til saken.')).toBeTruthy();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.queryByText('Saken er opprettet')).toBeNull();
  });
});

describe('case file', () => {
  it("offers 'Last ned saksmappe' beside the tabs: 'Som PDF' makes the case's PDF, 'Som zip' saves its zip", async () => {
    const { saved } = captureSavedFiles();
    const caseData = eventsCase();
    const caseFilePath = `/api/casefile/${caseData.CaseUid}`;
    const { user, server } = renderCaseOverview({
      caseData,
      routes: {
        [`POST ${caseFilePath}/pdf`]: lineStream().response,
        [`GET ${caseFilePath}/zip`]: new Response('PK', { headers: { 'Content-Type': 'application/zip' } }),
      },
    });
    await loaded();
    const card = screen.getByRole('region', { name: 'Saksforløp' });
    const button = within(card).getByRole('button', { name: 'Last ned saksmappe' });

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Last ned saksmappe' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Som PDF', 'Som zip']);
    await expectNoAxeViolations();
    await user.click(within(menu).getByRole('menuitem', { name: 'Som zip' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Saksmappe eb-2026-0001.zip']));

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Som PDF' }));
    await waitFor(() => expect(server.callsTo('POST', `${caseFilePath}/pdf`)).toHaveLength(1));
  });
});

describe('letters', () => {
  it('marks an unread letter, and opening it shows the merged PDF and reloads the case', async () => {
    captureSavedFiles();
    const { tab, open } = stubNewTab();
    const caseData = eventsCase();
    const unread = caseData.Events[1];
    if (!unread) throw new Error('no unread event');
    let current = caseData;
    const letterPath = `/api/document/openletter/${unread.Gid}/${caseData.CaseUid}/true`;
    const letter = deferred<Response>();
    const { user, server } = renderCaseOverview({
      caseData,
      routes: {
        [caseRoute(caseData.CaseUid)]: () => current,
        [`GET ${letterPath}`]: () => letter.promise,
      },
    });
    await loaded();
    const row = rowWith('Anmodning om uttalelse');
    const badge = within(row).getByRole('img', { name: 'Nytt brev' });
    await user.hover(badge);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Nytt brev');
    expect(within(rowWith('Tilsvar')).queryByRole('img', { name: 'Nytt brev' })).toBeNull();

    current = {
      ...caseData,
      Events: caseData.Events.map((event) => (event === unread ? { ...event, IsRead: true } : event)),
    };
    await user.click(
      within(row).getByRole('button', {
        name: 'Brev fra Klagenemnda: Anmodning om uttalelse (åpnes i ny fane)',
      }),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(await screen.findAllByText('Vennligst vent, henter brev..')).not.toHaveLength(0);
    letter.resolve(new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }));

    await waitFor(() => expect(tab.location.href).toBe('blob:test/0'));
    expect(server.callsTo('GET', letterPath)).toHaveLength(1);
    await waitFor(() =>
      expect(within(rowWith('Anmodning om uttalelse')).queryByRole('img', { name: 'Nytt brev' })).toBeNull(),
    );
    expect(server.callsTo('GET', `/api/case/${caseData.CaseUid}`)).toHaveLength(2);
  });

  it("downloads an event's documents from its menu, and says so when that fails", async () => {
    const { saved } = captureSavedFiles();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const caseData = eventsCase();
    const registration = caseData.Events[2];
    if (!registration) throw new Error('no registration');
    const path = (zip: boolean) =>
      `GET /api/document/download/caseeventdocuments/${registration.Gid}/${caseData.CaseUid}/${zip}`;
    const { user } = renderCaseOverview({
      caseData,
      routes: {
        [path(true)]: new Response('PK', {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="EB-2026-0001"',
          },
        }),
        [path(false)]: problemResponse(404, { title: 'Ukjent hendelse' }),
      },
    });
    await loaded();
    expect(within(rowWith('Saken er opprettet')).queryByRole('button')).toBeNull();

    const menu = () => within(rowWith('Sak registrert')).getByRole('button', { name: 'Last ned dokumenter' });
    await user.click(menu());
    await user.click(screen.getByRole('menuitem', { name: 'Last ned som zip' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['EB-2026-0001.zip']));

    await user.click(menu());
    await user.click(screen.getByRole('menuitem', { name: 'Last ned enkeltvis' }));
    expect(await screen.findByText('Det skjedde en feil ved nedlasting av dokumenter')).toBeTruthy();
  });
});

describe('delete window', () => {
  it("counts down 'SLETT (mm:ss)' every second on one clock, and gives way to the download menu at zero", async () => {
    vi.useFakeTimers({ now: NOW });
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const stops = vi.spyOn(globalThis, 'clearInterval');
    const caseData = eventsCase(new Date(NOW.getTime() + 8 * 60_000 + 2_000).toISOString());
    caseData.Events[1] = {
      ...(caseData.Events[1] as Case['Events'][number]),
      DeleteBeforeDateTime: inMinutes(3),
      CanDelete: true,
    };
    renderCaseOverview({ caseData });
    // The fake clock runs only when told: the case loads within a tenth of a second of it.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Sak \S/);

    const deleteButton = (text: string) => screen.queryByRole('button', { name: text });
    expect(deleteButton('SLETT (08:02)')).toBeTruthy();
    expect(deleteButton('SLETT (03:00)')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(deleteButton('SLETT (08:01)')).toBeTruthy();
    expect(deleteButton('SLETT (02:59)')).toBeTruthy();
    expect(intervals.mock.calls.filter(([, ms]) => ms === 1000)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(8 * 60_000));
    expect(within(rowWith('Anmodning')).getByRole('button', { name: 'Last ned dokumenter' })).toBeTruthy();
    act(() => deleteButton('SLETT (00:01)')?.focus());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('button', { name: /^SLETT/ })).toBeNull();
    expect(within(rowWith('Tilsvar')).getByRole('button', { name: 'Last ned dokumenter' })).toBeTruthy();
    // The button that had the focus went with the window: the focus stays in the card.
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
    expect(stops).toHaveBeenCalledWith(clockOf(intervals));
  });

  it('asks before deleting, deletes behind the spinner, reloads and keeps the focus in the card', async () => {
    const caseData = eventsCase(inMinutes(9));
    const sent = caseData.Events[0];
    if (!sent) throw new Error('no letter');
    let current = caseData;
    const deletion = deferred<Response>();
    const { user, server } = renderCaseOverview({
      caseData,
      routes: {
        [caseRoute(caseData.CaseUid)]: () => current,
        [`DELETE /api/case/event/${sent.Gid}`]: () => deletion.promise,
      },
    });
    await loaded();
    const deleteButton = within(rowWith('Tilsvar')).getByRole('button', { name: /^SLETT \(0[89]:\d\d\)$/ });

    await user.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Slett brev' });
    expect(dialog.textContent).toContain('Er du sikker på at du ønsker å slette dette brevet?');
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Nei' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE', `/api/case/event/${sent.Gid}`)).toHaveLength(0);
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^SLETT/));

    await user.click(within(rowWith('Tilsvar')).getByRole('button', { name: /^SLETT/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja' }));
    expect(await screen.findAllByText('Sletter hendelse..')).not.toHaveLength(0);
    expect(server.callsTo('DELETE', `/api/case/event/${sent.Gid}`)).toHaveLength(1);
    current = { ...caseData, Events: caseData.Events.slice(1) };
    deletion.resolve(new Response(null, { status: 204 }));

    await waitFor(() => expect(screen.queryByText('Brev fra foretaket: Tilsvar')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Hendelser (3)' })).toBeTruthy();
    expect(screen.queryAllByText('Sletter hendelse..')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
