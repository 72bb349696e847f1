import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type IdpSim, startIdpSim } from '@foretaksportalen/idp-sim/create-idp-sim';
import { EVENT_PART, FILES_PART } from '@foretaksportalen/shared/contract/provider/case';
import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { requireProgram, skipOutsideCi } from '../../scripts/lib/missing-tools.ts';
import { type OwnPostgres, ownPostgresMissing, startOwnPostgres } from '../../scripts/lib/own-postgres.ts';
import { startS3rver } from '../../scripts/lib/s3rver.ts';
import { bodyRows, documentsTab, eventsTab } from '../fixtures/case-page.ts';
import { writeLetter } from '../fixtures/letters.ts';
import {
  type LoadBalancedPortal,
  nginxMissing,
  type PortalProcess,
  READINESS_PATH,
  startLoadBalancedPortal,
  Teardown,
} from '../fixtures/load-balanced-portal.ts';
import {
  button,
  choose,
  fillNorwegianConsumer,
  findInList,
  openWizardFromMenu,
  PDF_FILE,
  type PickedFile,
  PNG_FILE,
  STEP,
  sendAndReadReceipt,
  step,
  uploadFiles,
} from '../fixtures/new-case-wizard.ts';
import { loginAs, mainNavigation, test } from '../fixtures/portal.ts';
import { E2E_LOAD_BALANCER_PORTS } from '../ports.ts';

/**
 * N portal processes behind a real load balancer (issue 19, architecture §1): Debian's nginx running the deploy
 * config (deploy/nginx/foretaksportalen.conf) in front of two portal processes on one PostgreSQL server, once with
 * the document bytes in PostgreSQL and once in S3 (s3rver). Through nginx only, Kari logs in, registers a case
 * with a document, opens it, downloads the document and sends a letter, while nginx shares her requests out
 * between the processes (their logs show both served). Then one process gets SIGTERM, as systemd stops it, and she
 * keeps working through the other: the case, its document and letter still there, a second letter, the download
 * again. Before that, the live updates of issue 47 across the processes: Siri and Kari in two browsers, each
 * browser's live stream (GET /api/live) on another process; a case from the provider API reaches Siri's list, her
 * assignment Kari's Jobbkø, and a letter Kari on the case and Siri on the list, without a reload. Both stacks start
 * at once in beforeAll, so their demo data loads side by side; they run in the test worker's own folders and ports,
 * apart from the worker's shared portal.
 */
// Skipped without nginx or PostgreSQL's binaries, except under CI, where it fails saying which is missing.
const skipReason = skipOutsideCi(nginxMissing ?? ownPostgresMissing);
test.skip(skipReason !== undefined, skipReason);

const OIDC_CLIENT = { clientId: 'foretaksportalen', clientSecret: randomBytes(16).toString('hex') };

const RUNS = [
  { blobStore: 'postgres', title: 'the document bytes in PostgreSQL', port: E2E_LOAD_BALANCER_PORTS[0] },
  { blobStore: 's3', title: 'the document bytes in S3 (s3rver)', port: E2E_LOAD_BALANCER_PORTS[1] },
] as const;
const urlOf = (port: number) => `http://127.0.0.1:${port}`;

/**
 * The case's document: a PDF of 6 MB, so that its bytes go in several chunks into PostgreSQL (1 MB each) and in
 * a multipart upload into S3 (5 MB parts), and stream through nginx unbuffered.
 */
const CASE_DOCUMENT: PickedFile = {
  name: 'Klage med vedlegg.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([PDF_FILE.buffer, randomBytes(6 * 1024 * 1024)]),
};
const LETTER_ATTACHMENT: PickedFile = { ...PNG_FILE, name: 'Kontoutskrift.png' };
const FIRST_LETTER = 'Tilsvar til klagen';
const SECOND_LETTER = 'Tilleggsopplysninger';

// One worker runs the tests of this file, after one start of what they share (beforeAll).
test.describe.configure({ mode: 'default' });

