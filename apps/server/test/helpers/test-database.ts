import { and, asc, eq, getTableName, gt, max, sql } from 'drizzle-orm';
import { pgliteClusterDump } from '../../../../scripts/lib/pglite-cluster.ts';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client.ts';
import { databaseNotices } from '../../src/db/notices.ts';
import { auditLog, postalPlaces } from '../../src/db/schema.ts';
import { seedDemoData } from '../../src/demo/demo-data.ts';
import { restoreDemoTemplate, saveDemoTemplate } from '../../src/demo/demo-template.ts';
import { createFolderBlobStore } from '../../src/lib/blob-store/index.ts';
import { TEST_BLOB_DIR, TEST_IDENTITY_KEY, TEST_TODAY, testConfig } from './test-config.ts';

/**
 * The database the integration tests of one vitest worker run on: in-memory PGlite by default, the worker's own
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres (see worker-database.ts).
 * Opened, migrated and seeded once per worker; each test gets the seeded demo data back from a template.
 */
let handle: Promise<DatabaseHandle> | undefined;
/** The last audit entry of the seeded demo data (its cases' history): a test's own entries come after it. */
let lastDemoAuditId = 0;

/** Counts every statement sent, in transactions too, while a `countQueries` runs. */
let queryCounter: { count: number } | undefined;
const onQuery = () => {
  if (queryCounter) queryCounter.count++;
};

/** How many statements `action` makes the server send to the database. */
export async function countQueries(action: () => Promise<unknown>) {
  const counter = { count: 0 };
  queryCounter = counter;
  try {
    await action();
  } finally {
    queryCounter = undefined;
  }
  return counter.count;
}

/**
 * Resolves once the database's notices are heard, so that the session and case caches trust what they hold: an
 * app's first listener opens a listening connection on a PostgreSQL server, which takes a moment (PGlite, too,
 * listens in a moment of its own).
 */
export async function noticesHeard(db: Database) {
  let stop = () => {};
  await new Promise<void>((resolve) => {
    stop = databaseNotices(db).listen('case_changes', {
      notice: () => {},
      listening: (isListening) => isListening && resolve(),
    });
  });
  stop();
}

export const testDatabaseKind = () => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export function testDatabase(): Promise<DatabaseHandle> {
  handle ??= (async () => {
    let opened: DatabaseHandle;
    if (testDatabaseKind() === 'postgres') {
      const url = process.env.TEST_DATABASE_URL;
      if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
      opened = openPostgres(url, { onQuery });
      await opened.db.execute(sql`drop schema if exists public cascade`);
      await opened.db.execute(sql`drop schema if exists drizzle cascade`);
      await opened.db.execute(sql`drop schema if exists demo_template cascade`);
      await opened.db.execute(sql`create schema public`);
    } else {
      opened = openPglite(undefined, { onQuery, cluster: await pgliteClusterDump() });
    }
    await opened.migrate();
    await seedDemoData(opened.db, testDemoDataOptions());
    const [last] = await opened.db.select({ id: max(auditLog.id) }).from(auditLog);
    lastDemoAuditId = last?.id ?? 0;
    // The postal register is left out, as a reseed leaves it: reference data that only its import test changes.
    await saveDemoTemplate(opened.db, [getTableName(postalPlaces)]);
    return opened;
  })();
  return handle;
}

/** One store for every seed, so that it remembers which demo PDFs are there. */
const testBlobs = createFolderBlobStore(TEST_BLOB_DIR);

/** The tests' demo data: made for TEST_TODAY, its PDFs in the test blob folder. */
export const testDemoDataOptions = () => ({
  identityKey: TEST_IDENTITY_KEY,
  blobs: testBlobs,
  productName: testConfig().branding.productName,
  today: TEST_TODAY,
});

/** The audit entries the test wrote (of one action, if given), oldest first: the demo data's own left out. */
export async function auditWritten(db: Database, action?: string) {
  await testDatabase();
  return db
    .select()
    .from(auditLog)
    .where(
      and(gt(auditLog.id, lastDemoAuditId), action === undefined ? undefined : eq(auditLog.action, action)),
    )
    .orderBy(asc(auditLog.id));
}

/** Puts the demo set back into every table, as seeded for TEST_TODAY. */
export async function resetDatabase() {
  const { db } = await testDatabase();
  await restoreDemoTemplate(db);
  return db;
}
