import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { uploadKeySchema } from '@foretaksportalen/shared/contract/new-case';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { uploads } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/hashing.ts';
import { createUploadPurger } from '../src/modules/upload/index.ts';
import { type CaseTestContext, createCaseTestApp, testPdf } from './helpers/cases.ts';
import { startHttpPortal } from './helpers/http-portal.ts';
import { asClerk, type DemoPersonKey, sessionFor, type TestSession, testClock } from './helpers/test-app.ts';
import {
  ELF_BYTES,
  JPEG_BYTES,
  MIME,
  PE_BYTES,
  PNG_BYTES,
  type TestFile,
  testDocx,
  testXlsx,
  uploadFile,
} from './helpers/uploads.ts';

let context: CaseTestContext;
afterEach(() => context?.app.close());

const start = async (options: Parameters<typeof createCaseTestApp>[0] = {}) => {
  context = await createCaseTestApp(options);
  return context;
};

const as = (key: DemoPersonKey) => sessionFor(context, key);
const upload = (session: TestSession, file: TestFile, field?: string) =>
  uploadFile(context, session, file, field);
const deleteFile = (session: TestSession, key: string) =>
  context.app.inject({
    method: 'DELETE',
    url: `/api/document/deletefile/${encodeURIComponent(key)}`,
    ...asClerk(session, context.config),
  });

/** The files in the blob store's upload folder. */
const uploadBlobs = async (blobDir = context.config.blobDir) =>
  readdir(path.join(blobDir, 'uploads')).catch(() => [] as string[]);

const uploadRows = () => context.db.select().from(uploads);