const teardown = new Teardown();
const stacks = new Map<string, LoadBalancedPortal>();
let database: OwnPostgres | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  requireProgram(nginxMissing);
  database = await startOwnPostgres();
  teardown.add(() => database?.remove());
  const idpSim: IdpSim = await startIdpSim({
    clients: [
      {
        client_id: OIDC_CLIENT.clientId,
        client_secret: OIDC_CLIENT.clientSecret,
        redirect_uris: RUNS.map((run) => `${urlOf(run.port)}/api/oidc/callback`),
      },
    ],
  });
  teardown.add(() => idpSim.close());
  const s3rver = await startS3rver();
  teardown.add(() => s3rver.close());
  const oidc = { issuer: idpSim.issuer, ...OIDC_CLIENT };
  await Promise.all(
    RUNS.map(async (run) => {
      if (!database) throw new Error('No database server');
      const stack = await startLoadBalancedPortal(
        {
          port: run.port,
          database,
          databaseName: `portal_${run.blobStore}`,
          blobStore: run.blobStore,
          ...(run.blobStore === 's3' && { s3: s3rver.s3 }),
          oidc,
        },
        teardown,
      );
      stacks.set(run.blobStore, stack);
    }),
  );
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await teardown.run();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The API calls a process served for the browser (the test's own readiness checks left out). */
const apiCalls = (portal: PortalProcess) =>
  portal.requestPaths().filter((path) => path.startsWith('/api/') && !path.startsWith('/api/health'));

/** From the case list to the case, as Kari finds it again. */
async function openCase(page: Page, caseNumber: string) {
  await mainNavigation(page).getByRole('link', { name: 'Saker' }).click();
  await findInList(page, /^Jobbkø/, 'Nysaksen', caseNumber);
  await page.getByRole('table').getByRole('link', { name: caseNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sak ${caseNumber}`);
}

/** Downloads one document from the documents tab and answers its bytes. */
async function downloadDocument(page: Page, fileName: string) {
  await documentsTab(page).click();
  await page.getByRole('checkbox', { name: `Velg ${fileName}` }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Last ned valgte (1)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  return readFile(await download.path());
}

function expectSameBytes(downloaded: Buffer, file: PickedFile) {
  expect(downloaded.length).toBe(file.buffer.length);
  expect(sha256(downloaded)).toBe(sha256(file.buffer));
}

async function sendLetter(page: Page, subject: string) {
  await eventsTab(page).click();
  const form = await writeLetter(page, subject, 'Foretaket viser til anmodningen om uttalelse.', [
    LETTER_ATTACHMENT,
  ]);
  await form.getByRole('button', { name: 'Send brev/vedlegg' }).click();
  await expect(page.getByRole('status').getByText('Forsendelse sendt')).toBeVisible();
  await expect(bodyRows(page).first()).toContainText(`Brev fra foretaket: ${subject}`);
}

const LIVE_CASE_ID = 'KN-2026-9201';
const LIVE_LETTER = 'Brev fra nemnda om saken';
const LIVE_COMPLAINER = 'Balansert';
const complainerFilter = (page: Page) => page.getByRole('textbox', { name: 'Navn klager', exact: true });
const rowOf = (page: Page, caseNumber: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: caseNumber, exact: true }) });
const listTab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

/** Every live stream open on the stack's processes, as `[process index, request id]`. */
const openStreams = (stack: LoadBalancedPortal) =>
  stack.portals.flatMap((portal, index) => portal.openLiveStreams().map((id) => [index, id] as const));

const openStreamIds = (stack: LoadBalancedPortal) =>
  openStreams(stack)
    .map(([, id]) => id)
    .sort();

/**
 * The live stream a page has just opened, as `[process index, request id]`: waits until exactly one stream is open
 * that is not among those `seen`, and adds it to them.
 */
async function newLiveStream(stack: LoadBalancedPortal, seen: Set<string>) {
  let opened: (readonly [number, string])[] = [];
  await expect
    .poll(() => {
      opened = openStreams(stack).filter(([, id]) => !seen.has(id));
      return opened.length;
    })
    .toBe(1);
  const [stream] = opened;
  if (!stream) throw new Error('No live stream opened');
  seen.add(stream[1]);
  return stream;
}

/** The complaints body's system through nginx, with a key made by the admin command as an operator would. */
async function providerApi(stack: LoadBalancedPortal, request: APIRequestContext) {
  const printed = await stack.admin(
    'api-key',
    'create',
    '--name',
    'Klagenemndas saksbehandlingssystem',
    '--scopes',
    'cases',
  );
  const key = /^Nøkkel: (fpk_\S+)$/m.exec(printed)?.[1];
  if (!key) throw new Error(`No key in what api-key create printed:\n${printed}`);
  const headers = { authorization: `Bearer ${key}` };
  const caseUrl = `${PROVIDER_API_PREFIX}/companies/${DEMO_COMPANIES.bank.orgNum}/cases/E2E-LB-LIVE-1`;
  return {
    async createCase() {
      const answer = await request.put(caseUrl, {
        headers,
        data: {
          CaseId: LIVE_CASE_ID,
          Status: 'Under behandling',
          StatusCode: 'UNDER_BEHANDLING',
          Complainer: { FirstName: 'Liv', LastName: LIVE_COMPLAINER },
        },
      });
      expect(answer.status()).toBe(201);
    },
    async sendLetter() {
      const form = new FormData();
      form.append(EVENT_PART, JSON.stringify({ Description: LIVE_LETTER }));
      form.append(
        FILES_PART,
        new Blob([new Uint8Array(PDF_FILE.buffer)], { type: 'application/pdf' }),
        'Brev.pdf',
      );
      const answer = await request.put(`${caseUrl}/events/BREV-1`, { headers, multipart: form });
      expect(answer.status()).toBe(201);
    },
  };
}

/** At most this many reloads to get the second browser's stream onto the other process. */
const MAX_RELOADS_FOR_PINNING = 8;

for (const run of RUNS) {
  test.describe(`nginx in front of two portal processes, ${run.title}`, () => {
    test.use({ baseURL: urlOf(run.port) });

    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern
    test.afterEach(async ({}, testInfo) => {
      const stack = stacks.get(run.blobStore);
      if (!stack || testInfo.status === testInfo.expectedStatus) return;
      await testInfo.attach('nginx', { body: stack.nginx.logs() });
      for (const [index, portal] of stack.portals.entries())
        await testInfo.attach(`portal ${index + 1} (port ${portal.port})`, { body: portal.output() });
    });

    test('Siri and Kari, their live streams on different processes, see each other and the provider API live', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const stack = stacks.get(run.blobStore);
      if (!stack) throw new Error(`The ${run.blobStore} stack did not start`);
      const siriContext = await browser.newContext();
      const kariContext = await browser.newContext();
      const siri = await siriContext.newPage();
      const kari = await kariContext.newPage();

      try {
        const [siriStream, kariStream] =
          await test.step('log in, each with a stream on another process', async () => {
            const seen = new Set(openStreams(stack).map(([, id]) => id));
            await loginAs(siri, 'siri');
            await expect(siri.getByRole('table')).toBeVisible();
            const siriStream = await newLiveStream(stack, seen);
            await loginAs(kari, 'kari');
            await expect(kari.getByRole('table')).toBeVisible();
            let kariStream = await newLiveStream(stack, seen);
            // nginx shares requests out round-robin: a reload opens Kari's stream again, on either process. One
            // request of the test's own between two reloads shifts the turn, should a reload's requests always fall
            // the same.
            let reloads = 0;
            for (; kariStream[0] === siriStream[0]; reloads++) {
              if (reloads === MAX_RELOADS_FOR_PINNING)
                throw new Error(
                  `Kari's live stream opened on process ${siriStream[0] + 1}, Siri's, at each of ${reloads} reloads`,
                );
              if (reloads % 2 === 1) expect((await request.get(READINESS_PATH)).status()).toBe(200);
              await kari.reload();
              await expect(kari.getByRole('table')).toBeVisible();
              kariStream = await newLiveStream(stack, seen);
            }
            expect(kariStream[0]).not.toBe(siriStream[0]);
            const pinning = `${reloads} reload(s) of Kari's page`;
            test.info().annotations.push({ type: 'pinning', description: pinning });
            // The streams of Kari's earlier loads have ended: these two are the only ones.
            await expect.poll(() => openStreamIds(stack)).toEqual([siriStream[1], kariStream[1]].sort());
            return [siriStream, kariStream];
          });
        let loads = 0;
        for (const page of [siri, kari]) page.on('load', () => loads++);
        const provider = await providerApi(stack, request);

        await test.step('a new case from the provider API, and Siri gives it to Kari', async () => {
          await listTab(siri, /^Ufordelte saker/).click();
          // Both look for the case by its complainer before it exists, as the lists have more cases than a page.
          for (const page of [siri, kari]) await complainerFilter(page).fill(LIVE_COMPLAINER);
          await expect(rowOf(siri, LIVE_CASE_ID)).toHaveCount(0);
          await provider.createCase();
          await expect(rowOf(siri, LIVE_CASE_ID)).toContainText('Ny');
          await rowOf(siri, LIVE_CASE_ID)
            .getByRole('button', { name: /^Saksbehandler/ })
            .click();
          await siri.getByRole('menuitem', { name: 'Kari Nordmann' }).click();
          await expect(rowOf(siri, LIVE_CASE_ID)).toHaveCount(0);
          await expect(rowOf(kari, LIVE_CASE_ID)).toContainText('Ny');
          await expect(kari.getByText(`Ny sak i Jobbkø: ${LIVE_CASE_ID}`)).toBeAttached();
        });

        await test.step('Kari on the case and Siri on the list see a letter from the provider API', async () => {
          await rowOf(kari, LIVE_CASE_ID).getByRole('link', { name: LIVE_CASE_ID }).click();
          await expect(kari.getByRole('heading', { level: 1 })).toHaveText(`Sak ${LIVE_CASE_ID}`);
          await expect(eventsTab(kari)).toBeVisible();
          await listTab(siri, /^Jobbkø/).click();
          await expect(rowOf(siri, LIVE_CASE_ID)).toBeVisible();
          await provider.sendLetter();
          await expect(kari.getByText(LIVE_LETTER)).toBeVisible();
          await expect(rowOf(siri, LIVE_CASE_ID).getByRole('button', { name: '1 ulest brev' })).toBeVisible();
          await expect(siri.getByText(`1 nytt brev i sak ${LIVE_CASE_ID}`)).toBeAttached();
          expect(loads).toBe(0);
        });

        await test.step('the same two streams throughout, each answered 200 by its process through nginx', async () => {
          expect(openStreams(stack)).toEqual(expect.arrayContaining([siriStream, kariStream]));
          expect(openStreamIds(stack)).toHaveLength(2);
          await siriContext.close();
          await kariContext.close();
          // nginx logs a stream when it ends.
          const upstreamOf = (index: number) => `127.0.0.1:${stack.portals[index]?.port}`;
          for (const [index] of [siriStream, kariStream]) {
            await expect
              .poll(() =>
                stack.nginx.accessLog().includes(`GET /api/live 200 upstream=${upstreamOf(index)} 200`),
              )
              .toBe(true);
          }
          await expect.poll(() => openStreams(stack)).toEqual([]);
        });
      } finally {
        // Else their streams would stay open into the next test.
        await siriContext.close();
        await kariContext.close();
      }
    });

    test('Kari works through nginx while the requests go to both processes, and on when one of them stops', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const stack = stacks.get(run.blobStore);
      if (!stack) throw new Error(`The ${run.blobStore} stack did not start`);
      const [stopping, staying] = stack.portals;
      // What the processes served for the test before this one is left out.
      const [stoppingBefore, stayingBefore] = [apiCalls(stopping).length, apiCalls(staying).length];
      // Every step must succeed as it is: the web app would hide a failed call behind its outage view and retry.
      const failedResponses: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 500)
          failedResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });

      const caseNumber = await test.step('log in and register a case with a 6 MB document', async () => {
        await loginAs(page, 'kari');
        await expect(page).toHaveURL('/incidents');
        await openWizardFromMenu(page);
        await fillNorwegianConsumer(page);
        await button(step(page, STEP.customer), 'Neste').click();
        const details = step(page, STEP.companyDetails);
        await choose(page, details, 'Saksbehandler', 'Kari Nordmann');
        await button(details, 'Neste').click();
        await uploadFiles(page, [CASE_DOCUMENT]);
        await button(step(page, STEP.documents), 'Neste').click();
        return sendAndReadReceipt(page);
      });

      await test.step('open the case, download the document and send a letter', async () => {
        await openCase(page, caseNumber);
        expectSameBytes(await downloadDocument(page, CASE_DOCUMENT.name), CASE_DOCUMENT);
        await sendLetter(page, FIRST_LETTER);
      });

      await test.step('both processes served the flow', async () => {
        // Each served some of its calls, and between them all of its steps.
        const served = [apiCalls(stopping).slice(stoppingBefore), apiCalls(staying).slice(stayingBefore)];
        for (const calls of served) expect(calls.length).toBeGreaterThan(0);
        for (const call of [
          '/api/oidc/callback',
          '/api/document/uploadfile',
          '/api/case/create',
          '/api/document/download/casedocuments/selected/false',
          '/api/case/sendletter',
        ]) {
          expect(served.flat()).toContain(call);
        }
      });

      // systemd stops one process: it drains and exits, and nginx passes its share to the other.
      const exitCode = stopping.stop('SIGTERM');
      await stopping.outOfService();
      const servedBeforeStop = apiCalls(staying).length;

      await test.step('open the case again, send a second letter and download the document again', async () => {
        await openCase(page, caseNumber);
        await expect(eventsTab(page)).toHaveText('Hendelser (2)');
        await expect(bodyRows(page).filter({ hasText: `Brev fra foretaket: ${FIRST_LETTER}` })).toHaveCount(
          1,
        );
        await sendLetter(page, SECOND_LETTER);
        await expect(eventsTab(page)).toHaveText('Hendelser (3)');
        expectSameBytes(await downloadDocument(page, CASE_DOCUMENT.name), CASE_DOCUMENT);
        for (const fileName of [CASE_DOCUMENT.name, LETTER_ATTACHMENT.name]) {
          await expect(bodyRows(page).filter({ hasText: fileName }).first()).toBeVisible();
        }
      });

      await test.step('the stopped process exited cleanly; nginx passed its share to the other', async () => {
        expect(failedResponses).toEqual([]);
        expect(await exitCode).toBe(0);
        // At least one request went to the stopped process first, and on to the other when it refused.
        const at = (portal: PortalProcess) => `127\\.0\\.0\\.1:${portal.port}`;
        const passedOn = new RegExp(`upstream=${at(stopping)}, ${at(staying)} \\d+, [23]\\d\\d$`);
        expect(stack.nginx.accessLog().filter((line) => passedOn.test(line)).length).toBeGreaterThan(0);
        const servedAfterStop = apiCalls(staying).slice(servedBeforeStop);
        expect(servedAfterStop).toContain('/api/case/sendletter');
        expect(servedAfterStop).toContain('/api/document/download/casedocuments/selected/false');
      });

      await test.step('with no process left, nginx answers as a portal without its database does', async () => {
        // So that the web app shows its outage view and tries again by itself, instead of nginx's own 502 page.
        expect(await staying.stop('SIGTERM')).toBe(0);
        const unavailable = await page.request.get('/api/config');
        expect(unavailable.status()).toBe(503);
        expect(unavailable.headers()['content-type']).toBe('application/problem+json');
        expect(unavailable.headers()['retry-after']).toBe('5');
        expect(await unavailable.json()).toMatchObject({ status: 503, code: 'unavailable' });
      });
    });
  });
}
