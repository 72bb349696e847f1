import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoCaseSpecs } from '@foretaksportalen/shared/demo-cases';
import { DEMO_COMPANIES, DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/client.ts';
import {
  accessKeys,
  auditLog,
  caseEvents,
  cases,
  companies,
  documents,
  outbox,
  persons,
  uploads,
} from '../src/db/schema.ts';
import { resetDemoDatabase } from '../src/demo/demo-reset.ts';
import { createFolderBlobStore } from '../src/lib/blob-store/index.ts';
import { osloDate } from '../src/lib/oslo-date.ts';
import { type AdminCli, adminCli } from './helpers/admin-cli.ts';
import { findDemoPerson } from './helpers/test-app.ts';
import { testDatabaseKind, testDemoDataOptions } from './helpers/test-database.ts';

const RENAMED = 'Omdøpt Bank ASA';

/** A state no demo database has: a renamed company, a pending user, mail, and two users' files. */
async function changeEverything(cli: AdminCli) {
  const issued = await cli.run(
    'access-key',
    'issue',
    ...['--company', DEMO_COMPANIES.bank.orgNum, '--first-name', 'Nils', '--last-name', 'Nyansatt'],
    ...['--email', 'nils@eksempelbank.no', '--role', 'Saksbehandler'],
  );
  expect(issued.code).toBe(0);
  const blobs = createFolderBlobStore(cli.blobDir);
  const userFiles = ['uploads/kvittering-fra-kunde', 'uploads/halvferdig-opplasting'];
  for (const key of userFiles) await blobs.put(key, Buffer.from(`%PDF-1.7 ${key}`));
  await cli.withDatabase(async (db) => {
    await db.update(companies).set({ name: RENAMED }).where(eq(companies.id, DEMO_COMPANIES.bank.id));
    const [event] = await db.select().from(caseEvents).limit(1);
    if (!event) throw new Error('The demo data has no case events');
    await db.insert(documents).values({
      caseId: event.caseId,
      caseEventId: event.id,
      fileName: 'kvittering.pdf',
      mimeType: 'application/pdf',
      fileSize: 30,
      blobKey: userFiles[0] as string,
      uploadedBy: 'Kari Nordmann',
    });
    await db.insert(uploads).values({
      keyHash: 'hash-of-a-delete-key',
      companyId: DEMO_COMPANIES.bank.id,
      fileName: 'utkast.pdf',
      mimeType: 'application/pdf',
      fileSize: 30,
      blobKey: userFiles[1] as string,
    });
    await db.insert(outbox).values({ to: 'kari@eksempelbank.no', subject: 'Ny sak', text: 'Hei' });
  });
  return userFiles.map((key) => path.join(cli.blobDir, key));
}

const bankName = (db: Database) =>
  db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, DEMO_COMPANIES.bank.id))
    .then((rows) => rows[0]?.name);

