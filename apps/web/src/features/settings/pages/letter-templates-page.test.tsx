import type { AnswerDoc } from '@foretaksportalen/shared/contract/answer';
import type { LetterTemplate } from '@foretaksportalen/shared/contract/letter-template';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { type FakeRoute, type RecordedRequest, stubFetch } from '../../../test/fake-server.ts';
import { makeConfig, problemResponse } from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { LetterTemplatePage } from './letter-template-page.tsx';
import { LetterTemplatesPage } from './letter-templates-page.tsx';

const config = makeConfig(5);
const BODY: AnswerDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Vi viser til klagen fra ' },
        { type: 'mergeField', attrs: { field: 'Klager.Navn' } },
      ],
    },
  ],
};
/** A local time as the wire sends it (UTC), so that the shown times do not depend on the test machine's zone. */
const at = (day: number) => new Date(2026, 10, day, 9, 30).toISOString();
const TILSVAR: LetterTemplate = {
  Id: '3f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  Name: 'Tilsvar til klage',
  Subject: 'Tilsvar til klagen',
  Body: BODY,
  Updated: at(20),
};
const FRIST: LetterTemplate = {
  Id: '4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  Name: 'Anmodning om utsatt frist',
  Subject: null,
  Body: BODY,
  Updated: at(3),
};

