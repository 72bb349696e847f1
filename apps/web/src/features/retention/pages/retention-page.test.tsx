import type { RetentionDue, RetentionSettings } from '@foretaksportalen/shared/contract/retention';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { type FakeRoute, stubFetch } from '../../../test/fake-server.ts';
import { makeConfig, problemResponse } from '../../../test/fixtures.ts';
import { renderWithApp, setScreenNarrow } from '../../../test/render.tsx';
import { RetentionPage } from './retention-page.tsx';

const config = makeConfig(5);
const ON: RetentionSettings = { RetentionMonths: 60, MinMonths: 36 };
const OFF: RetentionSettings = { RetentionMonths: null, MinMonths: 36 };
/** A local time as the wire sends it (UTC), so that the shown dates do not depend on the test machine's zone. */
const at = (month: number, day: number) => new Date(2021, month - 1, day, 14, 5).toISOString();
const DUE: RetentionDue = {
  Total: 2,
  Held: 1,
  Cases: [
    {
      CaseUid: '0000000a-0000-4000-8000-000000000001',
      CaseId: 'eb-2021-0114',
      ClosedAt: at(3, 2),
      DueOn: '2026-03-02',
    },
    {
      CaseUid: '0000000a-0000-4000-8000-000000000002',
      CaseId: 'eb-2021-0120',
      ClosedAt: at(3, 9),
      DueOn: '2026-03-09',
    },
  ],
};

function renderRetention(routes: Record<string, FakeRoute> = {}) {
  const server = stubFetch({
    'GET /api/config': () => config,
    'GET /api/retention/settings': ON,
    'GET /api/retention/due': DUE,
    'PUT /api/retention/settings': null,
    ...routes,
  });
  const app = renderWithApp(
    <>
      <RetentionPage />
      <Link to="/incidents">Saker</Link>
    </>,
    { path: '/settings/retention', routePath: '/settings/retention', config, withOverlays: true },
  );
  return { ...app, server, user: userEvent.setup() };
}

const loaded = () => screen.findByRole('heading', { level: 2, name: 'Slettefrist' });
const scheduleSwitch = () =>
  screen.getByRole('switch', { name: 'Slett personopplysninger i avsluttede saker' }) as HTMLInputElement;
const monthsField = () =>
  screen.queryByRole('spinbutton', {
    name: /^Antall måneder etter at saken ble avsluttet/,
  }) as HTMLInputElement | null;
const dueSection = () => within(screen.getByRole('region', { name: 'Saker som slettes de neste 30 dagene' }));
const dueRows = () =>
  dueSection()
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
const putBodies = (server: ReturnType<typeof renderRetention>['server']) =>
  server.callsTo('PUT', '/api/retention/settings').map((call) => call.body);

beforeEach(() => setScreenNarrow(false));
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('the retention page', () => {
  it('shows the schedule with its months and the operator’s rule, the cases due, and the way to the log', async () => {
    renderRetention();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Sletting av personopplysninger' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbake til innstillinger' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(scheduleSwitch().checked).toBe(true);
    expect(scheduleSwitch().getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('Gjelder saker som er avsluttet og arkivert. Minst 36 måneder (operatørens regel).')
        .id,
    ).toBe(scheduleSwitch().getAttribute('aria-describedby'));
    expect(monthsField()?.value).toBe('60');

    expect(dueSection().getByText('2 saker slettes')).toBeTruthy();
    expect(dueSection().getByText('1 sak holdes tilbake')).toBeTruthy();
    expect(dueRows()).toEqual([
      ['EB-2021-0114', '02.03.2021', '02.03.2026'],
      ['EB-2021-0120', '09.03.2021', '09.03.2026'],
    ]);
    expect(dueSection().getByRole('link', { name: 'EB-2021-0114' }).getAttribute('href')).toBe(
      '/case/0000000a-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('link', { name: 'Slettelogg' }).getAttribute('href')).toBe(
      '/settings/retention/log',
    );
    await expectNoAxeViolations();
  });

  it('says when no case is due, and how many the list leaves out', async () => {
    renderRetention({ 'GET /api/retention/due': { Total: 0, Held: 0, Cases: [] } });
    await loaded();
    expect(dueRows()).toEqual([['Ingen saker slettes de neste 30 dagene.']]);
    expect(dueSection().getByText('0 saker slettes')).toBeTruthy();
    expect(dueSection().getByText('0 saker holdes tilbake')).toBeTruthy();
  });

  it('says that it shows only the first cases when there are more', async () => {
    renderRetention({ 'GET /api/retention/due': { ...DUE, Total: 1234, Held: 3 } });
    await loaded();
    expect(dueSection().getByText('1 234 saker slettes')).toBeTruthy();
    expect(dueSection().getByText('3 saker holdes tilbake')).toBeTruthy();
    expect(dueSection().getByText('Viser de 2 første.')).toBeTruthy();
  });

  it('keeps to three columns on a phone', async () => {
    setScreenNarrow(true);
    renderRetention();
    await loaded();
    expect(dueRows()[0]).toEqual(['EB-2021-0114', '02.03.2021', '02.03.2026']);
    await expectNoAxeViolations();
  });

  it('says so when the settings or the cases due cannot be read, and tries again', async () => {
    let fail = true;
    const { user } = renderRetention({
      'GET /api/retention/settings': () => (fail ? problemResponse(500, { title: 'Feil' }) : ON),
      'GET /api/retention/due': () => (fail ? problemResponse(500, { title: 'Feil' }) : DUE),
    });
    expect(await screen.findByText('Innstillingene for sletting kunne ikke hentes.')).toBeTruthy();
    expect(screen.getByText('Sakene som snart slettes, kunne ikke hentes.')).toBeTruthy();
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Prøv igjen' })) await user.click(retry);
    await loaded();
    await waitFor(() => expect(dueRows()).toHaveLength(2));
  });
});

