import type { CaseHistory, CaseHistoryEntry } from '@foretaksportalen/shared/contract/case-history';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase } from '../../../test/case-fixtures.ts';
import { deferred } from '../../../test/fake-server.ts';
import { problemResponse } from '../../../test/fixtures.ts';
import { bodyRows, loaded, renderCaseOverview } from '../testing.tsx';

/** A local time as the wire sends it (UTC), so that the shown times do not depend on the test machine's zone. */
const at = (day: number, hour: number, minute: number) => new Date(2026, 2, day, hour, minute).toISOString();

const kari = { Kind: 'Person', Name: 'Kari Nordmann' } as const;
const entry = (day: number, change: CaseHistoryEntry['Change'], actor: CaseHistoryEntry['Actor'] = kari) => ({
  At: at(day, 9, 30),
  Actor: actor,
  Change: change,
});

const caseData = makeCase();
const historyRoute = `GET /api/case/${caseData.CaseUid}/history`;

async function openHistory(history: CaseHistory | (() => unknown)) {
  const app = renderCaseOverview({ caseData, routes: { [historyRoute]: history } });
  await loaded();
  expect(app.server.callsTo('GET', `/api/case/${caseData.CaseUid}/history`)).toHaveLength(0);
  await app.user.click(screen.getByRole('tab', { name: 'Historikk' }));
  return app;
}

const rowTexts = () =>
  bodyRows(screen.getByRole('table')).map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

