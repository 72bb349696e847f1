import { readFile } from 'node:fs/promises';
import { type DemoCaseAnchorKey, demoEventDescription } from '@foretaksportalen/shared/demo-cases';
import { dueText } from '@foretaksportalen/shared/due-text';
import { OVERVIEW_NOTE_TRUNCATE_LENGTH } from '@foretaksportalen/shared/limits';
import { workingDaysToDue } from '@foretaksportalen/shared/working-days';
import { expect, type Locator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { bodyRows, documentsTab, eventsTab } from '../fixtures/case-page.ts';
import { demoCase, osloToday } from '../fixtures/demo-cases.ts';
import { LETTER_FILES, letterForm, PRODUCT_NAME, writeLetter } from '../fixtures/letters.ts';
import {
  CHANGES_DEMO_DATA,
  type DemoKey,
  expectNoAxeViolations,
  OPENS_PDF,
  test,
} from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';
import { E2E_PORTAL_URL } from '../ports.ts';

// Opening letters, sending them and editing the company's note change the demo cases.

const PRODUCT_DETAILS = `${PRODUCT_NAME} saksdetaljer`;

/** Logs in, finds the demo case in the list by its complainer's unique last name and opens it. */
async function openCase(page: Page, person: DemoKey, key: DemoCaseAnchorKey) {
  const spec = demoCase(key);
  await signInAs(page, person);
  await expect(page).toHaveURL('/incidents');
  await page.getByRole('textbox', { name: 'Navn klager', exact: true }).fill(spec.complainer?.lastName ?? '');
  await page.getByRole('link', { name: spec.caseNumber }).click();
  await expect(page).toHaveURL(/\/case\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${spec.caseNumber}`);
  return spec;
}

const block = (page: Page, title: string) => page.getByRole('region', { name: title });

/** A block's description list as label → value. */
const definitions = (region: Locator) =>
  region
    .locator('dl')
    .evaluate((list) =>
      Object.fromEntries(
        [...list.querySelectorAll('dt')].map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent?.trim(),
        ]),
      ),
    );

const norwegianDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

test('Kari opens her case from the list: the details, read-only company details, no representative', async ({
  page,
}) => {
  const spec = await openCase(page, 'kari', 'kariTwoUnread');
  const details = block(page, PRODUCT_DETAILS);
  await expect(details.getByRole('img', { name: spec.status })).toBeVisible();
  if (!spec.dueDate) throw new Error('The demo case has a due date');
  const { dueDate } = spec;
  expect(await definitions(details)).toEqual({
    Saksnummer: spec.caseNumber,
    Forfall: `${norwegianDate(dueDate)} ${dueText(workingDaysToDue(dueDate, osloToday()), dueDate, osloToday())}`,
    Saksbehandler: spec.handlingOfficer.name,
    Telefon: spec.handlingOfficer.phone,
  });

  const company = block(page, 'Foretakets saksdetaljer');
  const note = spec.companyNote ?? '';
  // An open demo case has no product or cause yet (issue 49): Kari (level 1) only reads them.
  expect(await definitions(company)).toEqual({
    'Foretak ref': spec.companyCaseRef,
    Notat: `${note.slice(0, OVERVIEW_NOTE_TRUNCATE_LENGTH)}...`,
    Produkt: 'Ingen',
    Årsak: 'Ingen',
  });
  await expect(company.getByRole('button')).toHaveCount(0);
  await company.getByText(`${note.slice(0, OVERVIEW_NOTE_TRUNCATE_LENGTH)}...`).hover();
  await expect(page.getByRole('tooltip').filter({ hasText: note })).toBeVisible();

  const complainer = spec.complainer;
  expect(await definitions(block(page, 'Klager'))).toEqual({
    Navn: `${complainer?.firstName} ${complainer?.lastName}`,
    Adresse: complainer?.address,
    'Postnummer og sted': `${complainer?.postalCode} ${complainer?.postalPlace}`,
    Telefon: complainer?.phone,
    'E-post': complainer?.email,
  });
  await expect(block(page, 'Fullmektig')).toHaveCount(0);
  await expect(eventsTab(page)).toHaveText(`Hendelser (${spec.events.length})`);
  await expectNoAxeViolations(page);
});

test("Ola sees a firm's case with its representative, and the company's details read-only", async ({
  page,
}) => {
  const spec = await openCase(page, 'ola', 'olaFirm');
  const correspondent = spec.correspondent;
  expect(await definitions(block(page, 'Fullmektig'))).toMatchObject({
    Navn: `${correspondent?.firstName} v/ ${correspondent?.lastName}`,
    Referanse: correspondent?.reference,
  });
  await expect(block(page, 'Foretakets saksdetaljer').getByRole('button')).toHaveCount(0);
  await expect(block(page, 'Foretakets saksdetaljer')).toContainText(spec.companyCaseRef ?? '');
});

test("Siri edits the company's note in place, and it stays after a reload", {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  await openCase(page, 'siri', 'siriLongRefAndNote');
  const note = 'Avventer svar fra kunden';
  const shownNote = `Notat: ${note.slice(0, OVERVIEW_NOTE_TRUNCATE_LENGTH)}...`;
  const company = block(page, 'Foretakets saksdetaljer');
  await company.getByRole('button', { name: /^Notat/ }).click();
  await company.getByRole('textbox', { name: 'Notat' }).fill(note);
  await company.getByRole('textbox', { name: 'Notat' }).press('Enter');
  await expect(company.getByRole('button', { name: shownNote })).toBeFocused();

  await page.reload();
  await expect(block(page, 'Foretakets saksdetaljer').getByRole('button', { name: shownNote })).toBeVisible();
});

test('the handling officer is hidden on an anonymized case', async ({ page }) => {
  const spec = await openCase(page, 'siri', 'siriAnonymized');
  expect(await definitions(block(page, PRODUCT_DETAILS))).toEqual({
    Saksnummer: spec.caseNumber,
    Forfall: 'Ingen',
  });
});

test('Kari opens an unread letter: the PDF opens in a new tab, the badge goes, the list counts one less', {
  tag: [CHANGES_DEMO_DATA, OPENS_PDF],
}, async ({ page }) => {
  const spec = await openCase(page, 'kari', 'kariTwoUnread');
  const unread = spec.events.filter((event) => !event.isRead);
  await expect(page.getByRole('tabpanel').getByRole('img', { name: 'Nytt brev' })).toHaveCount(unread.length);
  const newest = unread.at(-1);
  if (!newest) throw new Error('The demo case has no unread letter');
  const description = demoEventDescription(newest, PRODUCT_NAME);

  const [letter] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: `${description} (åpnes i ny fane)` }).click(),
  ]);
  await expect.poll(() => letter.url()).toMatch(new RegExp(`^blob:${E2E_PORTAL_URL}/`));
  await letter.close();
  await expect(page.getByRole('tabpanel').getByRole('img', { name: 'Nytt brev' })).toHaveCount(
    unread.length - 1,
  );
  await expect(
    bodyRows(page).filter({ hasText: description }).getByRole('img', { name: 'Nytt brev' }),
  ).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL('/incidents');
  await expect(page.getByRole('button', { name: `${unread.length - 1} ulest brev` })).toBeVisible();
});

test('the documents tab groups per event, sorts by date, downloads a selection as zip and opens a document', {
  tag: [CHANGES_DEMO_DATA, OPENS_PDF],
}, async ({ page }) => {
  const spec = await openCase(page, 'kari', 'kariTwoUnread');
  const groups = spec.events.filter((event) => event.documents.length > 0);
  const allDocuments = groups.flatMap((event) => event.documents.map((document) => document.fileName));
  await documentsTab(page).click();
  await expect(documentsTab(page)).toHaveText(`Dokumenter (${allDocuments.length})`);
  await expect(page.getByText('Her kan du laste ned dokumenter knyttet til saken.')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(allDocuments.length);

  // Newest event first; each group's first document heads it, the toggle only where there are attachments.
  const [newestGroup] = [...groups].reverse();
  const [oldestGroup] = groups;
  if (!newestGroup || !oldestGroup) throw new Error('The demo case has no documents');
  const nameCell = (index: number) => bodyRows(page).nth(index).getByRole('cell').nth(3);
  await expect(nameCell(0)).toContainText(newestGroup.documents[0]?.fileName ?? '');
  await page.getByRole('button', { name: 'Dato' }).click();
  await expect(page.getByRole('columnheader', { name: 'Dato' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(nameCell(0)).toContainText(oldestGroup.documents[0]?.fileName ?? '');

  const withAttachments = groups.find((event) => event.documents.length > 1);
  if (withAttachments) {
    const header = bodyRows(page).filter({ hasText: withAttachments.documents[0]?.fileName ?? '' });
    await header.getByRole('button', { name: 'Skjul vedlegg' }).click();
    await expect(bodyRows(page)).toHaveCount(allDocuments.length - withAttachments.documents.length + 1);
    await eventsTab(page).click();
    await documentsTab(page).click();
    await expect(header.getByRole('button', { name: 'Vis vedlegg' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await header.getByRole('button', { name: 'Vis vedlegg' }).click();
    await expect(bodyRows(page)).toHaveCount(allDocuments.length);
  }
  await expectNoAxeViolations(page);

  const chosen = [oldestGroup.documents[0]?.fileName ?? '', newestGroup.documents[0]?.fileName ?? ''];
  for (const fileName of chosen) await page.getByRole('checkbox', { name: `Velg ${fileName}` }).check();
  await page.getByRole('checkbox', { name: 'Last ned som zip' }).check();
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Last ned valgte (${chosen.length})` }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(`${spec.caseNumber}.zip`);
  const entries = unzipSync(new Uint8Array(await readFile(await zip.path())));
  expect(Object.keys(entries).sort()).toEqual([...chosen].sort());
  await expect(page.getByRole('button', { name: /^Last ned valgte/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);

  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: `${chosen[1]} (åpnes i ny fane)` }).click(),
  ]);
  await expect.poll(() => opened.url()).toMatch(new RegExp(`^blob:${E2E_PORTAL_URL}/`));
  await opened.close();
});

