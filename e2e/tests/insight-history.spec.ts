import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, navigateTo, PHONE } from '../fixtures/accessibility.ts';
import { demoCase } from '../fixtures/demo-cases.ts';
import { CHANGES_DEMO_DATA, closeMessage, expectNoAxeViolations, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

/**
 * Issue 24: a case's history ('Historikk' on the case overview) and the company's audit log ('Logg' in the
 * settings). Each view is also looked at on a phone; the accessibility spec checks both at 1280 and 375 px.
 */

const historyRows = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const logRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const userRow = (page: Page, list: string, name: string): Locator =>
  page.getByRole('region', { name: list, exact: true }).getByRole('row').filter({ hasText: name });

test(
  'Anne changes a case’s clerk, and its Historikk tab says who did it, from whom to whom',
  {
    tag: CHANGES_DEMO_DATA,
  },
  async ({ page }, testInfo) => {
    const spec = demoCase('siriLongRefAndNote');
    await signInAs(page, 'anne');
    await expect(page).toHaveURL('/incidents');
    await page
      .getByRole('textbox', { name: 'Navn klager', exact: true })
      .fill(spec.complainer?.lastName ?? '');
    const row = page.getByRole('row').filter({ hasText: spec.caseNumber });
    // Before: the case's history from its registration by Siri, its oldest entry.
    await row.getByRole('link', { name: spec.caseNumber }).click();
    await page.getByRole('tab', { name: 'Historikk' }).click();
    await expect(historyRows(page).last().getByRole('cell')).toHaveText([
      /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/,
      'Siri Superbruker',
      'Sak opprettet',
    ]);
    await page.screenshot({ path: testInfo.outputPath('history-before-1280.png') });
    await page.goBack();
    await row.getByRole('button', { name: 'Saksbehandler: Siri Superbruker' }).click();
    await page.getByRole('menuitem', { name: 'Kari Nordmann' }).click();
    await expect(row.getByRole('button', { name: 'Saksbehandler: Kari Nordmann' })).toBeVisible();

    await row.getByRole('link', { name: spec.caseNumber }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${spec.caseNumber}`);
    await page.getByRole('tab', { name: 'Historikk' }).click();
    await expect(page.getByRole('table', { name: 'Historikk' })).toBeVisible();
    const newest = historyRows(page).first();
    await expect(newest.getByRole('cell')).toHaveText([
      /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/,
      'Anne Admin',
      'Saksbehandler endret fra Siri Superbruker til Kari Nordmann',
    ]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('history-1280.png'), fullPage: true });

    await page.setViewportSize(PHONE);
    await expect(newest).toContainText('Saksbehandler endret fra Siri Superbruker til Kari Nordmann');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('history-375.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
  },
);

test(
  'Ivar (Brukeradministrator) opens Logg from the settings and filters it by the person who did it',
  {
    tag: CHANGES_DEMO_DATA,
  },
  async ({ page }, testInfo) => {
    // Anne deactivates and activates Nina; then Ivar activates Dag.
    await signInAs(page, 'anne');
    await navigateTo(page, 'Innstillinger for foretak');
    await userRow(page, 'Brukere', 'Nina Ny').getByRole('button', { name: 'Deaktiver bruker' }).click();
    await page.getByRole('dialog', { name: 'Deaktivere bruker' }).getByRole('button', { name: 'Ja' }).click();
    await userRow(page, 'Inaktive brukere', 'Nina Ny')
      .getByRole('button', { name: 'Aktiver bruker' })
      .click();
    await expect(userRow(page, 'Brukere', 'Nina Ny')).toBeVisible();

    await signInAs(page, 'ivar');
    await expect(page).toHaveURL('/settings');
    await userRow(page, 'Inaktive brukere', 'Dag Deaktivert')
      .getByRole('button', { name: 'Aktiver bruker' })
      .click();
    await expect(userRow(page, 'Brukere', 'Dag Deaktivert')).toBeVisible();

    await closeMessage(page, 'Saksbehandler aktivert');
    await page.screenshot({ path: testInfo.outputPath('settings-1280.png') });
    await page.getByRole('link', { name: 'Logg', exact: true }).click();
    await expect(page).toHaveURL('/settings/log');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logg');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('3 hendelser');
    await expect(logRows(page).first().getByRole('cell')).toHaveText([
      /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/,
      'Ivar Brukeradmin',
      'Bruker aktivertDag Deaktivert',
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('combobox', { name: 'Utført av' }).click();
    await page.getByRole('option', { name: 'Anne Admin' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('2 hendelser');
    await expect(logRows(page)).toHaveText(
      ['Bruker aktivertNina Ny', 'Bruker deaktivertNina Ny'].map((what) => new RegExp(`Anne Admin${what}$`)),
    );
    await expect(page).toHaveURL(/\/settings\/log\?person=[0-9a-f-]{36}$/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('log-1280.png'), fullPage: true });

    await page.getByRole('combobox', { name: 'Utført av' }).click();
    await page.getByRole('option', { name: 'Ivar Brukeradmin' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('1 hendelse');

    await page.setViewportSize(PHONE);
    await expect(logRows(page)).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('log-375.png'), fullPage: true });
    await page.getByRole('combobox', { name: 'Hendelse' }).click();
    await page.getByRole('option', { name: 'Rolle endret' }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page.getByText('Ingen hendelser i utvalget.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('log-empty-375.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
  },
);
