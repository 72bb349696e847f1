import http from 'node:http';
import { EID } from '@foretaksportalen/shared/eid';
import { expect, type Page } from '@playwright/test';
import { DESKTOP, expectTitle, PHONE } from '../fixtures/accessibility.ts';
import { demoPerson, expectNoAxeViolations, loginAs, test } from '../fixtures/portal.ts';
import { E2E_PORTAL_PORT, E2E_PORTAL_URL, E2E_SAME_SITE_PORT } from '../ports.ts';

/**
 * Sessions (issue 17): another site cannot log the user out behind their back, and the portal opened at another
 * address of the machine moves to its own before the login starts.
 */

const LOGOUT_URL = `${E2E_PORTAL_URL}/api/oidc/logout`;
/** Another origin of the same site (another port): the browser sends the SameSite=Lax session cookie along. */
/** Another site altogether: its links are top-level navigations, which carry the session cookie too. */
const OTHER_SITE_ORIGIN = 'http://angriper.example';

/** Serves a page of our own making at `origin` (nothing listens there; Playwright answers in its place). */
async function servePage(page: Page, origin: string, body: string) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="nb">${body}`,
    }),
  );
}

async function expectLoggedIn(page: Page) {
  await page.goto('/incidents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saker');
  expect((await page.request.get('/api/config')).status()).toBe(200);
}

test('an <img> on another page of the same site does not log Kari out', async ({ page }) => {
  await loginAs(page, 'kari');
  await expect(page).toHaveURL('/incidents');
  // A real server: Chromium lets a page load images from the loopback address only when it is there itself.
  const otherPage = http.createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="nb"><title>Annen side</title><img src="${LOGOUT_URL}" alt="">`);
  });
  await new Promise<void>((resolve) => otherPage.listen(E2E_SAME_SITE_PORT, 'localhost', resolve));
  try {
    const logoutAnswered = page.waitForEvent('requestfailed', (request) => request.url() === LOGOUT_URL);
    await page.goto(`http://localhost:${E2E_SAME_SITE_PORT}/`);
    // The portal answered (the request carried Kari's session cookie), and the browser then kept the answer from the
    // other page (Cross-Origin-Resource-Policy): the request did reach the server.
    expect((await logoutAnswered).failure()?.errorText).toContain('ERR_BLOCKED_BY_RESPONSE');
  } finally {
    await new Promise((resolve) => otherPage.close(resolve));
  }

  await expectLoggedIn(page);
});

test('a link on another site asks "Vil du logge ut?": Avbryt keeps Kari logged in, Logg ut logs her out', async ({
  page,
}) => {
  await loginAs(page, 'kari');
  await expect(page).toHaveURL('/incidents');
  await servePage(page, OTHER_SITE_ORIGIN, `<title>Annen side</title><a href="${LOGOUT_URL}">Klikk her</a>`);
  const followTheLink = async () => {
    await page.goto(`${OTHER_SITE_ORIGIN}/`);
    await page.getByRole('link', { name: 'Klikk her' }).click();
    await expect(page).toHaveURL('/access/logout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vil du logge ut?');
  };

  await followTheLink();
  await expectTitle(page, 'Logg ut');
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(DESKTOP);
  await page.getByRole('link', { name: 'Avbryt' }).click();
  await expect(page).toHaveURL('/incidents');
  await expect(page.getByRole('banner')).toContainText('Kari Nordmann');
  await expectLoggedIn(page);

  await followTheLink();
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL('/access/loggedout');
  expect((await page.request.get('/api/config')).status()).toBe(401);
});

test('the confirmation works by keyboard, and without a login too', async ({ page }) => {
  await page.goto('/access/logout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vil du logge ut?');
  await page.keyboard.press('Tab');
  const logOut = page.getByRole('button', { name: 'Logg ut' });
  // The header's links come first; Tab on until the page's own button has focus.
  for (
    let step = 0;
    step < 10 && !(await logOut.evaluate((button) => button === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(logOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/access/loggedout');
});

test('opened at http://127.0.0.1, the portal moves to its own address and Kari logs in', async ({ page }) => {
  const kari = demoPerson('kari');
  await page.goto(`http://127.0.0.1:${E2E_PORTAL_PORT}/`);
  await expect(page).toHaveURL(`${E2E_PORTAL_URL}/access/login`);
  await page.getByRole('link', { name: EID[kari.eid].name, exact: true }).click();
  await page.getByLabel(EID[kari.eid].nationalIdLabel, { exact: true }).fill(kari.nationalId);
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(page).toHaveURL(`${E2E_PORTAL_URL}/incidents`);
  await expect(page.getByRole('banner')).toContainText('Kari Nordmann');
  await expect(page.getByText('Innloggingen kunne ikke fullføres')).toHaveCount(0);
});