describe('the Historikk tab', () => {
  it('loads on opening and shows every kind of change in Norwegian, newest first, the complaints body by name', async () => {
    const anne = { Kind: 'Person', Name: 'Anne Admin' } as const;
    await openHistory({
      More: false,
      Entries: [
        entry(20, { Kind: 'Archived' }, anne),
        entry(19, { Kind: 'DetailsChanged', Fields: ['Status', 'DueDate', 'User'] }, { Kind: 'Provider' }),
        entry(18, { Kind: 'DetailsChanged', Fields: [] }, { Kind: 'System' }),
        entry(
          17,
          { Kind: 'ClerkChanged', From: { Name: 'Kari Nordmann' }, To: { Name: 'Anne Hansen' } },
          anne,
        ),
        entry(16, { Kind: 'ClerkChanged', From: { Name: null }, To: null }, anne),
        entry(15, { Kind: 'ClerkChanged', From: null, To: { Name: 'Kari Nordmann' } }, anne),
        entry(14, { Kind: 'CompanyCaseRefChanged', From: 'A', To: 'B' }, anne),
        entry(13, { Kind: 'CompanyCaseRefChanged', From: null, To: 'A' }, anne),
        entry(12, { Kind: 'CompanyNoteChanged', From: 'Ring kunden', To: null }, anne),
        entry(11, { Kind: 'CaseFileDownloaded', Format: 'pdf' }),
        entry(10, { Kind: 'CaseFileDownloaded', Format: null }),
        entry(9, { Kind: 'LetterDeleted', Subject: 'Tilsvar' }),
        entry(8, { Kind: 'LetterSent', Subject: 'Tilsvar' }),
        entry(7, { Kind: 'LetterSent', Subject: null }),
        entry(6, { Kind: 'LetterOpened', Description: 'Anmodning om uttalelse' }),
        entry(5, { Kind: 'LetterReceived', Description: 'Anmodning om uttalelse' }, { Kind: 'Provider' }),
        entry(4, { Kind: 'CaseCreated' }, { Kind: 'Operator' }),
        entry(3, { Kind: 'CaseCreated' }, { Kind: 'Person', Name: null }),
      ],
    });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Historikk' })).toBeTruthy());
    expect(rowTexts()).toEqual([
      ['20.03.2026 09:30', 'Anne Admin', 'Sak arkivert'],
      [
        '19.03.2026 09:30',
        'Klagenemnda',
        'Klagenemnda oppdaterte saken: status, forfall, saksbehandler hos Klagenemnda',
      ],
      ['18.03.2026 09:30', 'Portalen', 'Saken ble endret'],
      ['17.03.2026 09:30', 'Anne Admin', 'Saksbehandler endret fra Kari Nordmann til Anne Hansen'],
      ['16.03.2026 09:30', 'Anne Admin', 'Saksbehandler fjernet (var en tidligere bruker)'],
      ['15.03.2026 09:30', 'Anne Admin', 'Saksbehandler satt til Kari Nordmann'],
      ['14.03.2026 09:30', 'Anne Admin', 'Foretak ref endret fra «A» til «B»'],
      ['13.03.2026 09:30', 'Anne Admin', 'Foretak ref satt til «A»'],
      ['12.03.2026 09:30', 'Anne Admin', 'Notat fjernet (var «Ring kunden»)'],
      ['11.03.2026 09:30', 'Kari Nordmann', 'Saksmappe lastet ned som PDF'],
      ['10.03.2026 09:30', 'Kari Nordmann', 'Saksmappe lastet ned'],
      ['09.03.2026 09:30', 'Kari Nordmann', 'Brev slettet: Tilsvar'],
      ['08.03.2026 09:30', 'Kari Nordmann', 'Brev sendt: Tilsvar'],
      ['07.03.2026 09:30', 'Kari Nordmann', 'Brev sendt'],
      ['06.03.2026 09:30', 'Kari Nordmann', 'Brev åpnet første gang: Anmodning om uttalelse'],
      ['05.03.2026 09:30', 'Klagenemnda', 'Brev mottatt fra Klagenemnda: Anmodning om uttalelse'],
      ['04.03.2026 09:30', 'Drift', 'Sak opprettet'],
      ['03.03.2026 09:30', 'Tidligere bruker', 'Sak opprettet'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Tidspunkt' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows a spinner while loading, then says when there is nothing yet', async () => {
    const answer = deferred<CaseHistory>();
    await openHistory(() => answer.promise);
    expect(screen.getByRole('progressbar', { name: 'Henter historikk' })).toBeTruthy();
    answer.resolve({ Entries: [], More: false });
    expect(await screen.findByText('Ingen historikk ennå.')).toBeTruthy();
  });

  it('says that older entries are left out', async () => {
    await openHistory({ Entries: [entry(3, { Kind: 'CaseCreated' })], More: true });
    expect(await screen.findByText(/Viser de 500 nyeste hendelsene\./)).toBeTruthy();
  });

  it('says that it failed, and tries again on request', async () => {
    let fail = true;
    const { user, server } = await openHistory(() =>
      fail
        ? problemResponse(500, { title: 'Feil' })
        : { Entries: [entry(3, { Kind: 'Archived' })], More: false },
    );
    expect(await screen.findByText('Historikken kunne ikke hentes.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Sak arkivert')).toBeTruthy();
    expect(server.callsTo('GET', `/api/case/${caseData.CaseUid}/history`).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the history of internal notes', () => {
  it('says a note was written, changed or deleted, and who did it, never what it said', async () => {
    await openHistory({
      More: false,
      Entries: [
        entry(3, { Kind: 'NoteDeleted' }),
        entry(2, { Kind: 'NoteEdited' }),
        entry(1, { Kind: 'NoteAdded' }),
      ],
    });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Historikk' })).toBeTruthy());
    expect(rowTexts()).toEqual([
      ['03.03.2026 09:30', 'Kari Nordmann', 'Internt notat slettet'],
      ['02.03.2026 09:30', 'Kari Nordmann', 'Internt notat redigert'],
      ['01.03.2026 09:30', 'Kari Nordmann', 'Internt notat lagt til'],
    ]);
  });
});

describe('the history of personal data by law (issue 48)', () => {
  it('says a case was held back and why, the hold lifted, and its personal data deleted by which rule', async () => {
    const anne = { Kind: 'Person', Name: 'Anne Admin' } as const;
    await openHistory({
      More: false,
      Entries: [
        entry(5, { Kind: 'PersonalDataDeleted', Rule: 'erasure' }, anne),
        entry(4, { Kind: 'PersonalDataDeleted', Rule: 'schedule' }, { Kind: 'System' }),
        entry(3, { Kind: 'LegalHoldLifted' }, anne),
        entry(2, { Kind: 'LegalHoldSet', Reason: null }, anne),
        entry(1, { Kind: 'LegalHoldSet', Reason: 'Tvist for tingretten' }, anne),
      ],
    });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Historikk' })).toBeTruthy());
    expect(rowTexts()).toEqual([
      ['05.03.2026 09:30', 'Anne Admin', 'Personopplysninger slettet (krav om sletting)'],
      ['04.03.2026 09:30', 'Portalen', 'Personopplysninger slettet (slettefrist)'],
      ['03.03.2026 09:30', 'Anne Admin', 'Tilbakeholdelse opphevet'],
      ['02.03.2026 09:30', 'Anne Admin', 'Holdt tilbake fra sletting'],
      ['01.03.2026 09:30', 'Anne Admin', 'Holdt tilbake fra sletting: Tvist for tingretten'],
    ]);
  });
});
