import { type SearchResult, searchPath } from '@foretaksportalen/shared/contract/search';
import { type DemoCaseSpec, demoEventDescription } from '@foretaksportalen/shared/demo-cases';
import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, expectNoPageScrollSideways, expectTitle, PHONE } from '../fixtures/accessibility.ts';
import { bodyRows, documentsTab } from '../fixtures/case-page.ts';
import { findDemoCases } from '../fixtures/demo-cases.ts';
import { PRODUCT_NAME } from '../fixtures/letters.ts';
import { expectNoAxeViolations, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

// The search in letters and documents (issue 22). The portal reads the demo letters' PDFs in the background
// after it starts (and after a demo data reset), so the search is polled until they are all in.

/**
 * A word of the complaints body's decisions ('Vedtaket er enstemmig.'): written only in the body of the letter
 * 'Vedtak.pdf', in no case's event description, complainer, reference or note. Checked below against the demo set.
 */
const WORD = 'enstemmig';
const LETTER = 'Vedtak.pdf';

const hasWord = (text: string | null | undefined) => (text ?? '').toLowerCase().includes(WORD);

/** Kari's demo cases whose decision letter has the word: she (level 1) finds her own cases only. */
const expectedCases = (): DemoCaseSpec[] =>
  findDemoCases({ clerk: 'kari' }).filter((spec) =>
    spec.events.some((event) =>
      event.documents.some((document) => document.fileName === LETTER && document.paragraphs.some(hasWord)),
    ),
  );

/** The word is in letters' bodies only: nothing else a case shows, or a letter's own description, has it. */
function expectWordOnlyInLetters() {
  for (const spec of findDemoCases({})) {
    const shown = [
      spec.caseNumber,
      spec.companyCaseRef,
      spec.companyNote,
      spec.complainer?.firstName,
      spec.complainer?.lastName,
      spec.complainer?.reference,
      ...spec.events.map((event) => demoEventDescription(event, PRODUCT_NAME)),
      ...spec.events.flatMap((event) => event.documents.map((document) => document.fileName)),
    ];
    expect(shown.filter(hasWord), spec.caseNumber).toEqual([]);
    for (const event of spec.events) {
      for (const document of event.documents) {
        if (document.paragraphs.some(hasWord)) expect(document.isLetter, document.fileName).toBe(true);
      }
    }
  }
}

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Søk i saker og dokumenter' });
const hitCount = (page: Page) => page.getByRole('status').filter({ hasText: /treff/ });
const hitRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const caseNumbersOf = async (rows: Locator) =>
  (await rows.getByRole('link').allTextContents()).map((text) => text.trim()).sort();

test("Kari finds a word of a letter's PDF, and the hit opens the case on that document", async ({ page }) => {
  test.slow();
  expectWordOnlyInLetters();
  const expected = expectedCases();
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThanOrEqual(15);

  await signInAs(page, 'kari');
  await expect(page).toHaveURL('/incidents');
  await searchField(page).fill(WORD);
  await searchField(page).press('Enter');
  await expect(page).toHaveURL(`/incidents/search?q=${WORD}`);
  await expectTitle(page, 'Søkeresultat');
  await expect(searchField(page)).toHaveValue(WORD);

  // The letters are read in the background: wait until all of Kari's that have the word are found.
  await expect
    .poll(
      async () => {
        const response = await page.request.get(searchPath({ q: WORD }));
        expect(response.status()).toBe(200);
        const result = (await response.json()) as SearchResult;
        return { total: result.Total, waiting: result.Waiting };
      },
      { timeout: 120_000, intervals: [1000, 2000, 3000] },
    )
    .toEqual({ total: expected.length, waiting: 0 });
  await page.reload();

  await expect(hitCount(page)).toHaveText(`${expected.length} treff`);
  await expect(page.getByText(/ikke lest inn ennå/)).toHaveCount(0);
  const rows = hitRows(page);
  await expect(rows).toHaveCount(expected.length);
  expect(await caseNumbersOf(rows)).toEqual(expected.map((spec) => spec.caseNumber).sort());
  for (const spec of expected) {
    const row = rows.filter({ has: page.getByRole('link', { name: spec.caseNumber, exact: true }) });
    const cells = row.getByRole('cell');
    // The complainer's name (a firm's with its contact): its first part in any case.
    await expect(cells.nth(1)).toContainText(spec.complainer?.firstName ?? 'Ikke registrert');
    await expect(cells.nth(3)).toHaveText(`Brev fra ${PRODUCT_NAME}: Vedtak`);
    await expect(cells.nth(4)).toHaveText(LETTER);
    await expect(row.locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
    // Every decision closes its case; some are archived as well.
    await expect(row.getByText('Avsluttet', { exact: true })).toBeVisible();
    await expect(row.getByText('Arkivert', { exact: true })).toHaveCount(spec.archived ? 1 : 0);
  }
  await expectNoAxeViolations(page);

  await page.setViewportSize(PHONE);
  const cards = page.getByRole('list', { name: `${expected.length} treff` }).getByRole('listitem');
  await expect(cards).toHaveCount(expected.length);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoPageScrollSideways(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);

  // The first hit: its case opens on the documents tab, on the decision letter.
  const first = rows.first();
  const caseNumber = (await first.getByRole('link').textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/case\/[0-9a-f-]{36}\?document=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${caseNumber}`);
  await expect(documentsTab(page)).toHaveAttribute('aria-selected', 'true');
  const target = bodyRows(page).and(page.locator('[aria-current="true"]'));
  await expect(target).toHaveCount(1);
  await expect(target).toContainText(LETTER);
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  const background = await target.evaluate((row) => getComputedStyle(row).backgroundColor);
  const plain = await bodyRows(page)
    .and(page.locator(':not([aria-current])'))
    .first()
    .evaluate((row) => getComputedStyle(row).backgroundColor);
  expect(background).not.toBe(plain);
  await expectNoAxeViolations(page);

  // Back to the hits, as they were.
  await page.goBack();
  await expect(page).toHaveURL(`/incidents/search?q=${WORD}`);
  await expect(searchField(page)).toHaveValue(WORD);
  await expect(hitCount(page)).toHaveText(`${expected.length} treff`);
});
