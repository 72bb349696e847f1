import { expect, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from '../fixtures/accessibility.ts';
import { findDemoCases } from '../fixtures/demo-cases.ts';
import { CHANGES_DEMO_DATA, expectNoAxeViolations, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

/**
 * Issue 49, products and causes: Anne keeps the company's lists under the settings; Siri opens a case and takes
 * the product its letters suggest with one click. The demo letters are read for search in the background after the
 * portal starts, so the suggestion is waited for.
 */

const companyDetails = (page: Page) => page.getByRole('region', { name: 'Foretakets saksdetaljer' });

test("Anne adds a cause with its words to 'Produkter og årsaker'", { tag: CHANGES_DEMO_DATA }, async ({
  page,
}) => {
  await signInAs(page, 'anne');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Produkter og årsaker' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produkter og årsaker');
  const causes = page.getByRole('region', { name: 'Årsaker' });
  await expect(causes.getByRole('row', { name: /^Svindel/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await causes.getByRole('textbox', { name: /^Navn/ }).fill('Kundeservice');
  await causes
    .getByRole('textbox', { name: 'Ord som foreslår verdien' })
    .fill('kundeservice, ble avvist i telefonen');
  await causes.getByRole('button', { name: 'Legg til årsak' }).click();
  await expect(page.getByText('Verdien er lagt til')).toBeVisible();
  await expect(
    causes.getByRole('row', { name: /^Kundeservice kundeservice, ble avvist i telefonen 0 I bruk/ }),
  ).toBeVisible();

  await page.setViewportSize(PHONE);
  await expect(causes.getByRole('button', { name: 'Legg til årsak' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
});

test('Siri takes the product the letters of a case suggest', { tag: CHANGES_DEMO_DATA }, async ({ page }) => {
  // An open bank case: the demo set sorted only its closed ones.
  const [spec] = findDemoCases({ company: 'bank', closed: false, assigned: true });
  if (!spec) throw new Error('The demo set has no open bank case with a clerk');
  await signInAs(page, 'siri');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('textbox', { name: 'Klagenemnda ref' }).fill(spec.caseNumber);
  await page.getByRole('link', { name: spec.caseNumber.toUpperCase() }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${spec.caseNumber.toUpperCase()}`);

  const accept = companyDetails(page).getByRole('button', { name: `Godta forslaget ${spec.topic.product}` });
  await expect
    .poll(
      async () => {
        if (await accept.isVisible()) return true;
        await page.reload();
        await expect(companyDetails(page)).toBeVisible();
        return accept.isVisible();
      },
      { timeout: 120_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(true);
  await expect(companyDetails(page).getByText(`Foreslått: ${spec.topic.product} –`)).toBeVisible();
  await expectNoAxeViolations(page);
  await accept.click();
  await expect(companyDetails(page).getByRole('combobox', { name: 'Produkt' })).toHaveText(
    spec.topic.product,
  );
  await expect(companyDetails(page).getByText(`Foreslått: ${spec.topic.product} –`)).toHaveCount(0);
  // The cause is suggested on its own.
  await expect(companyDetails(page).getByText(`Foreslått: ${spec.topic.cause} –`)).toBeVisible();

  await page.getByRole('tab', { name: 'Historikk' }).click();
  await expect(page.getByText(`Produkt satt til «${spec.topic.product}»`)).toBeVisible();
});
