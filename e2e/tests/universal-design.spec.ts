import {
  CUSTOMER_NATIONAL_ID_REQUIRED,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  PHONE_REQUIRED,
} from '@foretaksportalen/shared/validators/messages';
import { expect, type Page } from '@playwright/test';
import {
  expectErrorsTiedToFields,
  expectEveryControlLabelled,
  expectNoPageScrollSideways,
  expectVisibleFocus,
} from '../fixtures/accessibility.ts';
import { demoCase } from '../fixtures/demo-cases.ts';
import { type DemoKey, expectNoAxeViolations, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

/**
 * WCAG 2.1 AA beyond what axe sees: reflow at 320 px (400 % zoom of a 1280 px window) and at 640 px (200 %) with
 * nothing lost, a visible focus indicator on every control reached by Tab, a name on every control, and error
 * messages tied to their fields. Page titles are checked per route in accessibility.spec.ts.
 */

interface PageUnderTest {
  name: string;
  person: DemoKey | null;
  path: string | ((page: Page) => Promise<void>);
  /** Texts and controls that must still be there, and reachable, when the page reflows. */
  mustShow: (page: Page) => ReturnType<Page['getByRole']>[];
}

/** Opens Kari's demo case from the list (its id is only known to the server). */
async function openKarisCase(page: Page) {
  const spec = demoCase('kariTwoUnread');
  await page.getByRole('textbox', { name: 'Navn klager', exact: true }).fill(spec.complainer?.lastName ?? '');
  await page.getByRole('link', { name: spec.caseNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${spec.caseNumber}`);
}

const PAGES: PageUnderTest[] = [
  {
    name: 'login',
    person: null,
    path: '/access/login',
    mustShow: (page) => [
      page.getByRole('heading', { level: 1, name: 'Logg inn' }),
      page.getByRole('link', { name: 'BankID', exact: true }),
      page.getByRole('link', { name: 'MitID', exact: true }),
    ],
  },
  {
    name: 'incidents',
    person: 'anne',
    path: '/incidents',
    mustShow: (page) => [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('tab', { name: /^Jobbkø/ }),
      page.getByRole('textbox', { name: 'Navn klager', exact: true }),
      page.getByRole('table').getByRole('link').first(),
      page.getByRole('button', { name: 'Neste side' }),
    ],
  },
  {
    name: 'case',
    person: 'kari',
    path: openKarisCase,
    mustShow: (page) => [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('region', { name: 'Klager' }),
      page.getByRole('tab', { name: /^Dokumenter/ }),
      page.getByRole('button', { name: 'Send brev', exact: true }),
    ],
  },
  {
    name: 'new case',
    person: 'anne',
    path: '/case',
    mustShow: (page) => [
      page.getByRole('textbox', { name: 'Fornavn', exact: true }),
      page.getByRole('textbox', { name: 'E-post', exact: true }),
      page.getByRole('region', { name: 'Kunde', exact: true }).getByRole('button', { name: 'Neste' }),
    ],
  },
  {
    name: 'settings',
    person: 'anne',
    path: '/settings',
    mustShow: (page) => [
      page.getByRole('heading', { level: 1, name: 'Innstillinger' }),
      page.getByRole('region', { name: 'Brukere', exact: true }).getByRole('button', { name: 'Ny bruker' }),
      page.getByRole('region', { name: 'Inaktive brukere' }),
    ],
  },
  {
    name: 'profile',
    person: 'kari',
    path: '/profile',
    mustShow: (page) => [
      page.getByRole('textbox', { name: 'Telefon', exact: true }),
      page.getByRole('button', { name: 'Lagre' }),
    ],
  },
  {
    name: 'help',
    person: 'kari',
    path: '/faq',
    mustShow: (page) => [
      page.getByRole('heading', { level: 1, name: 'Hjelp' }),
      page.getByRole('form', { name: 'Send oss spørsmål' }).getByRole('button', { name: 'Send' }),
    ],
  },
];

async function open(page: Page, target: PageUnderTest) {
  if (target.person) {
    await signInAs(page, target.person);
    await expect(page.getByRole('banner')).toBeVisible();
  }
  if (typeof target.path === 'string') await page.goto(target.path);
  else await target.path(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const { zoom, width, height } of [
  { zoom: '200 %', width: 640, height: 400 },
  { zoom: '400 %', width: 320, height: 256 },
]) {
  test.describe(`reflow at ${width} px (${zoom} of 1280 × 800)`, () => {
    test.use({ viewport: { width, height } });

    for (const target of PAGES) {
      test(`the ${target.name} page loses nothing and does not scroll sideways`, async ({ page }) => {
        await open(page, target);
        await expectNoPageScrollSideways(page);
        for (const shown of target.mustShow(page)) {
          await shown.scrollIntoViewIfNeeded();
          await expect(shown).toBeInViewport();
        }
      });
    }
  });
}

/** WCAG 1.4.12's spacing: line height 1.5, paragraph spacing 2, letter spacing 0.12 and word spacing 0.16 em. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

test.describe('text spacing (1.4.12) at 1280 px', () => {
  for (const target of PAGES) {
    test(`the ${target.name} page keeps its content with wider text spacing`, async ({ page }) => {
      await open(page, target);
      await page.addStyleTag({ content: TEXT_SPACING });
      await expectNoPageScrollSideways(page);
      for (const shown of target.mustShow(page)) {
        await shown.scrollIntoViewIfNeeded();
        await expect(shown).toBeInViewport();
      }
      // No text is cut off by a box that keeps its height: nothing visible overflows and hides the overflow.
      const clipped = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => {
            const style = getComputedStyle(element);
            return (
              element.offsetParent !== null &&
              // MUI's outlined fields size their border's notch with a hidden copy of the label.
              style.visibility === 'visible' &&
              // Visually hidden texts for screen readers are 1 px boxes on purpose.
              element.clientHeight > 1 &&
              ['hidden', 'clip'].includes(style.overflowY) &&
              element.scrollHeight > element.clientHeight + 1 &&
              (element.textContent ?? '').trim() !== ''
            );
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
      );
      expect(clipped).toEqual([]);
    });
  }
});

test.describe('focus and names', () => {
  for (const target of PAGES) {
    test(`on the ${target.name} page every control has a name and Tab shows where the focus is`, async ({
      page,
    }) => {
      await open(page, target);
      expect(await expectEveryControlLabelled(page)).toBeGreaterThan(0);
      await page.locator('body').focus();
      const seen = new Set<string>();
      for (let presses = 0; presses < 40; presses++) {
        await page.keyboard.press('Tab');
        const key = await page.evaluate(() => {
          const element = document.activeElement;
          // Past the last control the focus leaves the page (the browser's own controls).
          if (!element || element === document.body) return '';
          return `${element.tagName}#${element.id}:${element.textContent?.slice(0, 30)}`;
        });
        if (key === '' || seen.has(key)) break;
        seen.add(key);
        await expectVisibleFocus(page);
      }
      expect(seen.size).toBeGreaterThan(1);
    });
  }
});

