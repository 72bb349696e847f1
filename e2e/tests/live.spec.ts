import { EVENT_PART, FILES_PART } from '@foretaksportalen/shared/contract/provider/case';
import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { expect, type Page } from '@playwright/test';
import { PDF_FILE } from '../fixtures/new-case-wizard.ts';
import { CHANGES_DEMO_DATA, expectNoAxeViolations, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

/**
 * Issue 47, live updates: two clerks in two browsers see each other's work and the complaints body's without a
 * reload. A new case from the provider API appears in Siri's Ufordelte saker marked "Ny"; Siri gives it to Kari,
 * and it appears in Kari's Jobbkø, marked and announced; a letter from the complaints body is announced to Kari and
 * counted unread; Siri's note on the case shows on Kari's case page; Kari's note mentioning Siri shows in Siri's
 * header at once (the mentions are otherwise read once a minute); Kari sees Siri come to the case, write a note and
 * leave, and each sees the other's note come in. One stream per browser, however many tabs.
 */

const CASE_ID = 'KN-2026-9101';
const COMPLAINER_LAST_NAME = 'Levende';
const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, caseNumber: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: caseNumber }) });
const complainerFilter = (page: Page) => page.getByRole('textbox', { name: 'Navn klager', exact: true });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const notesOf = (page: Page) => page.getByRole('tabpanel').getByRole('article');