describe('npm run admin -- demo reset', () => {
  let cli: AdminCli;

  beforeAll(async () => {
    cli = await adminCli();
  });
  beforeEach(() => cli.reset());
  afterAll(() => cli.dispose());

  it('refuses without --yes, with exit code 2, and deletes nothing', async () => {
    await changeEverything(cli);
    const result = await cli.run('demo', 'reset');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'demo reset sletter alle data i databasen og kan ikke angres. Bekreft med --yes.',
    );
    expect(result.stderr).toContain('Se: npm run admin -- demo reset --help');
    await cli.withDatabase(async (db) => {
      expect(await bankName(db)).toBe(RENAMED);
      expect(await db.$count(accessKeys)).toBe(1);
    });
  });

  it('puts the demo data back, deletes the files no row refers to any more, and logs that it did', async () => {
    const userFiles = await changeEverything(cli);
    const result = await cli.run('demo', 'reset', '--yes');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const caseCount = demoCaseSpecs(osloDate(new Date())).length;
    expect(result.stdout).toMatch(
      new RegExp(
        `^Demodataene er lagt inn på nytt i (PostgreSQL-databasen i DATABASE_URL|databasen i \\S+): ` +
          `2 foretak, ${DEMO_PERSONS.length} personer, ${caseCount} saker\\.\\n` +
          'Slettet 2 filer som ingen rad lenger viste til\\.\\n$',
      ),
    );

    for (const file of userFiles) expect(fs.existsSync(file)).toBe(false);
    await cli.withDatabase(async (db) => {
      expect(await bankName(db)).toBe(DEMO_COMPANIES.bank.name);
      expect(await db.$count(persons)).toBe(DEMO_PERSONS.length);
      expect(await db.$count(cases)).toBe(caseCount);
      expect(await db.$count(accessKeys)).toBe(0);
      expect(await db.$count(uploads)).toBe(0);
      expect(await db.$count(outbox)).toBe(0);
      // The demo persons are there under the configured identity key: they can log in.
      for (const person of DEMO_PERSONS)
        expect((await findDemoPerson(db, person.key)).firstName).toBe(person.firstName);
      // Besides the reset, the log holds only the new demo cases' history, from each one's creation on.
      expect(
        await db.select().from(auditLog).where(isNull(auditLog.caseId)).orderBy(asc(auditLog.id)),
      ).toMatchObject([{ action: 'demo-data.reset', details: { deletedFiles: 2 } }]);
      const created = await db.select().from(auditLog).where(eq(auditLog.action, 'case.created'));
      expect(new Set(created.map((entry) => entry.caseId)).size).toBe(caseCount);
      // Every document of the new demo cases has its PDF in the blob store.
      const blobs = createFolderBlobStore(cli.blobDir);
      const keys = new Set(
        (await db.select({ key: documents.blobKey }).from(documents)).map((row) => row.key),
      );
      expect(keys.size).toBeGreaterThan(0);
      for (const key of keys) expect((await blobs.read(key)).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  it('leaves the data as it was when loading the demo data fails', async () => {
    await changeEverything(cli);
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-full-'));
    const emptyStore = createFolderBlobStore(emptyDir);
    const failingBlobs = {
      ...emptyStore,
      put: async () => {
        throw new Error('Disken er full');
      },
    };
    await cli.withDatabase(async (db) => {
      await expect(resetDemoDatabase(db, { ...testDemoDataOptions(), blobs: failingBlobs })).rejects.toThrow(
        'Disken er full',
      );
      expect(await bankName(db)).toBe(RENAMED);
      expect(await db.$count(accessKeys)).toBe(1);
      expect(await db.$count(uploads)).toBe(1);
      expect(await db.$count(outbox)).toBe(1);
    });
    fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  // A PostgreSQL server is shared by processes; the embedded database is locked by its one process anyway.
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'waits while a portal process starting on the same database migrates or seeds it (issue 17)',
    async () => {
      const portal = openPostgres(process.env.TEST_DATABASE_URL ?? '');
      let seeding: () => void = () => {};
      const portalSeeds = new Promise<void>((resolve) => {
        seeding = resolve;
      });
      let finish: () => void = () => {};
      const portalStarting = portal.exclusively(async () => {
        seeding();
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
      });
      try {
        await portalSeeds;
        let done = false;
        const reset = cli.run('demo', 'reset', '--yes').finally(() => {
          done = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 4000));
        expect(done).toBe(false);
        finish();
        await portalStarting;
        const result = await reset;
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
      } finally {
        finish();
        await portal.close();
      }
    },
  );

  it('explains what it deletes in its help', async () => {
    const help = await cli.run('demo', 'reset', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Bruk: npm run admin -- demo reset [valg]');
    expect(help.stdout).toContain('--yes');
    expect(help.stdout).toContain('Postnummerregisteret beholdes.');
    expect((await cli.run('--help')).stdout).toMatch(/^ {2}demo reset +Sletter alle data i databasen/m);
  });
});