function renderAt(page: 'list' | 'new' | 'edit', routes: Record<string, FakeRoute> = {}) {
  const server = stubFetch({
    'GET /api/config': () => config,
    'GET /api/lettertemplates': [FRIST, TILSVAR],
    ...routes,
  });
  const [ui, path, routePath] =
    page === 'list'
      ? [<LetterTemplatesPage key="list" />, '/settings/templates', '/settings/templates']
      : page === 'new'
        ? [<LetterTemplatePage key="new" />, '/settings/templates/new', '/settings/templates/new']
        : [
            <LetterTemplatePage key="edit" />,
            `/settings/templates/${TILSVAR.Id}`,
            '/settings/templates/:templateId',
          ];
  const app = renderWithApp(ui, { path, routePath, config, withOverlays: true });
  return { ...app, server, user: userEvent.setup() };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Maler' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
/** The editor is a lazy chunk: the first import in a worker takes a while. */
const EDITOR_LOADED = { timeout: 10_000 };
const textbox = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('the letter templates page', () => {
  it('lists the templates by name with their subject and when they were changed', async () => {
    renderAt('list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brevmaler' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()).toEqual([
      ['Anmodning om utsatt frist', '', '03.11.2026 09:30', 'EndreSlett'],
      ['Tilsvar til klage', 'Tilsvar til klagen', '20.11.2026 09:30', 'EndreSlett'],
    ]);
    expect(screen.getByRole('link', { name: 'Ny mal' }).getAttribute('href')).toBe('/settings/templates/new');
    const tilsvar = within(screen.getAllByRole('row')[2] as HTMLElement);
    expect(tilsvar.getByRole('link', { name: 'Endre' }).getAttribute('href')).toBe(
      `/settings/templates/${TILSVAR.Id}`,
    );
    await expectNoAxeViolations();
  });

  it('keeps to two columns on a phone, the subject and time under the name', async () => {
    setScreenNarrow(true);
    renderAt('list');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toEqual(['Tilsvar til klageTilsvar til klagen · 20.11.2026 09:30', '']);
    expect(
      within(screen.getAllByRole('row')[2] as HTMLElement).getByRole('button', { name: 'Slett' }),
    ).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('deletes a template once it is confirmed', async () => {
    let deleted = false;
    const { user, server } = renderAt('list', {
      'GET /api/lettertemplates': () => (deleted ? [FRIST] : [FRIST, TILSVAR]),
      [`DELETE /api/lettertemplates/${TILSVAR.Id}`]: () => {
        deleted = true;
        return null;
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const tilsvar = within(screen.getAllByRole('row')[2] as HTMLElement);
    await user.click(tilsvar.getByRole('button', { name: 'Slett' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slett mal' });
    expect(dialog.textContent).toContain('Er du sikker på at du vil slette malen «Tilsvar til klage»?');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(server.callsTo('DELETE', `/api/lettertemplates/${TILSVAR.Id}`)).toHaveLength(0);

    await user.click(tilsvar.getByRole('button', { name: 'Slett' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Slett mal' })).getByRole('button', { name: 'Slett' }),
    );
    expect(await screen.findByText('Malen er slettet')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('says so when the templates cannot be read', async () => {
    renderAt('list', { 'GET /api/lettertemplates': problemResponse(500, { title: 'Feil' }) });
    expect(await screen.findByText('Brevmalene kunne ikke hentes.')).toBeTruthy();
  });
});

describe('a letter template’s form', () => {
  it('makes a new template of a name, a subject and a text with merge fields, and goes back to the list', async () => {
    let posted: RecordedRequest | undefined;
    const { user, router } = renderAt('new', {
      'POST /api/lettertemplates': (request) => {
        posted = request;
        return { ...TILSVAR, Id: '5b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', Name: 'Kort tilsvar' };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ny mal' })).toBeTruthy();
    const editor = await screen.findByRole('textbox', { name: 'Tekst' }, EDITOR_LOADED);
    await expectNoAxeViolations();

    await user.type(textbox('Navn'), 'Kort tilsvar');
    await user.type(textbox('Emne'), 'Tilsvar');
    editor.focus();
    await user.click(screen.getByRole('button', { name: 'Sett inn flettefelt' }));
    await user.click(screen.getByRole('menuitem', { name: /Saksnummer/ }));
    await waitFor(() => expect(editor.textContent).toContain('{Sak.Nummer}'));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/templates'));
    expect(posted?.body).toEqual({
      Name: 'Kort tilsvar',
      Subject: 'Tilsvar',
      Body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'mergeField', attrs: { field: 'Sak.Nummer' } }] }],
      },
    });
    expect(await screen.findByText('Malen er lagret')).toBeTruthy();
  });

  it('wants a name, and shows the server’s refusal of a name the company has on the name', async () => {
    const { user, server } = renderAt('new', {
      'POST /api/lettertemplates': problemResponse(409, {
        title: 'Foretaket har allerede en mal med dette navnet',
        ErrorMessage: 'Foretaket har allerede en mal med dette navnet',
        errors: { Name: ['Foretaket har allerede en mal med dette navnet'] },
      }),
    });
    await screen.findByRole('textbox', { name: 'Tekst' }, EDITOR_LOADED);
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Gi malen et navn')).toBeTruthy();
    expect(server.callsTo('POST', '/api/lettertemplates')).toHaveLength(0);

    await user.type(textbox('Navn'), 'Tilsvar til klage');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/lettertemplates')).toHaveLength(1));
    expect(await screen.findByText('Foretaket har allerede en mal med dette navnet')).toBeTruthy();
    expect(textbox('Navn').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes a template as it was, and asks before leaving changes unsaved', async () => {
    let put: RecordedRequest | undefined;
    const { user, router } = renderAt('edit', {
      [`PUT /api/lettertemplates/${TILSVAR.Id}`]: (request) => {
        put = request;
        return { ...TILSVAR, Name: 'Tilsvar, kort' };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Endre mal' })).toBeTruthy();
    await waitFor(() => expect(textbox('Navn').value).toBe('Tilsvar til klage'));
    expect(textbox('Emne').value).toBe('Tilsvar til klagen');
    const editor = await screen.findByRole('textbox', { name: 'Tekst' }, EDITOR_LOADED);
    expect(editor.textContent).toBe('Vi viser til klagen fra {Klager.Navn}');

    await user.clear(textbox('Navn'));
    await user.type(textbox('Navn'), 'Tilsvar, kort');
    await user.click(screen.getByRole('link', { name: 'Avbryt' }));
    const leave = await screen.findByRole('dialog', { name: 'Forlate siden?' });
    await user.click(within(leave).getByRole('button', { name: 'Avbryt' }));
    expect(router.state.location.pathname).toBe(`/settings/templates/${TILSVAR.Id}`);

    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/templates'));
    expect(put?.body).toEqual({ Name: 'Tilsvar, kort', Subject: 'Tilsvar til klagen', Body: BODY });
  });

  it('says so when the template is gone', async () => {
    renderAt('edit', { 'GET /api/lettertemplates': [FRIST] });
    expect(await screen.findByText('Fant ikke malen. Den kan være slettet av en annen.')).toBeTruthy();
  });
});