describe('POST /api/document/uploadfile', () => {
  it('takes a file of each allowed type, stores the type its content shows, and answers the delete key', async () => {
    await start();
    const kari = await as('kari');
    const files: TestFile[] = [
      { name: 'Klage.pdf', type: MIME.pdf, content: await testPdf('Klage') },
      { name: 'Kvittering.jpg', type: MIME.jpeg, content: JPEG_BYTES },
      { name: 'Skjermbilde.png', type: MIME.png, content: PNG_BYTES },
      { name: 'Avtale.docx', type: MIME.docx, content: testDocx('Avtalevilkår') },
      { name: 'Kontoutskrift.xlsx', type: MIME.xlsx, content: await testXlsx('Saldo') },
      { name: 'Notat.txt', type: MIME.text, content: new TextEncoder().encode('Notat med æøå\n') },
    ];

    for (const file of files) {
      const response = await upload(kari, file);
      expect(response.statusCode, file.name).toBe(200);
      const key = uploadKeySchema.parse(response.json());
      expect(key.Filename).toBe(file.name);
      expect(key.Key.length).toBeGreaterThanOrEqual(32);

      const [row] = await context.db.select().from(uploads).where(eq(uploads.id, key.Id));
      expect(row).toMatchObject({
        fileName: file.name,
        mimeType: file.type,
        fileSize: file.content.length,
        attachedAt: null,
        documentId: null,
      });
      // The delete key is stored only as its hash.
      expect(row?.keyHash).toBe(sha256(key.Key));
      expect(JSON.stringify(row)).not.toContain(key.Key);
      expect(await context.blobs.read(row?.blobKey ?? '')).toEqual(Buffer.from(file.content));
    }
  });

  it('takes an image declared as another kind of image, stored as what it is', async () => {
    await start();
    const response = await upload(await as('kari'), {
      name: 'bilde.jpg',
      type: MIME.jpeg,
      content: PNG_BYTES,
    });
    expect(response.statusCode).toBe(200);
    expect((await uploadRows())[0]?.mimeType).toBe(MIME.png);
  });

  it('refuses a program renamed to .pdf, and content that is not what it is declared as', async () => {
    await start();
    const kari = await as('kari');
    const refused: TestFile[] = [
      { name: 'faktura.pdf', type: MIME.pdf, content: ELF_BYTES },
      { name: 'faktura.pdf', type: MIME.pdf, content: PE_BYTES },
      { name: 'bilde.pdf', type: MIME.pdf, content: PNG_BYTES },
      { name: 'brev.txt', type: MIME.text, content: await testPdf('Brev') },
      { name: 'binær.txt', type: MIME.text, content: new Uint8Array([0x48, 0x65, 0x00, 0x6c]) },
      { name: 'latin1.txt', type: MIME.text, content: new Uint8Array([0x62, 0xe6, 0x72]) },
      { name: 'regneark.docx', type: MIME.docx, content: await testXlsx('Saldo') },
      {
        name: 'animasjon.gif',
        type: 'image/gif',
        content: new TextEncoder().encode('GIF89a\x01\x00\x01\x00'),
      },
    ];
    for (const file of refused) {
      const response = await upload(kari, file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json().ErrorMessage).toBe(`Filen ${file.name} er ikke en gyldig filtype`);
    }
    expect(await uploadRows()).toEqual([]);
    expect(await uploadBlobs()).toEqual([]);
  });

  it('keeps only the last part of the name, without control characters', async () => {
    await start();
    const response = await upload(await as('kari'), {
      name: 'C:\\Users\\kari\\Klage\u0007 fra\u202e kunden.pdf',
      type: MIME.pdf,
      content: await testPdf('Klage'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Filename).toBe('Klage fra kunden.pdf');
  });

  it('refuses an empty file, a request without a file and a file in another field', async () => {
    await start();
    const kari = await as('kari');
    const empty = await upload(kari, { name: 'tom.pdf', type: MIME.pdf, content: new Uint8Array() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().ErrorMessage).toBe('Filen tom.pdf er tom');

    const pdf = { name: 'Klage.pdf', type: MIME.pdf, content: await testPdf('Klage') };
    const otherField = await upload(kari, pdf, 'vedlegg');
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().ErrorMessage).toBe('Forespørselen inneholder ingen fil');

    const notMultipart = await context.app.inject({
      method: 'POST',
      url: '/api/document/uploadfile',
      payload: { file: 'Klage.pdf' },
      ...asClerk(kari, context.config),
    });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(await uploadRows()).toEqual([]);
    expect(await uploadBlobs()).toEqual([]);
  });

  it('takes a file of exactly MaxUploadFileSize and refuses one byte more', async () => {
    await start({ config: { maxUploadFileSize: 2000 } });
    const kari = await as('kari');
    const text = (length: number) => new TextEncoder().encode('a'.repeat(length));
    expect(
      (await upload(kari, { name: 'akkurat.txt', type: MIME.text, content: text(2000) })).statusCode,
    ).toBe(200);
    const tooLarge = await upload(kari, { name: 'for-stor.txt', type: MIME.text, content: text(2001) });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().ErrorMessage).toBe('Filen for-stor.txt er for stor');
    expect(await uploadRows()).toHaveLength(1);
    expect(await uploadBlobs()).toHaveLength(1);
  });

  it('lets every level with cases upload, and not level 4, nor anyone before consent, without XSRF or logged out', async () => {
    await start();
    const pdf = { name: 'Klage.pdf', type: MIME.pdf, content: await testPdf('Klage') };
    for (const key of ['kari', 'ola', 'siri', 'anne'] as const) {
      expect((await upload(await as(key), pdf)).statusCode, key).toBe(200);
    }
    const ivar = await upload(await as('ivar'), pdf);
    expect(ivar.statusCode).toBe(403);
    expect(ivar.json().ErrorMessage).toBe('Du har ikke tilgang til å laste opp dokumenter');

    const nina = await upload(await as('nina'), pdf);
    expect(nina.statusCode).toBe(403);
    expect(nina.json().redirectUrl).toBe('/access/consent');

    const kari = await as('kari');
    expect((await upload({ ...kari, xsrf: 'feil' }, pdf)).statusCode).toBe(403);
    const anonymous = await context.app.inject({ method: 'POST', url: '/api/document/uploadfile' });
    expect(anonymous.statusCode).toBe(401);
    expect(await uploadRows()).toHaveLength(4);
  });
});

describe('an upload larger than the limit, streamed over HTTP', () => {
  const STREAMED_BYTES = 100 * 1024 * 1024;
  const CHUNK = Buffer.alloc(64 * 1024, 'a');
  const BOUNDARY = '----foretaksportalen-test';

  /** A multipart body of `size` bytes of file, made while it is sent: the test itself holds one chunk. */
  function streamedBody(size: number) {
    let sent = 0;
    let headerSent = false;
    let ended = false;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(
            encoder.encode(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="stor.txt"\r\nContent-Type: text/plain\r\n\r\n`,
            ),
          );
        } else if (sent < size) {
          controller.enqueue(CHUNK);
          sent += CHUNK.length;
        } else if (!ended) {
          ended = true;
          controller.enqueue(encoder.encode(`\r\n--${BOUNDARY}--\r\n`));
          controller.close();
        }
      },
    });
    return { body, sentBytes: () => sent };
  }

  it('is refused as soon as it passes the limit, with memory flat and nothing stored', async () => {
    const blobDir = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-upload-limit-'));
    onTestFinished(() => rm(blobDir, { recursive: true, force: true }));
    const portal = await startHttpPortal({ maxUploadFileSize: 1024 * 1024, blobDir });
    onTestFinished(() => portal.close());
    const kari = await sessionFor({ ...portal, clock: () => new Date() }, 'kari');
    const clerk = asClerk(kari, portal.config);

    const before = process.memoryUsage();
    let peak = { rss: before.rss, arrayBuffers: before.arrayBuffers };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = {
        rss: Math.max(peak.rss, now.rss),
        arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers),
      };
    }, 10);
    onTestFinished(() => clearInterval(sampler));

    const { body, sentBytes } = streamedBody(STREAMED_BYTES);
    const response = await fetch(`${portal.url}/api/document/uploadfile`, {
      method: 'POST',
      headers: {
        ...clerk.headers,
        cookie: Object.entries(clerk.cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    const answeredAfter = sentBytes();
    const problem = (await response.json()) as { ErrorMessage: string };
    clearInterval(sampler);

    expect(response.status).toBe(400);
    expect(problem.ErrorMessage).toBe('Filen stor.txt er for stor');
    // Memory stayed flat: far less than the 100 MB that went through.
    expect(peak.rss - before.rss).toBeLessThan(40 * 1024 * 1024);
    expect(peak.arrayBuffers - before.arrayBuffers).toBeLessThan(40 * 1024 * 1024);
    // Answered while the file was still coming, not after all of it.
    expect(answeredAfter).toBeLessThan(STREAMED_BYTES);
    expect(await uploadBlobs(blobDir)).toEqual([]);
    expect(await portal.db.select().from(uploads)).toEqual([]);
  });
});

describe('DELETE /api/document/deletefile/{key}', () => {
  it('removes an upload of the same session with its bytes, once', async () => {
    await start();
    const kari = await as('kari');
    const key = uploadKeySchema.parse(
      (await upload(kari, { name: 'Klage.pdf', type: MIME.pdf, content: await testPdf('Klage') })).json(),
    );
    expect(await uploadBlobs()).toHaveLength(1);

    expect((await deleteFile(kari, key.Key)).statusCode).toBe(204);
    expect(await uploadRows()).toEqual([]);
    expect(await uploadBlobs()).toEqual([]);
    expect((await deleteFile(kari, key.Key)).statusCode).toBe(404);
  });

  it('refuses the key in another session, of the same person or another, and unknown keys', async () => {
    await start();
    const kari = await as('kari');
    const key = uploadKeySchema.parse(
      (await upload(kari, { name: 'Klage.pdf', type: MIME.pdf, content: await testPdf('Klage') })).json(),
    );
    const kariElsewhere = await as('kari');
    for (const session of [kariElsewhere, await as('siri'), await as('anne')]) {
      const response = await deleteFile(session, key.Key);
      expect(response.statusCode).toBe(404);
      expect(response.json().ErrorMessage).toBe('Ukjent fil');
    }
    expect((await deleteFile(kari, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await deleteFile(kari, 'ikke en nøkkel')).statusCode).toBe(404);
    expect(await uploadRows()).toHaveLength(1);
    expect(await uploadBlobs()).toHaveLength(1);
  });
});

describe('the purge of unattached uploads', () => {
  it('removes uploads nobody took within 24 hours, rows and bytes, and no earlier', async () => {
    const clock = testClock();
    await start({ clock });
    const pdf = { name: 'Klage.pdf', type: MIME.pdf, content: await testPdf('Klage') };
    expect((await upload(await as('kari'), pdf)).statusCode).toBe(200);
    clock.advance(12 * 60 * 60);
    expect((await upload(await as('kari'), pdf)).statusCode).toBe(200);
    const purger = createUploadPurger({
      db: context.db,
      blobs: context.blobs,
      clock,
      log: context.app.log,
      retentionHours: context.config.uploadRetentionHours,
    });

    clock.advance(11 * 60 * 60);
    expect(await purger.purgeExpired()).toBe(0);
    expect(await uploadRows()).toHaveLength(2);

    clock.advance(2 * 60 * 60);
    expect(await purger.purgeExpired()).toBe(1);
    const [left] = await uploadRows();
    expect(left?.createdAt).toEqual(new Date(clock().getTime() - 13 * 60 * 60 * 1000));
    expect(await uploadBlobs()).toEqual([path.basename(left?.blobKey ?? '')]);

    clock.advance(12 * 60 * 60);
    expect(await purger.purgeExpired()).toBe(1);
    expect(await uploadRows()).toEqual([]);
    expect(await uploadBlobs()).toEqual([]);
  });

  it('also removes the uploads of a session that has ended', async () => {
    const clock = testClock();
    await start({ clock });
    const kari = await as('kari');
    await upload(kari, { name: 'Klage.pdf', type: MIME.pdf, content: await testPdf('Klage') });
    const clerk = asClerk(kari, context.config);
    // As the browser sends it when the user logs out from the portal's menu.
    const logout = await context.app.inject({
      method: 'GET',
      url: '/api/oidc/logout',
      ...clerk,
      headers: { ...clerk.headers, 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(302);
    expect((await uploadRows())[0]?.sessionId).toBeNull();

    clock.advance(25 * 60 * 60);
    const purger = createUploadPurger({
      db: context.db,
      blobs: context.blobs,
      clock,
      log: context.app.log,
      retentionHours: 24,
    });
    expect(await purger.purgeExpired()).toBe(1);
    expect(await uploadBlobs()).toEqual([]);
  });
});
