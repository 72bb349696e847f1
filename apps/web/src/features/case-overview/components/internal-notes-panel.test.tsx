import type { CaseNotes, Note } from '@foretaksportalen/shared/contract/internal-note';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { makeCase, testUuid } from '../../../test/case-fixtures.ts';
import { loaded, renderCaseOverview } from '../testing.tsx';

/** A local time as the wire sends it (UTC), so that the shown times do not depend on the test machine's zone. */
const at = (day: number, hour: number, minute: number) => new Date(2026, 2, day, hour, minute).toISOString();

const KARI = { Id: testUuid('m'), DisplayName: 'Kari Nordmann' };
const SIRI = { Id: testUuid('m'), DisplayName: 'Siri Superbruker' };

function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    Id: testUuid('n'),
    Author: KARI,
    Created: at(3, 9, 15),
    Edited: null,
    Body: [{ Text: 'Ring kunden.' }],
    EditableUntil: null,
    ...overrides,
  };
}

const caseData = makeCase({ InternalNoteCount: 3 });
const notesUrl = `/api/case/${caseData.CaseUid}/notes`;

const answer = (notes: Note[], overrides: Partial<CaseNotes> = {}): CaseNotes => ({
  Notes: notes,
  More: false,
  Mentionable: [SIRI],
  UnseenMentions: 0,
  ...overrides,
});

async function openNotes(notes: CaseNotes, routes = {}, target?: { note: string }) {
  const app = renderCaseOverview({
    caseData,
    routes: { [`GET ${notesUrl}`]: notes, [`POST ${notesUrl}/seen`]: null, ...routes },
    ...(target && { target }),
  });
  await loaded();
  if (!target) {
    expect(app.server.callsTo('GET', notesUrl)).toHaveLength(0);
    await app.user.click(screen.getByRole('tab', { name: 'Interne notater (3)' }));
  }
  await screen.findByRole('combobox', { name: 'Nytt notat' });
  return app;
}

const articles = () => screen.getAllByRole('article');

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe("the 'Interne notater' tab", () => {
  it('counts the notes, loads them on opening, oldest first, each with its author, time, links and mentions', async () => {
    await openNotes(
      answer([
        makeNote({ Body: [{ Text: 'Første notat' }] }),
        makeNote({
          Author: null,
          Created: at(4, 14, 5),
          Edited: at(4, 14, 9),
          Body: [
            { Text: 'Til ' },
            { Mention: SIRI },
            { Text: ': se https://eksempel.no/avtale.\nOg javascript:alert(1)' },
          ],
        }),
      ]),
    );
    const [first, second] = articles();
    expect(within(first as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Kari Nordmann');
    expect(first?.textContent).toContain('03.03.2026 09:15');
    expect(first?.textContent).not.toContain('redigert');
    expect(within(second as HTMLElement).getByRole('heading').textContent).toBe('Tidligere bruker');
    expect(second?.textContent).toContain('04.03.2026 14:05 (redigert)');
    expect(second?.textContent).toContain('@Siri Superbruker');
    const link = within(second as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://eksempel.no/avtale');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('https://eksempel.no/avtale (åpnes i ny fane)');
    // The field is a combobox that is closed; its hint and count describe it.
    const field = screen.getByRole('combobox', { name: 'Nytt notat' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('0 av 4000 tegn')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Legg til notat' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says there are none yet', async () => {
    await openNotes(answer([]));
    expect(screen.getByText('Ingen interne notater ennå.')).toBeTruthy();
  });

  it('marks the notes that mention the clerk seen, once', async () => {
    const app = await openNotes(answer([makeNote()], { UnseenMentions: 2 }));
    await waitFor(() => expect(app.server.callsTo('POST', `${notesUrl}/seen`)).toHaveLength(1));
  });

  it('marks nothing seen when nothing mentions the clerk unseen', async () => {
    const app = await openNotes(answer([makeNote()]));
    expect(app.server.callsTo('POST', `${notesUrl}/seen`)).toHaveLength(0);
  });

  it('offers Rediger and Slett on the author’s notes within their window; Slett asks first', async () => {
    const own = makeNote({ EditableUntil: new Date(Date.now() + 10 * 60_000).toISOString() });
    const deleteUrl = `${notesUrl}/${own.Id}`;
    const app = await openNotes(answer([makeNote(), own]), { [`DELETE ${deleteUrl}`]: null });
    const [others, mine] = articles();
    expect(within(others as HTMLElement).queryByRole('button')).toBeNull();
    const actions = within(mine as HTMLElement).getByRole('group', { name: /^Notat fra Kari Nordmann/ });
    expect(within(actions).getByRole('button', { name: 'Rediger' })).toBeTruthy();

    await app.user.click(within(actions).getByRole('button', { name: 'Slett' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slett notat' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Nei' }));
    expect(app.server.callsTo('DELETE', deleteUrl)).toHaveLength(0);

    await app.user.click(within(actions).getByRole('button', { name: 'Slett' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(app.server.callsTo('DELETE', deleteUrl)).toHaveLength(1));
    expect(await screen.findByText('Notatet er slettet')).toBeTruthy();
  });

  it('hides Rediger and Slett as the window closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const own = makeNote({ EditableUntil: new Date(Date.now() + 60_000).toISOString() });
    await openNotes(answer([own]));
    expect(screen.getByRole('button', { name: 'Rediger' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(61_000);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rediger' })).toBeNull());
  });

  it('opens the field in place of the note to change it, and back with Avbryt', async () => {
    const own = makeNote({
      EditableUntil: new Date(Date.now() + 10 * 60_000).toISOString(),
      Body: [{ Text: 'Til ' }, { Mention: SIRI }],
    });
    const app = await openNotes(answer([own]));
    await app.user.click(screen.getByRole('button', { name: 'Rediger' }));
    const field = await screen.findByRole('combobox', { name: 'Endre notatet' });
    expect(field.textContent).toBe('Til @Siri Superbruker');
    await app.user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('combobox', { name: 'Endre notatet' })).toBeNull();
    expect(articles()[0]?.textContent).toContain('Til @Siri Superbruker');
  });

  it('opens at the note a mention links to, highlighted, current and focused', async () => {
    const target = makeNote({ Body: [{ Text: 'Målet' }] });
    await openNotes(answer([makeNote(), target]), {}, { note: target.Id });
    expect(screen.getByRole('tab', { name: 'Interne notater (3)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const current = articles().filter((article) => article.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain('Målet');
    await waitFor(() => expect(document.activeElement).toBe(current[0]));
  });
});
