import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loginThroughIdpSim } from '@foretaksportalen/idp-sim/test-login';
import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { caseEventSchema } from '@foretaksportalen/shared/contract/case';
import { portalConfigSchema } from '@foretaksportalen/shared/contract/config';
import { issuedAccessKeySchema } from '@foretaksportalen/shared/contract/provider/access-key';
import { providerCaseSchema, providerEventSchema } from '@foretaksportalen/shared/contract/provider/case';
import { type Change, changesPageSchema } from '@foretaksportalen/shared/contract/provider/changes';
import { providerCompanySchema } from '@foretaksportalen/shared/contract/provider/company';
import { DEMO_UNKNOWN_PERSON } from '@foretaksportalen/shared/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createMailer, type Mailer } from '../src/lib/mailer.ts';
import { createOutboxSender } from '../src/modules/outbox/index.ts';
import { caseVersion, testPdf } from './helpers/cases.ts';
import { CookieJar, startHttpPortal } from './helpers/http-portal.ts';
import {
  bearer,
  createApiKey,
  letterBody,
  newCompany,
  newProviderCase,
  providerPath,
} from './helpers/provider.ts';
import { readMail, type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { testClock } from './helpers/test-app.ts';
import { MIME, testDocx } from './helpers/uploads.ts';

/**
 * The whole exchange of issue 9 over real HTTP: the complaints body creates a company and its first
 * administrator's key; the new user logs in with the letter; the body opens a case and sends a letter with a
 * PDF; the clerk gets the e-mail (a real SMTP server), opens the letter and answers with a letter and a file;
 * after the delete window the body's feed hands over the answer once, and its documents download unchanged.
 */
describe('the exchange between the complaints body and a company', () => {
  const clock = testClock(new Date());
  let portal: Awaited<ReturnType<typeof startHttpPortal>>;
  let smtp: SmtpSink;
  let mailer: Mailer;
  let blobDir: string;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    blobDir = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-exchange-'));
    portal = await startHttpPortal({ blobDir }, { clock });
    mailer = createMailer({ ...portal.config, mail: { ...portal.config.mail, smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    mailer.close();
    await portal.close();
    await smtp.close();
    await rm(blobDir, { recursive: true, force: true });
  });

  it('goes from a new company to the body’s copy of the company’s answer', async () => {
    const { key } = await createApiKey(portal.db, { name: 'Klagenemndas saksbehandlingssystem' });
    const api = async <Schema extends z.ZodType>(
      method: string,
      url: string,
      body: unknown,
      schema: Schema,
    ) => {
      const response = await fetch(`${portal.url}${providerPath(url)}`, {
        method,
        headers: { ...bearer(key), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(201);
      return schema.parse(answer) as z.output<Schema>;
    };

    // The body registers the company and issues its first administrator's letter.
    await api('POST', '/companies', newCompany(), providerCompanySchema);
    const letter = await api(
      'POST',
      '/companies/912345670/access-keys',
      { FirstName: 'Astrid', LastName: 'Admin', Email: 'astrid.admin@nordlyskraft.no' },
      issuedAccessKeySchema,
    );

    // The new user enters code and PIN and logs in with the eID, in one browser.
    const browser = new CookieJar();
    const urlKey = letter.Url.slice(letter.Url.lastIndexOf('/') + 1);
    const codePin = await browser.fetch(
      `${portal.url}/api/access/${letter.Code.replaceAll(' ', '')}/${letter.Pin}`,
    );
    expect(await codePin.json()).toBe(urlKey);
    const authorize = await browser.fetch(`${portal.url}/api/oidc/authorize?idp=nbid&accesskey=${urlKey}`);
    const callback = await browser.fetch(
      await loginThroughIdpSim(authorize.headers.get('location') ?? '', DEMO_UNKNOWN_PERSON.nationalId),
    );
    expect(callback.headers.get('location')).toBe('/access/consent');
    const send = (method: string, url: string, init: { json?: unknown; form?: FormData } = {}) =>
      browser.fetch(`${portal.url}${url}`, {
        method,
        headers: {
          [XSRF_HEADER]: browser.cookies.get(XSRF_COOKIE) ?? '',
          origin: portal.url,
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
      });
    expect((await send('POST', '/api/clerk/consent', { json: { ConsentValue: true } })).status).toBe(200);
    const config = portalConfigSchema.parse(await (await browser.fetch(`${portal.url}/api/config`)).json());
    expect(config.LoginClerk).toMatchObject({
      DisplayName: 'Astrid Admin',
      CompanyName: 'Nordlys Kraft AS',
      AccessRole: { Name: 'Administrator', AccessLevel: 5 },
    });
    const membershipId = config.LoginClerk.Id;

    // The body opens a case; the administrator takes it.
    const opened = await api(
      'PUT',
      '/companies/912345670/cases/KN-77',
      newProviderCase({ CaseId: 'KN-2026-0077' }),
      providerCaseSchema,
    );
    const caseUid = opened.CaseUid;
    const Version = await caseVersion(portal.db, caseUid);
    expect(
      (await send('PATCH', `/api/case/${caseUid}`, { json: { CaseClerkId: membershipId, Version } })).status,
    ).toBe(200);

    // The body sends a letter with a PDF; the clerk and the company get the e-mail.
    const letterPdf = await testPdf('Anmodning om uttalelse');
    const body = await letterBody({ Description: 'Anmodning om uttalelse', Subject: 'Uttalelse' }, [
      { name: 'Anmodning.pdf', type: MIME.pdf, content: letterPdf },
    ]);
    const added = await fetch(
      `${portal.url}${providerPath('/companies/912345670/cases/KN-77/events/BREV-1')}`,
      {
        method: 'PUT',
        headers: { ...bearer(key), 'content-type': body.contentType },
        body: body.payload,
      },
    );
    expect(added.status).toBe(201);
    const inbound = providerEventSchema.parse(await added.json());

    const sender = createOutboxSender({ db: portal.db, mailer, clock, log: portal.app.log });
    while ((await sender.sendDue()) > 0);
    const toClerk = smtp.received.filter((mail) => mail.to.includes('astrid.admin@nordlyskraft.no'));
    expect(toClerk).toHaveLength(1);
    const clerkMail = readMail(toClerk[0]?.raw ?? '');
    expect(clerkMail.text).toContain('KN-2026-0077');
    expect(clerkMail.text).toContain(`${portal.url}/case/${caseUid}`);
    expect(clerkMail.text).not.toContain('Klager');
    expect(smtp.received.some((mail) => mail.to.includes('post@nordlyskraft.no'))).toBe(true);

    // The clerk opens the letter: it is the body's PDF, and the company has read it.
    const openedLetter = await send('GET', `/api/document/openletter/${inbound.EventUid}/${caseUid}/false`);
    expect(openedLetter.status).toBe(200);
    expect(Buffer.from(await openedLetter.arrayBuffer()).equals(Buffer.from(letterPdf))).toBe(true);

    // ... and answers with a letter and a file.
    const attachment = testDocx('Foretakets dokumentasjon');
    const form = new FormData();
    form.append('file', new Blob([attachment], { type: MIME.docx }), 'Dokumentasjon.docx');
    const uploaded = await send('POST', '/api/document/uploadfile', { form });
    expect(uploaded.status).toBe(200);
    const answered = await send('POST', '/api/case/sendletter', {
      json: {
        CaseUid: caseUid,
        ClerkId: membershipId,
        Subject: 'Uttalelse fra foretaket',
        Content: 'Vi viser til brevet og legger ved dokumentasjonen.',
        Files: [await uploaded.json()],
      },
    });
    expect(answered.status).toBe(200);
    const answer = caseEventSchema.parse(await answered.json());

    // Within the delete window the body is told only that its letter was read.
    const feed = async (after?: string) => {
      const response = await fetch(
        `${portal.url}${providerPath(`/changes${after ? `?after=${after}` : ''}`)}`,
        {
          headers: bearer(key),
        },
      );
      return changesPageSchema.parse(await response.json());
    };
    const first = await feed();
    expect(first.Items.map((item: Change) => item.Kind)).toEqual(['letter.read']);
    expect(first.Items[0]).toMatchObject({ Case: { ExternalId: 'KN-77' }, Event: { ExternalId: 'BREV-1' } });

    // After the window the answer comes, once.
    clock.advance(11 * 60);
    const second = await feed(first.Cursor);
    expect(second.Items).toHaveLength(1);
    const sent = second.Items[0];
    if (sent?.Kind !== 'letter.sent') throw new Error(`Expected letter.sent, got ${sent?.Kind}`);
    expect(sent).toMatchObject({
      Company: { OrgNum: '912345670' },
      Case: { CaseUid: caseUid, ExternalId: 'KN-77', CaseId: 'KN-2026-0077' },
      Event: { EventUid: answer.Gid, Subject: 'Uttalelse fra foretaket' },
    });
    expect((await feed(second.Cursor)).Items).toEqual([]);
    expect((await feed(first.Cursor)).Items.map((item) => item.ChangeId)).toEqual([sent.ChangeId]);

    // Its documents download byte for byte as the company has them.
    expect(sent.Event.Documents.map((document) => document.FileName)).toEqual([
      'Brev fra foretaket.pdf',
      'Dokumentasjon.docx',
    ]);
    for (const document of sent.Event.Documents) {
      const fromApi = await fetch(`${portal.url}${document.Href}`, { headers: bearer(key) });
      expect(fromApi.status).toBe(200);
      expect(fromApi.headers.get('content-type')).toBe(document.MimeType);
      const bytes = Buffer.from(await fromApi.arrayBuffer());
      expect(bytes.length).toBe(document.FileSize);
      const inPortal = await browser.fetch(
        `${portal.url}/api/document/download/casedocument/${document.Id}/${caseUid}`,
      );
      expect(bytes.equals(Buffer.from(await inPortal.arrayBuffer()))).toBe(true);
      if (document.FileName === 'Dokumentasjon.docx') expect(bytes.equals(attachment)).toBe(true);
    }
  });
});