/** The complaints body's system, with a key made through the test hooks as the admin command would. */
async function providerApi(page: Page) {
  const created = await page.request.post('/api/test/api-keys', {
    data: { name: 'Klagenemndas saksbehandlingssystem', scopes: ['cases'] },
  });
  expect(created.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await created.json()).key}` };
  const caseUrl = `${PROVIDER_API_PREFIX}/companies/${DEMO_COMPANIES.bank.orgNum}/cases/E2E-LIVE-1`;
  return {
    async createCase() {
      const answer = await page.request.put(caseUrl, {
        headers,
        data: {
          CaseId: CASE_ID,
          Status: 'Under behandling',
          StatusCode: 'UNDER_BEHANDLING',
          Complainer: { FirstName: 'Liv', LastName: COMPLAINER_LAST_NAME },
        },
      });
      expect(answer.status()).toBe(201);
    },
    async sendLetter() {
      const form = new FormData();
      form.append(EVENT_PART, JSON.stringify({ Description: 'Brev fra nemnda' }));
      form.append(
        FILES_PART,
        new Blob([new Uint8Array(PDF_FILE.buffer)], { type: 'application/pdf' }),
        'Brev.pdf',
      );
      const answer = await page.request.put(`${caseUrl}/events/BREV-1`, { headers, multipart: form });
      expect(answer.status()).toBe(201);
    },
  };
}

/** Counts the pages' loads from here on: a live update never reloads. */
function countLoads(pages: Page[]) {
  let loads = 0;
  for (const page of pages) page.on('load', () => loads++);
  return () => loads;
}

test('two clerks see a new case, an assignment, a letter, an edit and a mention without reloading', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page: siri, browser }) => {
  const kariContext = await browser.newContext();
  const kari = await kariContext.newPage();
  await signInAs(siri, 'siri');
  await expect(table(siri)).toBeVisible();
  await signInAs(kari, 'kari');
  await expect(table(kari)).toBeVisible();
  // Both look for the case before it exists: what they typed stays as the lists change under it.
  await tab(siri, /^Ufordelte saker/).click();
  await complainerFilter(siri).fill(COMPLAINER_LAST_NAME);
  await complainerFilter(kari).fill(COMPLAINER_LAST_NAME);
  await expect(rowOf(siri, CASE_ID)).toHaveCount(0);
  const loads = countLoads([siri, kari]);

  const provider = await providerApi(siri);
  await provider.createCase();
  await expect(rowOf(siri, CASE_ID)).toContainText('Ny');
  await expect(complainerFilter(siri)).toHaveValue(COMPLAINER_LAST_NAME);
  await expectNoAxeViolations(siri);

  await rowOf(siri, CASE_ID)
    .getByRole('button', { name: /^Saksbehandler/ })
    .click();
  await siri.getByRole('menuitem', { name: 'Kari Nordmann' }).click();
  await expect(rowOf(siri, CASE_ID)).toHaveCount(0);
  await expect(rowOf(kari, CASE_ID)).toContainText('Ny');
  await expect(kari.getByText(`Ny sak i Jobbkø: ${CASE_ID}`)).toBeAttached();
  await expect(tab(kari, /^Jobbkø/)).toHaveText('Jobbkø (1)');
  await expectNoAxeViolations(kari);

  await provider.sendLetter();
  await expect(kari.getByText(`1 nytt brev i sak ${CASE_ID}`)).toBeAttached();
  await expect(rowOf(kari, CASE_ID).getByRole('button', { name: '1 ulest brev' })).toBeVisible();

  // Kari opens the case; Siri, in her Jobbkø, writes a note on it.
  await rowOf(kari, CASE_ID).getByRole('link', { name: CASE_ID }).click();
  await expect(kari.getByRole('heading', { level: 1 })).toHaveText(`Sak ${CASE_ID}`);
  await expect(kari.getByRole('tab', { name: /^Hendelser/ })).toBeVisible();
  await expect(kari.getByText('Brev fra nemnda')).toBeVisible();
  await tab(siri, /^Jobbkø/).click();
  const siriRow = rowOf(siri, CASE_ID);
  await siriRow.getByRole('button', { name: /^Notat/ }).click();
  await siriRow.getByRole('textbox', { name: 'Notat' }).fill('Ring kunden');
  await siriRow.getByRole('textbox', { name: 'Notat' }).press('Enter');
  await expect(siriRow.getByRole('button', { name: 'Notat: Ring kunden' })).toBeVisible();
  await expect(kari.getByRole('region', { name: 'Foretakets saksdetaljer' })).toContainText('Ring kunden');

  // Kari mentions Siri in an internal note: Siri's header shows it within seconds, not at the next minute's poll.
  await kari.getByRole('tab', { name: /^Interne notater/ }).click();
  await kari.getByRole('combobox', { name: 'Nytt notat' }).click();
  await kari.keyboard.type('Se på dette, ');
  await kari.keyboard.type('@sup');
  await kari.keyboard.press('Enter');
  await kari.getByRole('button', { name: 'Legg til notat' }).click();
  await expect(siri.getByRole('banner').getByRole('button', { name: /^Nevnt i 1 sak/ })).toBeVisible({
    timeout: 10_000,
  });

  // Presence: Kari sees Siri come to the case, write a note, and leave.
  await siriRow.getByRole('link', { name: CASE_ID }).click();
  await expect(siri.getByRole('heading', { level: 1 })).toHaveText(`Sak ${CASE_ID}`);
  await expect(kari.getByText('Siri Superbruker ser på saken')).toBeVisible();
  await siri.getByRole('tab', { name: /^Interne notater/ }).click();
  await siri.getByRole('combobox', { name: 'Nytt notat' }).click();
  await expect(kari.getByText('Siri Superbruker skriver notat')).toBeVisible();
  await expectNoAxeViolations(kari);
  // Each sees the other's note come in: Siri's answer on Kari's tab, Kari's next note on Siri's.
  await siri.keyboard.type('Jeg ringer kunden i dag.');
  await siri.getByRole('button', { name: 'Legg til notat' }).click();
  await expect(notesOf(kari).filter({ hasText: 'Jeg ringer kunden i dag.' })).toHaveCount(1);
  await kari.getByRole('combobox', { name: 'Nytt notat' }).click();
  await kari.keyboard.type('Takk, si fra hvordan det gikk.');
  await kari.getByRole('button', { name: 'Legg til notat' }).click();
  await expect(notesOf(siri).filter({ hasText: 'Takk, si fra hvordan det gikk.' })).toHaveCount(1);
  await siri.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Saker' }).click();
  await expect(kari.getByText(/^Siri Superbruker (ser på saken|skriver)/)).toHaveCount(0);

  expect(loads()).toBe(0);
  await kariContext.close();
});

test('the tabs of a browser share one stream, and another tab takes it over when the first closes', async ({
  page,
}) => {
  const opened: Page[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/live') opened.push(request.frame().page());
  });
  await signInAs(page, 'siri');
  await expect(table(page)).toBeVisible();
  // Tabs opened from the portal, sharing its stored login as a user's new tabs would.
  for (let tabs = 0; tabs < 2; tabs++) {
    const [other] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate(() => window.open('/incidents')),
    ]);
    await expect(table(other)).toBeVisible();
  }
  await expect.poll(() => opened.length).toBe(1);

  // The tab that reads the stream is whichever started its live updates first (they load after the page shows).
  const leader = opened[0];
  await leader?.close();
  await expect.poll(() => opened.length).toBe(2);
  expect(opened[1]).not.toBe(leader);
});
