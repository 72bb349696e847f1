import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, loginAs, test } from '../fixtures/portal.ts';

// The e2e portal runs with the default SessionTimeout of 1800 s: the countdown starts after 1500 s without
// activity and lasts 300 s. The browser's clock is Playwright's, so the test jumps through the half hour; the
// server's own idle expiry runs on real time and stays far away.
const warning = (minutes: number) => `Din sesjon utløper om ${minutes} minutt(er), på grunn av inaktivitet`;
const anyWarning = (page: Page) => page.getByText(/^Din sesjon utløper om \d minutt\(er\)/);

/** Logs Kari in with the page's clock under the test's control, and keeps the mouse out of the way. */
async function loginWithClock(page: Page) {
  await page.clock.install();
  await loginAs(page, 'kari');
  await expect(page).toHaveURL('/incidents');
  // The logged-in layout, and with it the idle watcher, is there once the header shows the clerk.
  await expect(page.getByRole('banner')).toContainText('Kari Nordmann');
  // One activity now, so that the countdown is measured from here however long the login took (the mouse starts
  // at 0,0, where moving to it is no activity at all).
  await page.mouse.move(1, 1);
}

test('the warning counts down from 5 minutes, and activity closes it and pings the server', async ({
  page,
}) => {
  await loginWithClock(page);

  // Time stands still around the boundary, so that the second before it is one second, however busy the machine;
  // the activity that starts the countdown is then at the paused instant.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.mouse.move(2, 2);
  await page.clock.fastForward('24:59');
  await expect(anyWarning(page)).toHaveCount(0);
  await page.clock.fastForward('00:01');
  await expect(page.getByText(warning(5))).toBeVisible();
  await page.clock.resume();
  await expectNoAxeViolations(page);

  await page.clock.fastForward('01:00');
  await expect(page.getByText(warning(4))).toBeVisible();
  await expect(page.getByText(warning(5))).toHaveCount(0);

  const ping = page.waitForRequest((request) => request.url().endsWith('/api/config/ping'));
  await page.mouse.move(200, 200);
  expect((await (await ping).response())?.status()).toBe(204);
  await expect(anyWarning(page)).toHaveCount(0);

  // The countdown starts over from the activity: still logged in where the old one would have ended.
  await page.clock.fastForward('10:00');
  await expect(page).toHaveURL('/incidents');
  await expect(anyWarning(page)).toHaveCount(0);
});

test('letting the countdown run ends logged out', async ({ page }) => {
  await loginWithClock(page);

  await page.clock.fastForward('25:00');
  await expect(page.getByText(warning(5))).toBeVisible();
  await page.clock.fastForward('05:00');

  await expect(page).toHaveURL('/access/loggedout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du er nå logget ut av Foretaksportalen');
  expect(
    await page.evaluate(() => [sessionStorage.getItem('authStatus'), sessionStorage.getItem('refresh')]),
  ).toEqual([null, null]);
  expect((await page.request.get('/api/config')).status()).toBe(401);
});

test('the tabs of a session agree: activity in one keeps the other alive, and one cancels the countdown in both', async ({
  page,
  context,
}) => {
  await loginWithClock(page);
  // A second tab opened from the portal, so it shares the tab's stored login as a user's new tab would.
  const [otherTab] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => window.open('/incidents')),
  ]);
  await expect(otherTab).toHaveURL('/incidents');
  await expect(otherTab.getByRole('banner')).toContainText('Kari Nordmann');
  await otherTab.mouse.move(0, 0);

  await page.clock.fastForward('20:00');
  await otherTab.mouse.move(300, 300);
  // Past the first tab's own 30 minutes: the activity in the other tab kept it alive.
  await page.clock.fastForward('10:00');
  await expect(page).toHaveURL('/incidents');
  await expect(anyWarning(page)).toHaveCount(0);
  await expect(anyWarning(otherTab)).toHaveCount(0);

  await page.clock.fastForward('15:30');
  await expect(anyWarning(page)).toBeVisible();
  await expect(anyWarning(otherTab)).toBeVisible();

  await page.mouse.move(300, 300);
  await expect(anyWarning(page)).toHaveCount(0);
  await expect(anyWarning(otherTab)).toHaveCount(0);
});
