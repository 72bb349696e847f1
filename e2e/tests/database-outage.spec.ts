import path from 'node:path';
import type { IdpSim } from '@foretaksportalen/idp-sim/create-idp-sim';
import { expect, type Page } from '@playwright/test';
import {
  type PortalProcess,
  startIdpSimFor,
  startPortalProcess,
} from '../../apps/server/test/helpers/portal-process.ts';
import { TEST_BLOB_DIR } from '../../apps/server/test/helpers/test-config.ts';
import { type OwnPostgres, ownPostgresSkip, startOwnPostgres } from '../../scripts/lib/own-postgres.ts';
import { PHONE } from '../fixtures/accessibility.ts';
import { expectNoAxeViolations, loginAs, mainNavigation, test } from '../fixtures/portal.ts';
import { E2E_OUTAGE_PORTAL_PORT } from '../ports.ts';

/**
 * The database stopped under a logged-in clerk (issue 10, reliability): the page area shows the outage view, with
 * the header kept after a navigation and the anonymous frame after a reload, a failed save keeps what was typed,
 * and when the database is back the page returns with its data by itself. On a portal process of its own (the port
 * after the eID simulator of the shared end-to-end portal) on a PostgreSQL server of its own, which it stops.
 */
const PORTAL_PORT = E2E_OUTAGE_PORTAL_PORT;
const PORTAL_URL = `http://127.0.0.1:${PORTAL_PORT}`;
const ROOT = path.resolve(import.meta.dirname, '../..');

const OUTAGE_HEADING = 'Tjenesten er midlertidig utilgjengelig';
const UNAVAILABLE = 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.';

// One worker runs the tests of this file, after one start of what they share (beforeAll).
test.describe.configure({ mode: 'default' });
test.use({ baseURL: PORTAL_URL });
test.skip(ownPostgresSkip !== undefined, ownPostgresSkip);

let database: OwnPostgres | undefined;
let idpSim: IdpSim | undefined;
let portal: PortalProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await startOwnPostgres();
  database.createDatabase('portal');
  idpSim = await startIdpSimFor([PORTAL_PORT]);
  portal = await startPortalProcess(
    {
      DATABASE_URL: database.url('portal'),
      OIDC_ISSUER: idpSim.issuer,
      // The demo cases' PDFs, rendered once per machine (the server tests' folder): the portal starts in seconds.
      BLOB_DIR: TEST_BLOB_DIR,
      WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist'),
    },
    PORTAL_PORT,
  );
});

test.afterAll(async () => {
  await portal?.kill('SIGTERM');
  await idpSim?.close();
  database?.remove();
});

const outageHeading = (page: Page) => page.getByRole('heading', { level: 1, name: OUTAGE_HEADING });
const queueTab = (page: Page) => page.getByRole('tab', { name: /^Jobbkø/ });

/** The view, its focus, its Norwegian page title, the failed call's message gone in its favour, and axe. */
async function expectOutageView(page: Page) {
  await expect(outageHeading(page)).toBeVisible();
  await expect(outageHeading(page)).toBeFocused();
  await expect(page.getByText(/Siden prøver igjen av seg selv/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  await expect(page).toHaveTitle(`${OUTAGE_HEADING} – Foretaksportalen`);
  await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toHaveCount(0);
  await expectNoAxeViolations(page);
}

test('Kari through a database outage: the outage view, a save that keeps its text, and the page back by itself', async ({
  page,
}) => {
  await loginAs(page, 'kari');
  await expect(page).toHaveURL('/incidents');
  const queue = (await queueTab(page).textContent()) ?? '';
  expect(queue).toMatch(/^Jobbkø \(\d+\)$/);

  await page.goto('/profile');
  const lastName = page.getByRole('textbox', { name: 'Etternavn' });
  await expect(lastName).toHaveValue('Nordmann');
  await lastName.fill('Nordmann-Hansen');

  database?.stop('fast');

  // A save while the database is down: the message says why, the form keeps what was typed.
  await page.getByRole('button', { name: 'Lagre' }).click();
  // The live region itself has no size (the snackbar inside is fixed to the bottom); its text is what shows.
  await expect(page.getByRole('alert').getByText(UNAVAILABLE)).toBeVisible();
  await expect(lastName).toHaveValue('Nordmann-Hansen');
  await expect(outageHeading(page)).toHaveCount(0);

  // A page whose data cannot load: the outage view in its place, under the same header, at the page's address.
  await mainNavigation(page).getByRole('link', { name: 'Hjelp' }).click();
  await page.getByRole('dialog', { name: 'Forlate siden?' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/faq');
  await expectOutageView(page);
  await expect(mainNavigation(page).getByRole('link', { name: 'Saker' })).toBeVisible();

  // A reload on the phone: without the configuration, the same view in the anonymous pages' frame.
  await mainNavigation(page).getByRole('link', { name: 'Saker' }).click();
  await expect(page).toHaveURL('/incidents');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expectOutageView(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Foretaksportalen' })).toBeVisible();

  database?.start();

  // Nobody touches anything: the page comes back with the same lists.
  await expect(queueTab(page)).toHaveText(queue, { timeout: 20_000 });
  await expect(page).toHaveURL('/incidents');
  await expect(outageHeading(page)).toHaveCount(0);
  await expect(page.getByRole('status').getByText('Tjenesten er tilgjengelig igjen.')).toBeVisible();
  await expect(page).toHaveTitle('Saker – Foretaksportalen');
});