test('the overview is readable at 375 px, with both tabs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const spec = await openCase(page, 'kari', 'kariTwoUnread');
  await expect(block(page, PRODUCT_DETAILS)).toContainText(spec.caseNumber);
  // Nothing but a table scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await documentsTab(page).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

const countdownButton = (page: Page) => page.getByRole('button', { name: /^SLETT \(\d\d:\d\d\)$/ });

test('Kari sends a letter with two attachments, sees it counting down, and deletes it', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  const spec = await openCase(page, 'kari', 'kariTwoUnread');
  const events = spec.events.length;
  const documents = spec.events.flatMap((event) => event.documents).length;
  const subject = 'Tilsvar til klagen';
  const description = `Brev fra foretaket: ${subject}`;

  const form = await writeLetter(page, subject, 'Foretaket viser til anmodningen om uttalelse.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send brev/vedlegg' }).click();
  await expect(page.getByRole('status').getByText('Forsendelse sendt')).toBeVisible();
  await expect(letterForm(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send brev', exact: true })).toBeVisible();

  // Newest first, with the red button counting down from ten minutes.
  await expect(eventsTab(page)).toHaveText(`Hendelser (${events + 1})`);
  const sentRow = bodyRows(page).first();
  await expect(sentRow).toContainText(description);
  const countdown = sentRow.getByRole('button', { name: /^SLETT/ });
  await expect(countdown).toHaveText(/^SLETT \((09:[0-5]\d|10:00)\)$/);
  const shown = await countdown.textContent();
  await expect.poll(() => countdown.textContent(), { timeout: 3000 }).not.toBe(shown);
  await expect(countdownButton(page)).toHaveCount(1);

  await documentsTab(page).click();
  await expect(documentsTab(page)).toHaveText(`Dokumenter (${documents + 3})`);
  for (const fileName of ['Brev fra foretaket.pdf', ...LETTER_FILES.map((file) => file.name)]) {
    await expect(bodyRows(page).filter({ hasText: fileName })).toContainText('Kari Nordmann');
  }

  await eventsTab(page).click();
  await bodyRows(page)
    .first()
    .getByRole('button', { name: /^SLETT/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Slett brev' });
  await expect(dialog).toContainText('Er du sikker på at du ønsker å slette dette brevet?');
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(eventsTab(page)).toHaveText(`Hendelser (${events})`);
  await expect(bodyRows(page).filter({ hasText: description })).toHaveCount(0);
  await expect(countdownButton(page)).toHaveCount(0);
  await expect(documentsTab(page)).toHaveText(`Dokumenter (${documents})`);
});

test('an empty letter shows the notice and sends nothing; Avbryt closes the form', async ({ page }) => {
  const spec = await openCase(page, 'kari', 'kariTwoUnread');
  await page.getByRole('button', { name: 'Send brev', exact: true }).click();
  await letterForm(page).getByRole('button', { name: 'Send brev/vedlegg' }).click();
  await expect(
    page
      .getByRole('status')
      .getByText('Du må enten skrive en melding eller legge ved et dokument for å sende inn forsendelse'),
  ).toBeVisible();
  await letterForm(page).getByRole('button', { name: 'Avbryt' }).click();
  await expect(letterForm(page)).toHaveCount(0);
  await expect(eventsTab(page)).toHaveText(`Hendelser (${spec.events.length})`);
});

test('a letter with a message only is sent and counts down at 375 px', { tag: CHANGES_DEMO_DATA }, async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openCase(page, 'kari', 'kariTwoUnread');
  const form = await writeLetter(page, 'Kort svar', 'Vi kommer tilbake med en uttalelse innen fristen.', []);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send brev/vedlegg' }).click();
  await expect(page.getByRole('status').getByText('Forsendelse sendt')).toBeVisible();
  await expect(bodyRows(page).first()).toContainText('Brev fra foretaket: Kort svar');
  await expect(countdownButton(page)).toBeVisible();
  // The button fits beside the text; the table need not be scrolled to reach it.
  const button = await countdownButton(page).boundingBox();
  expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test("a refused letter shows the answer's ErrorMessage even when a gateway answers without a problem title", async ({
  page,
}) => {
  await openCase(page, 'kari', 'kariTwoUnread');
  await page.route('**/api/case/sendletter', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ ErrorMessage: 'Tjenesten er stengt for vedlikehold' }),
    }),
  );
  const form = await writeLetter(page, 'Svar', 'Vi kommer tilbake.', []);
  await form.getByRole('button', { name: 'Send brev/vedlegg' }).click();
  await expect(page.getByRole('alert').getByText('Tjenesten er stengt for vedlikehold')).toBeVisible();
  await expect(form.getByRole('textbox', { name: `Send kort beskjed til ${PRODUCT_NAME}` })).toHaveValue(
    'Vi kommer tilbake.',
  );
});
