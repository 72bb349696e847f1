import { readFile } from 'node:fs/promises';
import { caseColumnLabels } from '@foretaksportalen/shared/contract/case';
import { dueText } from '@foretaksportalen/shared/due-text';
import { CASE_LIST_PAGE_SIZE } from '@foretaksportalen/shared/limits';
import { workingDaysToDue } from '@foretaksportalen/shared/working-days';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import {
  countDemoCases,
  demoCase,
  documentFileNames,
  findDemoCases,
  osloToday,
} from '../fixtures/demo-cases.ts';
import {
  CHANGES_DEMO_DATA,
  type DemoKey,
  expectNoAxeViolations,
  logOutThroughMenu,
  mainNavigation,
  OPENS_PDF,
  test,
} from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';
import { E2E_PORTAL_URL } from '../ports.ts';

// Assigning, editing, archiving and opening letters change the demo cases.

const labels = caseColumnLabels('Klagenemnda');
const CASE_LIST_KEYS = ['filter', 'tabIndex', 'sort_0', 'sort_1'];

const bankOpen = { company: 'bank', closed: false } as const;
const queueTab = (page: Page) => page.getByRole('tab', { name: /^Jobbkø/ });
const undistributedTab = (page: Page) => page.getByRole('tab', { name: /^Ufordelte saker/ });
const table = (page: Page) => page.getByRole('table');
const caseRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
const rowOf = (page: Page, caseNumber: string) => caseRows(page).filter({ hasText: caseNumber });
const searchField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const clerkFilter = (page: Page) => page.getByRole('combobox', { name: 'Saksbehandler' });
/** The headings' texts; the select column's heading is its checkbox, named by its label. */
const columnHeadings = (page: Page) =>
  table(page)
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells.map(
        (cell) => cell.textContent || (cell.querySelector('input')?.getAttribute('aria-label') ?? ''),
      ),
    );
const SELECT_PAGE = 'Velg alle saker på siden';
const shownCaseNumbers = (page: Page) => caseRows(page).getByRole('link').allTextContents();

async function openIncidents(page: Page, person: DemoKey) {
  await signInAs(page, person);
  await expect(page).toHaveURL('/incidents');
  await expect(table(page)).toBeVisible();
}

/** Narrows the list to one demo case by its complainer's last name, unique in the demo set. */
async function showOnly(page: Page, lastName: string, caseNumber: string) {
  await searchField(page, 'Navn klager').fill(lastName);
  await expect(caseRows(page)).toHaveCount(1);
  const row = rowOf(page, caseNumber);
  await expect(row).toBeVisible();
  return row;
}

const storedCaseListKeys = (page: Page) =>
  page.evaluate((keys) => keys.filter((key) => sessionStorage.getItem(key) !== null), CASE_LIST_KEYS);

