import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import { EID } from '@foretaksportalen/shared/eid';
import { expect } from '@playwright/test';
import { CHANGES_DEMO_DATA, expectNoAxeViolations, test } from '../fixtures/portal.ts';

// The complaints body creates a company and a user, which the reset takes away again.

const COMPANY = {
  Name: 'Nordlys Kraft AS',
  OrgNum: '912345670',
  CasePrefix: 'NK',
  EmailAddress: 'post@nordlyskraft.no',
};
const ADMINISTRATOR = { FirstName: 'Astrid', LastName: 'Admin', Email: 'astrid.admin@nordlyskraft.no' };
/** A valid Norwegian national id of nobody in the demo set (synthetic: month + 80). */
const NATIONAL_ID = '20918912356';

test('a company and its first administrator from the provider API; the administrator logs in with the letter', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  // The complaints body's system has a key (made through the test hooks, as the admin command would).
  const created = await page.request.post('/api/test/api-keys', {
    data: { name: 'Klagenemndas saksbehandlingssystem', scopes: ['companies'] },
  });
  expect(created.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await created.json()).key}` };

  const company = await page.request.post(`${PROVIDER_API_PREFIX}/companies`, { headers, data: COMPANY });
  expect(company.status()).toBe(201);
  const issued = await page.request.post(`${PROVIDER_API_PREFIX}/companies/${COMPANY.OrgNum}/access-keys`, {
    headers,
    data: ADMINISTRATOR,
  });
  expect(issued.status()).toBe(201);
  const letter: { Url: string; Code: string; Pin: string } = await issued.json();

  // The administrator follows the letter.
  await page.goto(new URL(letter.Url).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opprettelse av ny bruker');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Kode, del 1 av 4' }).click();
  await page.keyboard.type(letter.Code.replace(/\s/g, ''));
  await page.keyboard.type(letter.Pin);
  await page.getByRole('button', { name: 'Fortsett' }).click();

  await page.getByRole('link', { name: EID.nbid.name, exact: true }).click();
  await page.getByLabel(EID.nbid.nationalIdLabel, { exact: true }).fill(NATIONAL_ID);
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();

  await expect(page).toHaveURL('/access/consent');
  await page.getByRole('button', { name: 'Ja, jeg samtykker' }).click();
  await expect(page).toHaveURL('/access/welcome');
  await expect(page.getByRole('heading', { level: 2, name: 'Astrid Admin' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-post' })).toHaveValue(ADMINISTRATOR.Email);
  await page.getByRole('button', { name: 'Lagre' }).click();

  await expect(page).toHaveURL('/incidents');
  await expect(page.getByRole('banner')).toContainText('Astrid Admin');
  await expect(page.getByRole('banner')).toContainText(COMPANY.Name);
  await expectNoAxeViolations(page);

  // As the company's Administrator she sees the settings the complaints body gave it.
  await page.goto('/settings');
  await expect(page.getByRole('textbox', { name: 'Organisasjonsnummer' })).toHaveValue(COMPANY.OrgNum);
});
