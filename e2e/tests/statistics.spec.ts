import { isDueWithinQuickViewDays, isOverdue } from '@foretaksportalen/shared/due-text';
import { workingDaysToDue } from '@foretaksportalen/shared/working-days';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DESKTOP, expectTitle, navigateTo } from '../fixtures/accessibility.ts';
import { findDemoCases, osloToday } from '../fixtures/demo-cases.ts';
import { expectNoAxeViolations, mainNavigation, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

// The statistics page (issue 24) over the demo set, whose figures of today the specs derive from the demo cases.

const NAMES: Record<string, string> = {
  kari: 'Kari Nordmann',
  siri: 'Siri Superbruker',
  ola: 'Ola Ekstern',
  anne: 'Anne Admin',
};

/** The bank's open demo cases with their working days to the deadline today. */
function openBankCases() {
  const today = osloToday();
  return findDemoCases({ company: 'bank', closed: false }).map((spec) => ({
    clerk: spec.clerk,
    daysToDue: spec.dueDate === null ? null : workingDaysToDue(spec.dueDate, today),
  }));
}

const overdueCount = () =>
  openBankCases().filter((spec) => spec.daysToDue !== null && isOverdue(spec.daysToDue)).length;
const dueSoonCount = () =>
  openBankCases().filter((spec) => spec.daysToDue !== null && isDueWithinQuickViewDays(spec.daysToDue))
    .length;

/** 'Åpne saker per saksbehandler' as its table reads: most open cases first, the undistributed last. */
function clerkRows() {
  const byClerk = new Map<string | null, { open: number; overdue: number }>();
  for (const spec of openBankCases()) {
    const row = byClerk.get(spec.clerk) ?? { open: 0, overdue: 0 };
    row.open += 1;
    if (spec.daysToDue !== null && isOverdue(spec.daysToDue)) row.overdue += 1;
    byClerk.set(spec.clerk, row);
  }
  const named = [...byClerk.entries()]
    .filter(([clerk]) => clerk !== null)
    .map(([clerk, row]) => ({ name: NAMES[clerk as string] ?? '', ...row }))
    .sort((a, b) => b.open - a.open || a.name.localeCompare(b.name, 'nb'));
  const undistributed = byClerk.get(null);
  return [...named, ...(undistributed ? [{ name: 'Ufordelte', ...undistributed }] : [])].map((row) => [
    row.name,
    String(row.open),
    String(row.overdue),
  ]);
}

const card = (page: Page, name: string) => page.getByRole('region', { name });
const figures = (scope: Locator) => scope.locator('p.MuiTypography-h3');
const rowsOf = async (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );

async function openStatistics(page: Page) {
  await signInAs(page, 'siri');
  await expect(page).toHaveURL('/incidents');
  await navigateTo(page, 'Statistikk');
  await expect(page).toHaveURL('/statistics');
  await expectTitle(page, 'Statistikk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistikk');
  await expect(card(page, 'Forfall nå')).toBeVisible();
}

test('Siri opens Statistikk from the menu, changes the period, reads a table and exports every figure', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await openStatistics(page);
  const due = card(page, 'Forfall nå');
  await expect(figures(due)).toHaveText([String(overdueCount()), String(dueSoonCount())]);

  const asked = page.waitForRequest((request) => request.url().includes('/api/statistics?'));
  await page.getByRole('combobox', { name: 'Periode' }).click();
  await page.getByRole('option', { name: 'Siste 12 måneder' }).click();
  expect(new URL((await asked).url()).searchParams.get('to')).toBe(osloToday());
  await expect(page).toHaveURL('/statistics?period=last12Months');
  await expect(page.getByRole('combobox', { name: 'Periode' })).toHaveText('Siste 12 måneder');

  const clerks = card(page, 'Åpne saker per saksbehandler');
  await clerks.getByRole('button', { name: 'Vis som tabell' }).click();
  await expect(clerks.getByRole('button', { name: 'Vis som tabell' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const table = clerks.getByRole('table', { name: 'Åpne saker per saksbehandler' });
  expect(await rowsOf(table)).toEqual([['Saksbehandler', 'Åpne saker', 'Forfalt'], ...clerkRows()]);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Eksporter til Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statistikk-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const values = (name: string) =>
    (workbook.getWorksheet(name)?.getSheetValues() ?? []).slice(1).map((row) => (row as unknown[]).slice(1));
  expect(values('Per saksbehandler')).toEqual([
    ['Saksbehandler', 'Åpne saker', 'Forfalt'],
    ...clerkRows().map(([name, open, overdue]) => [name, Number(open), Number(overdue)]),
  ]);
  expect(values('Forfall nå')).toEqual([
    ['Forfall', 'Åpne saker'],
    ['Forfalt', overdueCount()],
    ['Forfaller innen 5 virkedager', dueSoonCount()],
  ]);
  const period = values('Periode');
  expect(period[2]?.[1]).toEqual(new Date(`${osloToday()}T00:00:00Z`));
  expect(values('Åpne saker over tid').length).toBeGreaterThan(50);

  // The figure leads to the case list with that quick view on.
  await due.getByRole('link', { name: 'Vis forfalte saker i sakslisten' }).click();
  await expect(page).toHaveURL('/incidents');
  await expect(page.getByRole('button', { name: /^Forfalt/ })).toHaveAttribute('aria-pressed', 'true');
});

test('Kari (Saksbehandler) has no Statistikk in the menu and is sent to her cases from its address', async ({
  page,
}) => {
  await signInAs(page, 'kari');
  await expect(page).toHaveURL('/incidents');
  await expect(mainNavigation(page).getByRole('link', { name: 'Saker', exact: true })).toBeVisible();
  await expect(mainNavigation(page).getByRole('link', { name: 'Statistikk' })).toHaveCount(0);
  await page.goto('/statistics');
  await expect(page).toHaveURL('/incidents');
  await expectTitle(page, 'Saker');
  expect((await page.request.get(`/api/statistics?from=${osloToday()}&to=${osloToday()}`)).status()).toBe(
    403,
  );
});