describe('saving the schedule', () => {
  it('turns it on with the operator’s least months to start from, and saves them', async () => {
    const { user, server } = renderRetention({ 'GET /api/retention/settings': OFF });
    await loaded();
    expect(scheduleSwitch().checked).toBe(false);
    expect(monthsField()).toBeNull();

    await user.click(scheduleSwitch());
    expect(monthsField()?.value).toBe('36');
    await user.clear(monthsField() as HTMLInputElement);
    await user.type(monthsField() as HTMLInputElement, '48');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText('Innstillingen for sletting er lagret')).toBeTruthy();
    expect(putBodies(server)).toEqual([{ RetentionMonths: 48 }]);
    // Other months name other cases: both are read anew.
    await waitFor(() => expect(server.callsTo('GET', '/api/retention/due')).toHaveLength(2));
    expect(server.callsTo('GET', '/api/retention/settings')).toHaveLength(2);
  });

  it('turns it off, which saves no months', async () => {
    const { user, server } = renderRetention();
    await loaded();
    await user.click(scheduleSwitch());
    expect(monthsField()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Innstillingen for sletting er lagret')).toBeTruthy();
    expect(putBodies(server)).toEqual([{ RetentionMonths: null }]);
  });

  it.each([
    ['below the operator’s least', '35'],
    ['above the most', '1201'],
    ['a decimal', '40.5'],
    ['nothing', ''],
  ])('refuses months of %s with the message, and saves nothing', async (_case, typed) => {
    const { user, server } = renderRetention();
    await loaded();
    await user.clear(monthsField() as HTMLInputElement);
    if (typed) await user.type(monthsField() as HTMLInputElement, typed);
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Antall måneder må være et helt tall fra 36 til 1200')).toBeTruthy();
    expect(monthsField()?.getAttribute('aria-invalid')).toBe('true');
    expect(putBodies(server)).toEqual([]);
  });

  it('shows the server’s message on the months at the field', async () => {
    const { user } = renderRetention({
      'PUT /api/retention/settings': problemResponse(400, {
        title: 'Ugyldig forespørsel',
        errors: { RetentionMonths: ['Antall måneder må være et helt tall fra 48 til 1200'] },
      }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Antall måneder må være et helt tall fra 48 til 1200')).toBeTruthy();
    expect(monthsField()?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(monthsField());
    expect(screen.queryByText('Innstillingen for sletting er lagret')).toBeNull();
  });

  it('asks Forlate siden? with unsaved changes, and leaves without asking once saved', async () => {
    const { user, router } = renderRetention();
    await loaded();
    await user.type(monthsField() as HTMLInputElement, '0');
    await user.click(screen.getByRole('link', { name: 'Saker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forlate siden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await screen.findByText('Innstillingen for sletting er lagret');
    await user.click(screen.getByRole('link', { name: 'Saker' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents'));
  });
});
