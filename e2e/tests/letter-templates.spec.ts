import { expect, type Locator, type Page } from '@playwright/test';
import {
  DESKTOP,
  expectNoPageScrollSideways,
  expectTitle,
  navigateTo,
  PHONE,
} from '../fixtures/accessibility.ts';
import { CHANGES_DEMO_DATA, closeMessage, expectNoAxeViolations, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

/**
 * The company's letter templates ('Brevmaler', issue 46): Anne, the bank's administrator, keeps them in the
 * settings; the editor writes headings, bold text and merge fields, and nothing the PDF could not show.
 */

const DEMO_TEMPLATES = ['Anmodning om utsatt frist', 'Bekreftelse på forlik', 'Tilsvar til klage'];

const templateList = (page: Page) => page.getByRole('table', { name: 'Maler' });
const templateRow = (page: Page, name: string) =>
  templateList(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Tekst', exact: true });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatering' });

async function openTemplates(page: Page) {
  await navigateTo(page, 'Innstillinger for foretak');
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  await page.getByRole('link', { name: 'Brevmaler', exact: true }).click();
  await expect(page).toHaveURL('/settings/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Brevmaler' })).toBeVisible();
  await expectTitle(page, 'Brevmaler');
}

async function insertField(page: Page, label: string) {
  await toolbar(page).getByRole('button', { name: 'Sett inn flettefelt' }).click();
  await page
    .getByRole('menu', { name: 'Sett inn flettefelt' })
    .getByRole('menuitem', { name: label })
    .click();
}

const toggle = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });

test('Anne makes a template with a heading, bold text and two merge fields, changes it and deletes it', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  await signInAs(page, 'anne');
  await openTemplates(page);
  await expect(templateList(page).getByRole('row')).toHaveCount(DEMO_TEMPLATES.length + 1);
  for (const name of DEMO_TEMPLATES) await expect(templateRow(page, name)).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Ny mal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ny mal' })).toBeVisible();
  await expectTitle(page, 'Ny mal');
  await page.getByRole('textbox', { name: 'Navn' }).fill('Svar på purring');
  await page.getByRole('textbox', { name: 'Emne' }).fill('Purring');

  await editor(page).click();
  await toggle(toolbar(page), 'Overskrift').click();
  await expect(toggle(toolbar(page), 'Overskrift')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Svar på purring');
  await page.keyboard.press('Enter');
  await expect(toggle(toolbar(page), 'Overskrift')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('Vi viser til purringen fra ');
  await insertField(page, 'Klagers navn {Klager.Navn}');
  await page.keyboard.type(' i sak ');
  await insertField(page, 'Saksnummer {Sak.Nummer}');
  await page.keyboard.type('. ');
  await toggle(toolbar(page), 'Fet').click();
  await expect(toggle(toolbar(page), 'Fet')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Tilsvaret kommer innen fristen.');
  await toggle(toolbar(page), 'Fet').click();

  await expect(editor(page).getByRole('heading', { level: 2 })).toHaveText('Svar på purring');
  await expect(editor(page).locator('strong')).toHaveText('Tilsvaret kommer innen fristen.');
  await expect(editor(page).locator('[data-merge-field]')).toHaveText(['{Klager.Navn}', '{Sak.Nummer}']);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page).toHaveURL('/settings/templates');
  await closeMessage(page, 'Malen er lagret');
  await expect(templateRow(page, 'Svar på purring')).toContainText('Purring');

  // Changed: a new name; the text comes back as it was saved.
  await templateRow(page, 'Svar på purring').getByRole('link', { name: 'Endre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Endre mal' })).toBeVisible();
  await expect(editor(page).locator('[data-merge-field]')).toHaveText(['{Klager.Navn}', '{Sak.Nummer}']);
  await expect(editor(page).locator('strong')).toHaveText('Tilsvaret kommer innen fristen.');
  await page.getByRole('textbox', { name: 'Navn' }).fill('Tilsvar til klage');
  await page.getByRole('button', { name: 'Lagre' }).click();
  // A name the company has already stays with the form, on the name.
  await expect(page.getByText('Foretaket har allerede en mal med dette navnet')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Navn' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Navn' }).fill('Svar på purring fra kunden');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page).toHaveURL('/settings/templates');
  await closeMessage(page, 'Malen er lagret');
  await expect(templateRow(page, 'Svar på purring fra kunden')).toHaveCount(1);
  await expect(templateRow(page, 'Svar på purring')).toHaveCount(0);

  await templateRow(page, 'Svar på purring fra kunden').getByRole('button', { name: 'Slett' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Slett mal' });
  await expect(confirmDelete).toContainText(
    'Er du sikker på at du vil slette malen «Svar på purring fra kunden»?',
  );
  await expectNoAxeViolations(page);
  await confirmDelete.getByRole('button', { name: 'Slett' }).click();
  await closeMessage(page, 'Malen er slettet');
  await expect(templateRow(page, 'Svar på purring fra kunden')).toHaveCount(0);
  await expect(templateList(page).getByRole('row')).toHaveCount(DEMO_TEMPLATES.length + 1);
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`the templates and a template’s form pass axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'anne');
    await openTemplates(page);
    // On a phone the subject and time stand under the name, in its cell.
    const tilsvar = templateList(page).getByRole('row').filter({ hasText: 'Tilsvar til klage' });
    await expect(tilsvar).toHaveCount(1);
    await expectNoAxeViolations(page);
    await expectNoPageScrollSideways(page);

    await tilsvar.getByRole('link', { name: 'Endre' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Endre mal' })).toBeVisible();
    await expect(editor(page).locator('[data-merge-field]').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoPageScrollSideways(page);

    await editor(page).click();
    await toolbar(page).getByRole('button', { name: 'Sett inn flettefelt' }).click();
    await expect(page.getByRole('menu', { name: 'Sett inn flettefelt' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await toggle(toolbar(page), 'Lenke').click();
    await expect(page.getByRole('dialog', { name: 'Lenke' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the templates are the administrator’s: a clerk is sent to the cases', async ({ page }) => {
  await signInAs(page, 'siri');
  await page.goto('/settings/templates');
  await expect(page).toHaveURL('/incidents');
});
