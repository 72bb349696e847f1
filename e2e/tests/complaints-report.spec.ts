import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  DESKTOP,
  expectNoPageScrollSideways,
  expectTitle,
  navigateTo,
  PHONE,
} from '../fixtures/accessibility.ts';
import { expectNoAxeViolations, mainNavigation, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

// The complaints report (issue 49) over the demo set: Siri (Superbruker) follows a number to the case list, which
// shows as many cases as the number says, and exports the workbook.

const tabCount = async (page: Page, name: RegExp) =>
  Number(/\((\d+)\)/.exec((await page.getByRole('tab', { name }).textContent()) ?? '')?.[1] ?? Number.NaN);

async function openReport(page: Page) {
  await signInAs(page, 'siri');
  await expect(page).toHaveURL('/incidents');
  await navigateTo(page, 'Klagerapport');
  await expect(page).toHaveURL('/complaints-report');
  await expectTitle(page, 'Klagerapport');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Klagerapport');
  await expect(page.getByRole('table', { name: 'Oversikt' })).toBeVisible();
}

/** The period with the demo set's decisions: the demo cases closed over the last year. */
async function chooseLastYearAndThisYear(page: Page) {
  const year = new Date().getFullYear();
  await page.goto(`/complaints-report?from=${year - 1}-01-01&to=${year}-12-31`);
  await expect(page.getByRole('table', { name: 'Oversikt' })).toBeVisible();
}

test('Siri opens Klagerapport from the menu, follows a number to the case list and sees as many cases', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await openReport(page);
  await expect(page.getByRole('combobox', { name: 'Periode' })).toHaveText('Dette halvåret');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/complaints-report-1280.png', fullPage: true });

  await chooseLastYearAndThisYear(page);
  for (const measure of ['Vedtak', 'Avsluttet']) {
    const overview = page.getByRole('table', { name: 'Oversikt' });
    const link = overview.getByRole('link', { name: new RegExp(`saker: ${measure}, alle saker`) });
    await expect(link).toBeVisible();
    const count = Number((await link.textContent())?.replace(/\s/g, ''));
    expect(count).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/incidents\?report=/);
    await expect(
      page.getByText(new RegExp(`^Fra Klagerapport: ${measure}, .*\\(${count} saker\\)`)),
    ).toBeVisible();
    const shown = (await tabCount(page, /^Jobbkø/)) + (await tabCount(page, /^Ufordelte saker/));
    expect(shown).toBe(count);
    await expectNoAxeViolations(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/complaints-report/);
  }

  // A number of one product leads to that product's cases.
  const byProduct = page.getByRole('table', { name: 'Etter produkt' });
  const productLink = byProduct.getByRole('link', { name: /saker: Mottatt, / }).first();
  const productCount = Number((await productLink.textContent())?.replace(/\s/g, ''));
  await productLink.click();
  await expect(
    page.getByText(new RegExp(`^Fra Klagerapport: Mottatt, .*\\(${productCount} saker\\)`)),
  ).toBeVisible();
  expect((await tabCount(page, /^Jobbkø/)) + (await tabCount(page, /^Ufordelte saker/))).toBe(productCount);
  await page.getByRole('button', { name: 'Fjern filteret' }).click();
  await expect(page.getByText(/^Fra Klagerapport/)).toHaveCount(0);
});

test('Siri exports the report as one workbook with a sheet per table', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openReport(page);
  await chooseLastYearAndThisYear(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Eksporter til Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^klagerapport-\d{4}-01-01-\d{4}-12-31\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
    'Periode',
    'Oversikt',
    'Etter produkt',
    'Etter årsak',
  ]);
  const overview = (workbook.getWorksheet('Oversikt')?.getSheetValues() ?? []).slice(1) as unknown[][];
  expect(overview[0]?.slice(1, 3)).toEqual(['Saker', 'Mottatt']);
  expect(overview[1]?.[1]).toBe('Alle saker');
  const shownReceived = await page
    .getByRole('table', { name: 'Oversikt' })
    .getByRole('row', { name: /^Mottatt/ })
    .getByRole('cell')
    .textContent();
  expect(overview[1]?.[2]).toBe(Number(shownReceived?.replace(/\s/g, '')));
});

test('the report is readable and axe-clean on a phone, its tables scrolling in their own boxes', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'siri');
  await navigateTo(page, 'Klagerapport');
  await expect(page.getByRole('table', { name: 'Etter produkt' })).toBeVisible();
  await expectNoPageScrollSideways(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/complaints-report-375.png', fullPage: true });
});

test('Kari (Saksbehandler) has no Klagerapport in the menu and is sent to her cases from its address', async ({
  page,
}) => {
  await signInAs(page, 'kari');
  await expect(page).toHaveURL('/incidents');
  await expect(mainNavigation(page).getByRole('link', { name: 'Klagerapport' })).toHaveCount(0);
  await page.goto('/complaints-report');
  await expect(page).toHaveURL('/incidents');
  expect((await page.request.get('/api/complaints-report?from=2026-01-01&to=2026-06-30')).status()).toBe(403);
});