test('Siri sees both lists with their counts, icons, badges and truncated cells', async ({ page }) => {
  await openIncidents(page, 'siri');
  await expect(queueTab(page)).toHaveText(`Jobbkø (${countDemoCases({ ...bankOpen, assigned: true })})`);
  await expect(undistributedTab(page)).toHaveText(
    `Ufordelte saker (${countDemoCases({ ...bankOpen, assigned: false })})`,
  );
  expect(await columnHeadings(page)).toEqual([
    SELECT_PAGE,
    labels.CaseId,
    labels.LastEvent,
    labels.FirstName,
    labels.LastName,
    labels.DueDate,
    labels.CompanyCaseRef,
    labels.CompanyNote,
    labels.Clerk,
    'Handlinger',
  ]);
  await expect(caseRows(page)).toHaveCount(15);
  await expectNoAxeViolations(page);

  const kariCase = demoCase('kariTwoUnread');
  const row = await showOnly(page, 'Tveitnes', kariCase.caseNumber);
  await expect(row.getByRole('link', { name: kariCase.caseNumber })).toHaveAttribute('href', /^\/case\//);
  await expect(row.getByRole('img', { name: kariCase.status })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Saksbehandler: Kari Nordmann' })).toBeVisible();
  const badge = row.getByRole('button', { name: '2 uleste brev' });
  await badge.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: '2 uleste brev' })).toBeVisible();
  const note = row.getByRole('button', { name: 'Notat: Ring kun...' });
  await expect(note).toHaveText('Ring kun...');
  await expect(note).toHaveAccessibleDescription(kariCase.companyNote ?? '');
  await note.getByText('Ring kun...').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: kariCase.companyNote ?? '' })).toBeVisible();

  await undistributedTab(page).click();
  const wasAssigned = demoCase('unassignedWasAssigned');
  const undistributedRow = await showOnly(page, 'Rognstad', wasAssigned.caseNumber);
  await expect(undistributedRow.getByRole('button', { name: 'Saksbehandler: Ikke tildelt' })).toBeVisible();
  await expect(
    undistributedRow.getByRole('img', { name: 'Denne saken har vært tilordnet tidligere' }),
  ).toBeVisible();
  await expect(undistributedRow.getByRole('button', { name: '1 ulest brev' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Kari sees only her own open cases, without the second tab and the clerk column', async ({ page }) => {
  await openIncidents(page, 'kari');
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(queueTab(page)).toHaveText(`Jobbkø (${countDemoCases({ ...bankOpen, clerk: 'kari' })})`);
  expect(await columnHeadings(page)).not.toContain(labels.Clerk);
  // Level 1 reads the company ref and note but does not edit them.
  const row = await showOnly(page, 'Tveitnes', demoCase('kariTwoUnread').caseNumber);
  await expect(row.getByRole('button', { name: /^Foretak ref/ })).toHaveCount(0);
  await expect(row).toContainText('K-2231');
  await expectNoAxeViolations(page);
});

test('Ivar, who manages users only, is sent from the case list to the settings', async ({ page }) => {
  await signInAs(page, 'ivar');
  await page.goto('/incidents');
  await expect(page).toHaveURL('/settings');
  await expect(mainNavigation(page).getByRole('link', { name: 'Saker' })).toHaveCount(0);
});

test('filter, tab, sort and page survive a reload; header navigation and logout clear them', async ({
  page,
}) => {
  await openIncidents(page, 'siri');
  const kariOpen = countDemoCases({ ...bankOpen, clerk: 'kari' });
  await clerkFilter(page).fill('kari');
  await expect(queueTab(page)).toHaveText(`Jobbkø (${kariOpen})`);
  await page.getByRole('combobox', { name: 'Saker pr side' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await table(page).getByRole('button', { name: labels.LastName }).click();
  await table(page).getByRole('button', { name: labels.LastName }).click();
  await page.getByRole('button', { name: 'Neste side' }).click();
  const pages = Math.ceil(kariOpen / 5);
  await expect(page.getByText(`Side 2 of ${pages}`)).toBeVisible();
  const secondPage = await shownCaseNumbers(page);
  expect(secondPage).toHaveLength(5);

  await page.reload();
  await expect(table(page)).toBeVisible();
  await expect(clerkFilter(page)).toHaveValue('kari');
  await expect(queueTab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(table(page).getByRole('columnheader', { name: labels.LastName })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByText(`Side 2 of ${pages}`)).toBeVisible();
  expect(await shownCaseNumbers(page)).toEqual(secondPage);

  // The second tab and its own sort are remembered too.
  await undistributedTab(page).click();
  await clerkFilter(page).clear();
  await table(page).getByRole('button', { name: labels.DueDate }).click();
  await page.reload();
  await expect(undistributedTab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(table(page).getByRole('columnheader', { name: labels.DueDate })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(await storedCaseListKeys(page)).toEqual(CASE_LIST_KEYS);

  await mainNavigation(page).getByRole('link', { name: 'Saker' }).click();
  await expect(queueTab(page)).toHaveAttribute('aria-selected', 'true');
  expect(await storedCaseListKeys(page)).toEqual([]);

  await searchField(page, 'Navn klager').fill('a');
  await undistributedTab(page).click();
  expect(await storedCaseListKeys(page)).toEqual(['filter', 'tabIndex']);
  await logOutThroughMenu(page, 'Siri Superbruker');
  expect(await storedCaseListKeys(page)).toEqual([]);
});

test('the time left to each due date in working days, and the quick views of overdue, soon due and unread', async ({
  page,
}) => {
  const today = osloToday();
  const queue = findDemoCases({ ...bankOpen, assigned: true }).map((spec) => ({
    ...spec,
    daysToDue: spec.dueDate === null ? null : workingDaysToDue(spec.dueDate, today),
  }));
  const overdue = queue.filter((spec) => spec.daysToDue !== null && spec.daysToDue < 0);
  const soon = queue.filter((spec) => spec.daysToDue !== null && spec.daysToDue >= 0 && spec.daysToDue <= 5);
  const later = queue.find((spec) => spec.daysToDue !== null && spec.daysToDue > 5);
  if (overdue.length === 0 || !later?.dueDate || later.daysToDue === null)
    throw new Error('The demo has no such cases');

  await openIncidents(page, 'siri');
  const laterRow = rowOf(page, later.caseNumber.toUpperCase());
  await searchField(page, 'Klagenemnda ref').fill(later.caseNumber);
  await expect(laterRow).toContainText(dueText(later.daysToDue, later.dueDate, today));
  await searchField(page, 'Klagenemnda ref').clear();

  const quickViews = page.getByRole('group', { name: 'Hurtigvalg' });
  await expect(quickViews.getByRole('button')).toHaveText([
    `Forfalt (${overdue.length})`,
    `Forfaller innen 5 virkedager (${soon.length})`,
    /^Uleste brev \(\d+\)$/,
    /^Svar på vedtak mangler \(\d+\)$/,
  ]);
  await quickViews.getByRole('button', { name: /^Forfalt/ }).click();
  await expect(quickViews.getByRole('button', { name: /^Forfalt/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(queueTab(page)).toHaveText(`Jobbkø (${overdue.length})`);
  for (const row of await caseRows(page).all()) await expect(row).toContainText(/over fristen/);

  await quickViews.getByRole('button', { name: /^Forfalt/ }).click();
  await quickViews.getByRole('button', { name: /^Forfaller innen 5 virkedager/ }).click();
  await expect(queueTab(page)).toHaveText(`Jobbkø (${soon.length})`);
  await quickViews.getByRole('button', { name: /^Uleste brev/ }).click();
  const soonAndUnread = soon.filter((spec) =>
    spec.events.some((event) => event.direction === 'inbound' && !event.isRead),
  ).length;
  await expect(queueTab(page)).toHaveText(`Jobbkø (${soonAndUnread})`);
  await page.reload();
  await expect(quickViews.getByRole('button', { name: /^Uleste brev/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(queueTab(page)).toHaveText(`Jobbkø (${soonAndUnread})`);
  await expectNoAxeViolations(page);
});

test('the due date filter keeps cases due on or before the date and explains an impossible date', async ({
  page,
}) => {
  await openIncidents(page, 'kari');
  const overdue = demoCase('kariOverdueThreeUnread');
  const [year, month, day] = (overdue.dueDate ?? '').split('-');
  const dayOfDueDate = page.getByRole('group', { name: 'Forfall' }).getByRole('spinbutton', { name: 'Dag' });
  const formatMessage = page.getByText("Datoformat må være på format 'dd.mm.åååå'");

  // The field takes digits section by section; 31 February is no date.
  await dayOfDueDate.click();
  await page.keyboard.type(`3102${year}`);
  await searchField(page, 'Navn klager').click();
  await expect(formatMessage).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Tøm Forfall' }).click();
  await expect(formatMessage).toHaveCount(0);
  await dayOfDueDate.click();
  await page.keyboard.type(`${day}${month}${year}`);
  await searchField(page, 'Navn klager').click();
  await expect(rowOf(page, overdue.caseNumber)).toBeVisible();
  await expect(rowOf(page, demoCase('kariTwoUnread').caseNumber)).toHaveCount(0);
  const dueByThen = findDemoCases({ ...bankOpen, clerk: 'kari' }).filter(
    (spec) => spec.dueDate !== null && spec.dueDate <= (overdue.dueDate ?? ''),
  );
  await expect(queueTab(page)).toHaveText(`Jobbkø (${dueByThen.length})`);

  await page.getByRole('button', { name: 'Tøm Forfall' }).click();
  await expect(queueTab(page)).toHaveText(`Jobbkø (${countDemoCases({ ...bankOpen, clerk: 'kari' })})`);
});

test('Siri changes the clerk, the company ref and the note in place, and they stay after a reload', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  await openIncidents(page, 'siri');
  const longCase = demoCase('siriLongRefAndNote');
  let row = await showOnly(page, 'Mykland', longCase.caseNumber);
  await expect(row.getByRole('button', { name: /^Foretak ref/ })).toHaveText('REKLAMAS...');

  await row.getByRole('button', { name: 'Saksbehandler: Siri Superbruker' }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Ingen',
    'Anne Admin',
    'Kari Nordmann',
    'Nina Ny',
    'Ola Ekstern',
    'Siri Superbruker',
  ]);
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Kari Nordmann' }).click();
  await expect(row.getByRole('button', { name: 'Saksbehandler: Kari Nordmann' })).toBeVisible();

  await row.getByRole('button', { name: /^Foretak ref/ }).click();
  await row.getByRole('textbox', { name: 'Foretak ref' }).fill('K-7001');
  await row.getByRole('textbox', { name: 'Foretak ref' }).press('Enter');
  await expect(row.getByRole('button', { name: 'Foretak ref: K-7001' })).toBeVisible();

  await row.getByRole('button', { name: /^Notat/ }).click();
  await row.getByRole('textbox', { name: 'Notat' }).fill('');
  await row.getByRole('textbox', { name: 'Notat' }).blur();
  await expect(row.getByRole('button', { name: 'Notat: Ingen' })).toBeVisible();

  await page.reload();
  await expect(table(page)).toBeVisible();
  row = rowOf(page, longCase.caseNumber);
  await expect(row.getByRole('button', { name: 'Saksbehandler: Kari Nordmann' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Foretak ref: K-7001' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Notat: Ingen' })).toBeVisible();

  // Back to no clerk: the case moves to Ufordelte saker, marked as assigned before.
  await row.getByRole('button', { name: 'Saksbehandler: Kari Nordmann' }).click();
  await page.getByRole('menuitem', { name: 'Ingen' }).click();
  await expect(caseRows(page)).toHaveCount(0);
  await undistributedTab(page).click();
  await expect(
    rowOf(page, longCase.caseNumber).getByRole('img', { name: 'Denne saken har vært tilordnet tidligere' }),
  ).toBeVisible();
});

test('an edit begun before another clerk changed the case says so, and saved anyway is refused, keeping what was typed', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page, browser }) => {
  const longCase = demoCase('siriLongRefAndNote');
  await openIncidents(page, 'siri');
  const row = await showOnly(page, 'Mykland', longCase.caseNumber);
  await row.getByRole('button', { name: /^Notat/ }).click();
  await row.getByRole('textbox', { name: 'Notat' }).fill('Siris notat');

  // Anne, in a browser of her own, changes the note while Siri is writing hers: Siri is told (issue 47).
  const anneContext = await browser.newContext();
  const anne = await anneContext.newPage();
  await openIncidents(anne, 'anne');
  const anneRow = await showOnly(anne, 'Mykland', longCase.caseNumber);
  await anneRow.getByRole('button', { name: /^Notat/ }).click();
  await anneRow.getByRole('textbox', { name: 'Notat' }).fill('Annes notat');
  await anneRow.getByRole('textbox', { name: 'Notat' }).press('Enter');
  await expect(anneRow.getByRole('button', { name: 'Notat: Annes notat' })).toBeVisible();
  await anneContext.close();
  await expect(row.getByRole('status')).toContainText('Endret av Anne Admin nå');
  await expect(row.getByRole('textbox', { name: 'Notat' })).toHaveValue('Siris notat');
  await expectNoAxeViolations(page);

  // Saved without loading Anne's change: refused, as an edit on an older version always is.
  await row.getByRole('textbox', { name: 'Notat' }).press('Enter');
  await expect(row.getByRole('alert')).toHaveText('Saken er endret av en annen. Last siden på nytt.');
  await expect(row.getByRole('textbox', { name: 'Notat' })).toHaveValue('Siris notat');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(
    rowOf(page, longCase.caseNumber).getByRole('button', { name: 'Notat: Annes notat' }),
  ).toBeVisible();
});

/** 'Bytte saksbehandler' for the one selected case: narrows the clerks by `search` when given, picks, Ok. */
async function bulkChange(page: Page, clerk: string, search?: string) {
  await page.getByRole('button', { name: 'Bytte saksbehandler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endre saksbehandler' });
  await expect(dialog).toContainText('Du har valgt 1 sak.');
  await expectNoAxeViolations(page);
  if (search) {
    await dialog.getByRole('textbox', { name: 'Søk etter saksbehandler' }).fill(search);
    await expect(dialog.getByRole('radiogroup').locator('label')).toHaveText(['Ingen', clerk]);
  }
  await dialog.getByRole('radio', { name: clerk }).check();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  return dialog;
}

const confirmation = (page: Page, text: string): Locator =>
  page.getByRole('dialog', { name: 'Endre saksbehandler' }).filter({ hasText: text });

test('Siri gives an undistributed case a clerk, and removes none from another, through the bulk dialog', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  await openIncidents(page, 'siri');
  await undistributedTab(page).click();
  const undistributed = countDemoCases({ ...bankOpen, assigned: false });
  const wasAssigned = demoCase('unassignedWasAssigned');
  const row = await showOnly(page, 'Rognstad', wasAssigned.caseNumber);
  await expect(page.getByRole('button', { name: 'Bytte saksbehandler' })).toHaveCount(0);
  await row.getByRole('checkbox', { name: `Velg sak ${wasAssigned.caseNumber}` }).check();

  await bulkChange(page, 'Kari Nordmann', 'NORD');
  const assign = confirmation(
    page,
    'Er du sikker på at du ønsker å endre saksbehandler på de merkede sakene?',
  );
  await expect(assign).toBeVisible();
  await expectNoAxeViolations(page);
  await assign.getByRole('button', { name: 'Nei' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endre saksbehandler' });
  await expect(dialog.getByRole('radio', { name: 'Kari Nordmann' })).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Ok' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Avbryt' }).click();

  await bulkChange(page, 'Kari Nordmann', 'NORD');
  await assign.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(caseRows(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bytte saksbehandler' })).toHaveCount(0);
  await searchField(page, 'Navn klager').clear();
  await expect(undistributedTab(page)).toHaveText(`Ufordelte saker (${undistributed - 1})`);
  await queueTab(page).click();
  await searchField(page, 'Navn klager').fill('Rognstad');
  await expect(
    rowOf(page, wasAssigned.caseNumber).getByRole('button', { name: 'Saksbehandler: Kari Nordmann' }),
  ).toBeVisible();

  // 'Ingen' asks with the removal text and leaves the case without a clerk.
  await undistributedTab(page).click();
  await searchField(page, 'Navn klager').clear();
  const withoutComplainerCase = demoCase('withoutComplainer').caseNumber;
  await searchField(page, labels.CaseId).fill(withoutComplainerCase);
  const withoutComplainer = rowOf(page, withoutComplainerCase);
  await withoutComplainer.getByRole('checkbox').check();
  await bulkChange(page, 'Ingen');
  const unassign = confirmation(
    page,
    'Er du sikker på at du ønsker å fjerne saksbehandler på de merkede sakene?',
  );
  await expectNoAxeViolations(page);
  await unassign.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(withoutComplainer.getByRole('button', { name: 'Saksbehandler: Ikke tildelt' })).toBeVisible();
  await expect(withoutComplainer.getByRole('checkbox')).not.toBeChecked();
});

test('Siri archives a closed case; an archived one offers no archiving', { tag: CHANGES_DEMO_DATA }, async ({
  page,
}) => {
  await openIncidents(page, 'siri');
  await page.getByRole('checkbox', { name: 'Vis avsluttede saker' }).check();
  await expect(queueTab(page)).toHaveText(`Jobbkø (${countDemoCases({ company: 'bank', assigned: true })})`);

  const archived = await showOnly(page, 'Hammerø', demoCase('kariArchived').caseNumber);
  await expect(archived.getByRole('img', { name: 'Denne klagen er markert som arkivert' })).toBeVisible();
  await expect(archived.getByRole('button', { name: 'Arkiver sak' })).toHaveCount(0);

  const closed = demoCase('siriClosed');
  const row = await showOnly(page, 'Skogvoll', closed.caseNumber);
  await expect(row.getByRole('img', { name: closed.status })).toBeVisible();
  await row.getByRole('button', { name: 'Arkiver sak' }).click();
  await expect(row.getByRole('img', { name: 'Denne klagen er markert som arkivert' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Arkiver sak' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Foretak ref/ })).toHaveAccessibleDescription(
    closed.companyCaseRef ?? '',
  );
  await expect(row.getByRole('button', { name: 'Saksbehandler: Siri Superbruker' })).toBeVisible();
});

test('Siri selects every open case of one clerk across pages and moves them all to another clerk', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  const kariOpen = countDemoCases({ ...bankOpen, clerk: 'kari' });
  const olaOpen = countDemoCases({ ...bankOpen, clerk: 'ola' });
  if (kariOpen <= CASE_LIST_PAGE_SIZE) throw new Error('The demo has no such cases');

  await openIncidents(page, 'siri');
  await clerkFilter(page).fill('Kari Nordmann');
  await expect(queueTab(page)).toHaveText(`Jobbkø (${kariOpen})`);
  await table(page).getByRole('checkbox', { name: SELECT_PAGE }).check();
  await expect(page.getByText(`Alle ${CASE_LIST_PAGE_SIZE} saker på siden er valgt.`)).toBeVisible();
  await page.getByRole('button', { name: `Velg alle ${kariOpen} saker som passer filteret` }).click();
  await expect(page.getByText(`Alle ${kariOpen} saker som passer filteret er valgt.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fjern valget' })).toBeVisible();
  // The rows of the next page are selected too.
  await page.getByRole('button', { name: 'Neste side' }).click();
  await expect(caseRows(page)).toHaveCount(kariOpen - CASE_LIST_PAGE_SIZE);
  await expect(table(page).getByRole('checkbox', { name: /^Velg sak /, checked: false })).toHaveCount(0);

  await page.getByRole('button', { name: 'Bytte saksbehandler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endre saksbehandler' });
  await expect(dialog).toContainText(`Du har valgt ${kariOpen} saker.`);
  await dialog.getByRole('radio', { name: 'Ola Ekstern' }).check();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  const question = 'Er du sikker på at du ønsker å endre saksbehandler på de merkede sakene?';
  const assign = confirmation(page, question);
  await expect(assign).toHaveAccessibleDescription(
    `${question} ${kariOpen} saker får Ola Ekstern som saksbehandler.`,
  );
  await assign.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(queueTab(page)).toHaveText('Jobbkø (0)');

  await page.reload();
  await expect(clerkFilter(page)).toHaveValue('Kari Nordmann');
  await expect(queueTab(page)).toHaveText('Jobbkø (0)');
  await expect(caseRows(page)).toHaveCount(0);
  await clerkFilter(page).fill('Ola Ekstern');
  await expect(queueTab(page)).toHaveText(`Jobbkø (${olaOpen + kariOpen})`);
  const kariCase = demoCase('kariTwoUnread');
  await searchField(page, 'Navn klager').fill('Tveitnes');
  await expect(
    rowOf(page, kariCase.caseNumber).getByRole('button', { name: 'Saksbehandler: Ola Ekstern' }),
  ).toBeVisible();
});

test('Siri archives the closed cases among those she selected, and the open ones are skipped', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  const siriCases = findDemoCases({ company: 'bank', clerk: 'siri' });
  const closed = findDemoCases({ company: 'bank', clerk: 'siri', closed: true });
  const archivable = countDemoCases({ company: 'bank', clerk: 'siri', closed: true, archived: false });
  const open = countDemoCases({ ...bankOpen, clerk: 'siri' });
  const alreadyArchived = countDemoCases({ company: 'bank', clerk: 'siri', archived: true });
  if (archivable < 2 || open < 2 || siriCases.length > CASE_LIST_PAGE_SIZE)
    throw new Error('The demo has no such cases');

  await openIncidents(page, 'siri');
  await page.getByRole('checkbox', { name: 'Vis avsluttede saker' }).check();
  await clerkFilter(page).fill('Siri Superbruker');
  await expect(queueTab(page)).toHaveText(`Jobbkø (${siriCases.length})`);
  // Her open, closed and already archived cases, all on one page.
  await table(page).getByRole('checkbox', { name: SELECT_PAGE }).check();
  await page.getByRole('button', { name: 'Arkiver', exact: true }).click();
  const confirmArchive = page.getByRole('dialog', { name: 'Arkiver saker' });
  await expect(confirmArchive).toHaveAccessibleDescription(
    `${archivable} saker arkiveres. ${open} saker hoppes over fordi de ikke er avsluttet.` +
      (alreadyArchived === 0
        ? ''
        : ` ${alreadyArchived === 1 ? '1 sak' : `${alreadyArchived} saker`} er arkivert fra før.`),
  );
  await confirmArchive.getByRole('button', { name: 'Arkiver' }).click();
  await expect(page.getByRole('status').getByText(`${archivable} saker er arkivert`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(table(page).getByRole('checkbox', { name: /^Velg sak /, checked: true })).toHaveCount(0);

  const archivedIcon = { name: 'Denne klagen er markert som arkivert' };
  for (const spec of siriCases) {
    const icon = rowOf(page, spec.caseNumber).getByRole('img', archivedIcon);
    if (closed.includes(spec)) await expect(icon).toBeVisible();
    else await expect(icon).toHaveCount(0);
  }
});

test('Siri exports her filtered, sorted list to Excel, every page of it', async ({ page }) => {
  await openIncidents(page, 'siri');
  await clerkFilter(page).fill('Siri');
  await table(page).getByRole('button', { name: labels.LastName }).click();
  await page.getByRole('combobox', { name: 'Saker pr side' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  const expectedCount = countDemoCases({ ...bankOpen, clerk: 'siri' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Eksporter til Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^saker-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The export has no sheet');
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    labels.CaseId,
    labels.LastEvent,
    labels.FirstName,
    labels.LastName,
    labels.DueDate,
    labels.DaysToDue,
    labels.CompanyCaseRef,
    labels.CompanyNote,
    'Produkt',
    'Årsak',
    labels.Clerk,
    labels.Status,
    labels.UnreadCount,
    labels.Archived,
  ]);
  expect(sheet.actualRowCount).toBe(expectedCount + 1);
  const exported = sheet
    .getColumn(1)
    .values.slice(2)
    .map((value) => String(value));
  // The first page on screen is the start of the export, in the same order.
  expect(exported.slice(0, 5)).toEqual(await shownCaseNumbers(page));
  const clerkColumn = (sheet.getRow(1).values as unknown[]).indexOf(labels.Clerk);
  const clerks = new Set(sheet.getColumn(clerkColumn).values.slice(2));
  expect([...clerks]).toEqual(['Siri Superbruker']);
});

test('documents download one by one and as a zip', async ({ page }) => {
  await openIncidents(page, 'siri');
  const kariCase = demoCase('kariTwoUnread');
  const fileNames = documentFileNames('kariTwoUnread');
  const row = await showOnly(page, 'Tveitnes', kariCase.caseNumber);

  await row.getByRole('button', { name: 'Last ned dokumenter' }).click();
  await expectNoAxeViolations(page);
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Last ned som zip' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(`${kariCase.caseNumber}.zip`);
  const entries = unzipSync(new Uint8Array(await readFile(await zip.path())));
  expect(Object.keys(entries).sort()).toEqual([...fileNames].sort());

  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await row.getByRole('button', { name: 'Last ned dokumenter' }).click();
  await page.getByRole('menuitem', { name: 'Last ned enkeltvis' }).click();
  await expect.poll(() => downloads.length).toBe(fileNames.length);
  expect(downloads).toEqual(fileNames);
});

test('Kari opens an unread letter from the badge in a new tab, and the badge counts one less', {
  tag: [CHANGES_DEMO_DATA, OPENS_PDF],
}, async ({ page }) => {
  await openIncidents(page, 'kari');
  const row = await showOnly(page, 'Tveitnes', demoCase('kariTwoUnread').caseNumber);
  const [letter] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByRole('button', { name: '2 uleste brev' }).click(),
  ]);
  await expect.poll(() => letter.url()).toMatch(new RegExp(`^blob:${E2E_PORTAL_URL}/`));
  await expect(row.getByRole('button', { name: '1 ulest brev' })).toBeVisible();
  await letter.close();
});

test('the columns give way at 1024 px and 820 px, and the list stays usable at 375 px', async ({ page }) => {
  await openIncidents(page, 'siri');
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(table(page).getByRole('columnheader', { name: labels.CompanyNote })).toHaveCount(0);
  expect(await columnHeadings(page)).toEqual([
    SELECT_PAGE,
    labels.CaseId,
    labels.LastEvent,
    labels.FirstName,
    labels.LastName,
    labels.DueDate,
    labels.Clerk,
    'Handlinger',
  ]);

  await page.setViewportSize({ width: 820, height: 800 });
  await expect(table(page).getByRole('columnheader', { name: labels.Clerk })).toHaveCount(0);
  expect(await columnHeadings(page)).toEqual([
    SELECT_PAGE,
    labels.CaseId,
    labels.LastEvent,
    labels.FirstName,
    labels.LastName,
    labels.DueDate,
  ]);

  await page.setViewportSize({ width: 375, height: 800 });
  const kariCase = demoCase('kariTwoUnread');
  const row = await showOnly(page, 'Tveitnes', kariCase.caseNumber);
  // Nothing but the table scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByRole('button', { name: 'Neste side' })).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: kariCase.caseNumber }).click();
  await expect(page).toHaveURL(/\/case\/[0-9a-f-]{36}$/);
});
