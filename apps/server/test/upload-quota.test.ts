import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { uploadKeySchema } from '@foretaksportalen/shared/contract/new-case';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { uploads } from '../src/db/schema.ts';
import { type CaseTestContext, createCaseTestApp, testPdf } from './helpers/cases.ts';
import { createCase, newIncident } from './helpers/new-case.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  sessionFor,
  type TestSession,
} from './helpers/test-app.ts';
import { MIME, PNG_BYTES, type TestFile, uploadFile } from './helpers/uploads.ts';

/**
 * The upload quota (issue 17): one person may have at most UPLOAD_QUOTA_FILES uploads that no case or letter has
 * taken (50 by default), of at most UPLOAD_QUOTA_BYTES together, across their sessions and companies. Beyond it
 * the upload answers 429 with a Norwegian message and keeps nothing.
 */
const QUOTA_EXCEEDED =
  'Du har for mange opplastede filer som ikke er sendt inn. Send inn eller fjern noen filer før du laster opp flere.';

let context: CaseTestContext;
afterEach(() => context?.app.close());

const start = async (uploadQuota?: Config['uploadQuota']) => {
  context = await createCaseTestApp(uploadQuota ? { config: { uploadQuota } } : {});
  return context;
};

const png = (name = 'Skjermbilde.png'): TestFile => ({ name, type: MIME.png, content: PNG_BYTES });
const as = (key: DemoPersonKey, company: 'bank' | 'forsikring' = 'bank') => sessionFor(context, key, company);
const upload = (session: TestSession, file: TestFile = png()) => uploadFile(context, session, file);
const uploadRows = () => context.db.select().from(uploads);
const storedUploads = () => readdir(path.join(context.config.blobDir, 'uploads')).catch(() => [] as string[]);

async function expectAccepted(session: TestSession, file?: TestFile) {
  const response = await upload(session, file);
  expect(response.statusCode, response.body).toBe(200);
  return uploadKeySchema.parse(response.json());
}

async function expectRefusedByQuota(session: TestSession, file?: TestFile) {
  const rows = (await uploadRows()).length;
  const blobs = (await storedUploads()).length;
  const response = await upload(session, file);
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({ status: 429, title: QUOTA_EXCEEDED, ErrorMessage: QUOTA_EXCEEDED });
  expect(await uploadRows()).toHaveLength(rows);
  expect(await storedUploads()).toHaveLength(blobs);
}

describe('the upload quota', () => {
  it('refuses the 51st upload nobody has taken yet with 429, and keeps nothing of it', async () => {
    await start();
    expect(context.config.uploadQuota).toEqual({ files: 50, bytes: 500 * 1024 * 1024 });
    const kari = await as('kari');
    for (let file = 1; file <= 50; file++) await expectAccepted(kari, png(`Side ${file}.png`));
    await expectRefusedByQuota(kari, png('Side 51.png'));
  });

  it('counts a person’s uploads in every session and company, and nobody else’s', async () => {
    await start({ files: 3, bytes: 1024 * 1024 });
    const [first, second] = [await as('kari'), await as('kari')];
    await expectAccepted(first);
    await expectAccepted(first);
    await expectAccepted(second);
    await expectRefusedByQuota(second);
    await expectRefusedByQuota(first);
    await expectAccepted(await as('siri'));

    const [bank, forsikring] = [await as('anne', 'bank'), await as('anne', 'forsikring')];
    await expectAccepted(bank);
    await expectAccepted(forsikring);
    await expectAccepted(bank);
    await expectRefusedByQuota(forsikring);
  });

  it('refuses a file that would pass the byte limit once its size is known, and removes its bytes', async () => {
    const pdf = { name: 'Klage.pdf', type: MIME.pdf, content: await testPdf('Klage', 3) };
    await start({ files: 50, bytes: pdf.content.length + PNG_BYTES.length });
    const kari = await as('kari');
    await expectAccepted(kari, pdf);
    await expectRefusedByQuota(kari, pdf);
    await expectAccepted(kari, png());
    await expectRefusedByQuota(kari, png());
  });

  it('gives the last place to one of the uploads racing for it, in any session', async () => {
    await start({ files: 3, bytes: 1024 * 1024 });
    const sessions = await Promise.all([as('kari'), as('kari'), as('kari')]);
    await expectAccepted(sessions[0] as TestSession);
    await expectAccepted(sessions[1] as TestSession);
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        upload(sessions[index % 3] as TestSession, png(`${index}.png`)),
      ),
    );
    expect(racing.map((response) => response.statusCode).toSorted()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await uploadRows()).toHaveLength(3);
    expect(await storedUploads()).toHaveLength(3);
  });

  it('frees places when a case takes the files, or when a file is removed', async () => {
    await start({ files: 2, bytes: 1024 * 1024 });
    const kari = await as('kari');
    const keys = [await expectAccepted(kari), await expectAccepted(kari, png('Kvittering.png'))];
    await expectRefusedByQuota(kari);

    const created = await createCase(context, kari, newIncident(await companyClerkOf(context, 'kari'), keys));
    expect(created.statusCode, created.body).toBe(200);
    const again = await expectAccepted(kari);
    await expectAccepted(kari);
    await expectRefusedByQuota(kari);

    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/document/deletefile/${again.Key}`,
      ...asClerk(kari, context.config),
    });
    expect(removed.statusCode).toBe(204);
    await expectAccepted(kari);
  });
});
