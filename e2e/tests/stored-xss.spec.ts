import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { type APIResponse, expect, type Page } from '@playwright/test';
import { CHANGES_DEMO_DATA, settledAfter, test } from '../fixtures/portal.ts';
import { signInAs } from '../fixtures/saved-logins.ts';

/**
 * Stored XSS (issue 10, security): script payloads in every field the provider API or a clerk can set are shown
 * as text on every page that shows them. Any dialog, any `window.__xss`, any element with an event handler
 * attribute, any script that is not the app's own or any javascript: link fails the test. The CSP would block
 * most of these anyway; the test proves the pages never put them into the document at all.
 */

const XSS = {
  img: '<img src=x onerror="window.__xss=1;alert(\'img\')">',
  script: '<script>window.__xss=1;alert("script")</script>',
  javascriptUrl: 'javascript:window.__xss=1;alert("url")',
  svg: '"><svg onload="window.__xss=1;alert(\'svg\')">',
};
/** Short forms for fields with a small limit (names, references). */
const SHORT = {
  img: '<img src=x onerror=alert(1)>',
  svg: '"><svg onload=alert(1)>',
  script: '<script>alert(1)</script>',
};
const HTML_CONTENT = `${Object.values(XSS).join('')}<a href="${XSS.javascriptUrl}">Les mer</a>`;

const BANK = DEMO_COMPANIES.bank;
const PDF =
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';

async function expectOk(response: APIResponse, what: string) {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/** What a successful injection would have left in the page; all must be empty. */
async function injectedIntoPage(page: Page) {
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll('*')];
    return {
      xssFlag: (window as { __xss?: unknown }).__xss ?? null,
      handlerAttributes: elements
        .filter((element) => [...element.attributes].some((attribute) => /^on/i.test(attribute.name)))
        .map((element) => element.outerHTML.slice(0, 120)),
      foreignScripts: [...document.scripts]
        .filter((script) => !script.src || !new URL(script.src).pathname.startsWith('/assets/'))
        .map((script) => script.outerHTML.slice(0, 120)),
      javascriptUrls: elements
        .filter((element) =>
          ['href', 'src', 'action', 'formaction', 'xlink:href'].some((name) =>
            /^\s*javascript:/i.test(element.getAttribute(name) ?? ''),
          ),
        )
        .map((element) => element.outerHTML.slice(0, 120)),
    };
  });
}

const NOTHING_INJECTED = { xssFlag: null, handlerAttributes: [], foreignScripts: [], javascriptUrls: [] };