test.describe('error messages are tied to their fields', () => {
  test('the new-case customer step', async ({ page }) => {
    await open(page, PAGES.find((p) => p.name === 'new case') as PageUnderTest);
    const customer = page.getByRole('region', { name: 'Kunde', exact: true });
    await customer.getByRole('button', { name: 'Neste' }).click();
    const count = await expectErrorsTiedToFields(customer, [
      FIRST_NAME_REQUIRED,
      LAST_NAME_REQUIRED,
      CUSTOMER_NATIONAL_ID_REQUIRED,
      PHONE_REQUIRED,
      EMAIL_REQUIRED,
    ]);
    expect(count).toBeGreaterThanOrEqual(5);
    // The first field in error takes the focus, so that its message is read out at once.
    await expect(customer.locator('[aria-invalid="true"]').first()).toBeFocused();
  });

  test('the profile form', async ({ page }) => {
    await open(page, PAGES.find((p) => p.name === 'profile') as PageUnderTest);
    await page.getByRole('textbox', { name: 'Fornavn', exact: true }).fill('');
    await page.getByRole('textbox', { name: 'E-post', exact: true }).fill('ikke-en-adresse');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expectErrorsTiedToFields(page.getByRole('main'), [FIRST_NAME_REQUIRED]);
    await expect(page.getByRole('textbox', { name: 'Fornavn', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'E-post', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('the new-user dialog', async ({ page }) => {
    await open(page, PAGES.find((p) => p.name === 'settings') as PageUnderTest);
    await page
      .getByRole('region', { name: 'Brukere', exact: true })
      .getByRole('button', { name: 'Ny bruker' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ny bruker' });
    await dialog.getByRole('textbox', { name: 'Fødselsnummer' }).fill('123');
    await dialog.getByRole('button', { name: 'Neste' }).click();
    await expectErrorsTiedToFields(dialog, []);
    await expect(dialog.getByRole('textbox', { name: 'Fødselsnummer' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('the question form on the help page', async ({ page }) => {
    await open(page, PAGES.find((p) => p.name === 'help') as PageUnderTest);
    const form = page.getByRole('form', { name: 'Send oss spørsmål' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expectErrorsTiedToFields(form, ['Skriv spørsmålet ditt']);
    await expect(form.getByRole('textbox', { name: 'Melding' })).toHaveAccessibleDescription(
      /Skriv spørsmålet ditt/,
    );
  });
});

test.describe('status messages are announced (4.1.3)', () => {
  /**
   * Screen readers often say nothing of a live region that appears together with its text: they announce what
   * changes inside a region they already know. So the snackbars' regions must be on the page, empty, before a
   * message comes. This marks the live regions there now, to tell them from any inserted later.
   */
  const markLiveRegionsPresentNow = (page: Page) =>
    page.locator('[role="status"], [role="alert"]').evaluateAll((regions) => {
      for (const region of regions) region.setAttribute('data-present-before', '');
    });

  const earlierRegion = (page: Page, role: 'status' | 'alert', text: string) =>
    page.locator(`[role="${role}"][data-present-before]`).filter({ hasText: text });

  test('a snackbar lands in a polite region that was there before it, an error in an assertive one', async ({
    page,
  }) => {
    const warning = 'Du må enten skrive en melding eller legge ved et dokument for å sende inn forsendelse';
    const failure = 'Det oppsto en feil på serveren';
    await open(page, PAGES.find((p) => p.name === 'case') as PageUnderTest);
    await markLiveRegionsPresentNow(page);
    await expect(page.locator('[role="status"][data-present-before]')).not.toHaveCount(0);
    await expect(page.locator('[role="alert"][data-present-before]')).not.toHaveCount(0);
    await expect(page.getByText(warning)).toHaveCount(0);

    await page.getByRole('button', { name: 'Send brev', exact: true }).click();
    const form = page.getByRole('form', { name: 'Send brev' });
    await form.getByRole('button', { name: 'Send brev/vedlegg' }).click();
    await expect(earlierRegion(page, 'status', warning)).toHaveCount(1);
    await expect(page.getByText(warning)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.route('**/api/case/sendletter', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: failure, status: 500 }),
      }),
    );
    await form.getByRole('textbox', { name: 'Emne' }).fill('Tilsvar');
    await form
      .getByRole('textbox', { name: /^Send kort beskjed til/ })
      .fill('Foretaket svarer innen fristen.');
    await form.getByRole('button', { name: 'Send brev/vedlegg' }).click();
    await expect(earlierRegion(page, 'alert', failure)).toHaveCount(1);
    await expect(earlierRegion(page, 'status', warning)).toHaveCount(0);
    await expect(page.getByText(failure)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
