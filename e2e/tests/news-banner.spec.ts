import { expect } from '@playwright/test';
import { expectNoAxeViolations, settledAfter, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

const banner = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Viktig melding' });

test('the news banner is off in the demo content', async ({ page }) => {
  await settledAfter(page, () => signInAs(page, 'kari'));
  await expect(page).toHaveURL('/incidents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saker');
  await expect(banner(page)).toHaveCount(0);
});

test('an active banner shows its text, and hostile HTML in it runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.route('**/content/umbraco/api/content/getcontent', async (route) => {
    const { DocumentTypeAlias } = route.request().postDataJSON() as { DocumentTypeAlias: string };
    if (DocumentTypeAlias !== 'nyhetsbanner') return route.continue();
    return route.fulfill({
      json: [
        {
          Id: 'banner-1',
          Name: 'Nyhetsbanner',
          Properties: [
            { Alias: 'aktivt', Value: 'TRUE' },
            {
              Alias: 'text',
              Value: [
                '<p><strong>Planlagt vedlikehold</strong> tirsdag kl. 18–22.</p>',
                '<script>window.__pwned = 1; alert("script")</script>',
                '<img src="x" onerror="window.__pwned = 1; alert(\'onerror\')">',
                '<a href="javascript:window.__pwned=1;alert(\'lenke\')">Les mer</a>',
                '<svg onload="window.__pwned = 1; alert(\'svg\')"></svg>',
                '<iframe src="javascript:alert(\'iframe\')"></iframe>',
              ].join(''),
            },
          ],
        },
      ],
    });
  });

  await signInAs(page, 'kari');
  await expect(page).toHaveURL('/incidents');

  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toHaveText('Planlagt vedlikehold tirsdag kl. 18–22.Les mer');
  const link = banner(page).getByText('Les mer');
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();
  // The warning icon is the Alert's own; the content is what sits in its message.
  await expect(banner(page).locator('.MuiAlert-message').locator('script, iframe, svg')).toHaveCount(0);
  const eventAttributes = await banner(page).evaluate((region) =>
    [...region.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => /^on/i.test(attribute.name))
        .map((attribute) => attribute.name),
    ),
  );
  expect(eventAttributes).toEqual([]);
  // Whatever the banner could set off (an image's error handler, the link's navigation) has had its turn once
  // every image of the page has loaded or failed and the page has drawn two frames since the click.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expectNoAxeViolations(page);
});