test('script payloads in every field are shown as text on every page and run nothing', {
  tag: CHANGES_DEMO_DATA,
}, async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  // The complaints body's side: company name, a case with its complainer and officer, a letter, content items.
  const created = await expectOk(
    await page.request.post('/api/test/api-keys', {
      data: { name: 'Sikkerhetstest', scopes: ['companies', 'cases', 'content'] },
    }),
    'API key',
  );
  const provider = { authorization: `Bearer ${(await created.json()).key}` };
  const api = `${PROVIDER_API_PREFIX}/companies/${BANK.orgNum}`;
  await expectOk(
    await page.request.patch(api, { headers: provider, data: { Name: `Bank ${SHORT.svg}` } }),
    'company name',
  );
  const caseResponse = await expectOk(
    await page.request.put(`${api}/cases/XSS-1`, {
      headers: provider,
      data: {
        CaseId: 'KN-2026-0666',
        Status: 'Under behandling',
        StatusCode: 'UNDER_BEHANDLING',
        DueDate: '2026-12-15',
        User: { DisplayName: `Hanne ${SHORT.script}`, Phone: '22001122' },
        Complainer: {
          FirstName: SHORT.img,
          LastName: SHORT.svg,
          Email: 'kari.klager@example.no',
          Reference: SHORT.script,
          Phone: { Phone: '91234567', CountryCodeAlpha2: 'NO' },
          Address: { Address: XSS.img, PostalCode: '0150', CountryCodeAlpha2: 'NO' },
        },
      },
    }),
    'case',
  );
  const caseUid: string = (await caseResponse.json()).CaseUid;
  await expectOk(
    await page.request.put(`${api}/cases/XSS-1/events/XSS-BREV-1`, {
      headers: provider,
      multipart: {
        event: {
          name: 'event.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify({ Description: XSS.svg, Subject: XSS.script })),
        },
        files: { name: `${SHORT.img}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
      },
    }),
    'letter',
  );
  const contentItems = async (alias: string) =>
    (
      await (
        await expectOk(
          await page.request.get(`${PROVIDER_API_PREFIX}/content-items?documentTypeAlias=${alias}`, {
            headers: provider,
          }),
          alias,
        )
      ).json()
    ).Items as { Id: string; DocumentTypeAlias: string; Name: string; SortOrder: number }[];
  const [banner] = await contentItems('nyhetsbanner');
  const [faq] = await contentItems('fAQItem');
  if (!banner || !faq) throw new Error('The demo content has no news banner or FAQ item');
  await expectOk(
    await page.request.put(`${PROVIDER_API_PREFIX}/content-items/${banner.Id}`, {
      headers: provider,
      data: { ...banner, Properties: { aktivt: 'true', text: `<p>Vedlikehold</p>${HTML_CONTENT}` } },
    }),
    'news banner',
  );
  await expectOk(
    await page.request.put(`${PROVIDER_API_PREFIX}/content-items/${faq.Id}`, {
      headers: provider,
      data: {
        ...faq,
        Properties: { question: `Spørsmål ${SHORT.img}`, answer: `<p>Svar</p>${HTML_CONTENT}` },
      },
    }),
    'FAQ item',
  );

  // The company's side: the administrator's own name, the case's reference and note, a letter with a file.
  await signInAs(page, 'anne');
  await expect(page).toHaveURL('/incidents');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const clerk = { 'X-XSRF-TOKEN': xsrf };
  const config = await (await expectOk(await page.request.get('/api/config'), 'config')).json();
  const me = config.CompanyClerks.find((each: { Id: string }) => each.Id === config.LoginClerk.Id);
  await expectOk(
    await page.request.put('/api/clerk', {
      headers: clerk,
      data: {
        Id: me.Id,
        ClerkId: me.ClerkId,
        CompanyGuid: me.CompanyGuid,
        Email: me.Email,
        NotifyOnNewCases: me.NotifyOnNewCases,
        NotifyOnNewPosts: me.NotifyOnNewPosts,
        NotifyBeforeDue: me.NotifyBeforeDue,
        NotifyOnMention: me.NotifyOnMention,
        NotifyOnApproval: me.NotifyOnApproval,
        Phone: me.Phone,
        PhoneCountryCode: me.PhoneCountryCode,
        RoleId: me.RoleId,
        AccessRole: me.AccessRole,
        Clerk: { Id: me.Clerk.Id, FirstName: SHORT.svg, LastName: SHORT.img },
      },
    }),
    'own name',
  );
  const seen = await expectOk(await page.request.get(`/api/case/${caseUid}`, { headers: clerk }), 'the case');
  await expectOk(
    await page.request.patch(`/api/case/${caseUid}`, {
      headers: clerk,
      data: { CompanyCaseRef: SHORT.svg, CompanyNote: XSS.img, Version: (await seen.json()).Version },
    }),
    'reference and note',
  );
  const upload = await expectOk(
    await page.request.post('/api/document/uploadfile', {
      headers: clerk,
      multipart: {
        file: { name: `${SHORT.svg}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
      },
    }),
    'upload',
  );
  await expectOk(
    await page.request.post('/api/case/sendletter', {
      headers: clerk,
      data: {
        CaseUid: caseUid,
        ClerkId: me.Id,
        Subject: XSS.svg,
        Content: XSS.script,
        Files: [await upload.json()],
      },
    }),
    'letter from the company',
  );

  // Every page that shows them, each checked after it has loaded its data. The case has no clerk of the company,
  // and the list is in the server's order (by random case id), so it is found by its number.
  const findTheCase = async () => {
    await page.getByRole('tab', { name: /^Ufordelte saker/ }).click();
    await page.getByRole('textbox', { name: 'Klagenemnda ref', exact: true }).fill('KN-2026-0666');
    await expect(page.getByRole('row', { name: /KN-2026-0666/ })).toBeVisible();
  };
  const pages: [string, string, (() => Promise<void>)?][] = [
    ['/incidents', `${SHORT.img}${SHORT.svg}`, findTheCase],
    [`/case/${caseUid}`, XSS.img],
    ['/settings', SHORT.svg],
    ['/profile', SHORT.svg],
    ['/faq', `Spørsmål ${SHORT.img}`],
  ];
  for (const [path, shownAsText, prepare] of pages) {
    await settledAfter(page, () => page.goto(path));
    await prepare?.();
    await expect(page.locator('main'), path).toContainText(shownAsText);
    expect(await injectedIntoPage(page), path).toEqual(NOTHING_INJECTED);
  }
  // The news banner's text is shown (sanitized) on the incidents page.
  await page.goto('/incidents');
  await expect(page.getByRole('region', { name: 'Viktig melding' })).toContainText('Vedlikehold');
  await expect(page.getByRole('banner')).toContainText(`Bank ${SHORT.svg}`);
  expect(await injectedIntoPage(page)).toEqual(NOTHING_INJECTED);
  expect(dialogs).toEqual([]);
});
