import { changesPageSchema } from '@foretaksportalen/shared/contract/provider/changes';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { cases, providerChanges } from '../src/db/schema.ts';
import { type CaseChange, createCaseChanges } from '../src/modules/case-change/index.ts';
import { createChangeFeedRecorder } from '../src/modules/change-feed/index.ts';
import { bearer, createApiKey, providerPath } from './helpers/provider.ts';
import { createTestApp } from './helpers/test-app.ts';
import { testDatabaseKind } from './helpers/test-database.ts';

/**
 * The feed's promise under real concurrency, which needs a PostgreSQL server (PGlite runs one transaction at a
 * time): TEST_DB=postgres TEST_DATABASE_URL=… npx vitest run test/provider-feed-concurrency.test.ts
 */
describe.runIf(testDatabaseKind() === 'postgres')('the change feed under concurrent writers', () => {
  const pools: pg.Pool[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
  });

  /** Connections of their own, as other portal processes would have. */
  function otherConnections(max: number) {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max });
    pools.push(pool);
    return { pool, db: drizzle(pool) as unknown as Database };
  }

  async function start() {
    const context = await createTestApp();
    const { key } = await createApiKey(context.db);
    const bankCases = await context.db
      .select({ id: cases.id })
      .from(cases)
      .where(eq(cases.companyId, DEMO_COMPANIES.bank.id));
    const readFeed = async (after?: string) => {
      const query = after ? `?after=${after}&limit=500` : '?limit=500';
      const response = await context.app.inject({
        method: 'GET',
        url: providerPath(`/changes${query}`),
        headers: bearer(key),
      });
      expect(response.statusCode, response.body).toBe(200);
      return changesPageSchema.parse(response.json());
    };
    return { ...context, caseIds: bankCases.map((row) => row.id), readFeed };
  }

  /** A case archived, as the case core records it: through the pipeline, with the feed's recorder alone. */
  const change = (caseId: string): CaseChange => ({
    kind: 'cases.archived',
    caseIds: [caseId],
    companyId: DEMO_COMPANIES.bank.id,
    actor: { operator: 'test' },
    at: new Date(),
  });
  const recordProviderChange = (tx: Database, archived: CaseChange) =>
    createCaseChanges([createChangeFeedRecorder({ db: tx }).subscriber]).record(tx, archived);

  it('does not skip a row whose transaction took its id first and commits last', async () => {
    const { db, caseIds, readFeed } = await start();
    const [early, late] = caseIds;
    if (!early || !late) throw new Error('The demo bank has too few cases');
    const { pool } = otherConnections(1);
    const slow = await pool.connect();
    try {
      await slow.query('begin');
      await slow.query(
        `insert into provider_changes (kind, company_id, case_id, created_at) values ('case.archived', $1, $2, now())`,
        [DEMO_COMPANIES.bank.id, early],
      );
      // A later transaction commits while the first is still open.
      await db.transaction((tx) => recordProviderChange(tx, change(late)));
      const committed = await db.$count(providerChanges);
      expect(committed).toBe(1);

      const whileOpen = await readFeed();
      expect(whileOpen.Items).toEqual([]);

      await slow.query('commit');
      const afterCommit = await readFeed(whileOpen.Cursor);
      expect(afterCommit.Items.map((item) => item.Case.CaseUid)).toEqual([early, late]);
      expect((await readFeed(afterCommit.Cursor)).Items).toEqual([]);
    } finally {
      slow.release();
    }
  });

  it('hands a polling reader every change of many concurrent writers exactly once', async () => {
    const { caseIds, readFeed } = await start();
    const writers = otherConnections(20);
    const WRITES = 120;

    let writing = true;
    const written: string[] = [];
    const writes = Array.from({ length: WRITES }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 200));
      const caseId = caseIds[index % caseIds.length] as string;
      await writers.db.transaction(async (tx) => {
        await recordProviderChange(tx, change(caseId));
        const [row] = await tx
          .select({ id: sql<string>`max(${providerChanges.id})::text` })
          .from(providerChanges)
          .where(sql`${providerChanges.txid} = pg_current_xact_id()`);
        // Some transactions stay open well after they took their id, so later ones commit before them.
        await tx.execute(sql`select pg_sleep(${Math.random() * 0.08})`);
        written.push(row?.id ?? '');
      });
    });
    const allWritten = Promise.all(writes).finally(() => {
      writing = false;
    });

    const seen: string[] = [];
    let cursor: string | undefined;
    let emptyReadsAfterWriters = 0;
    while (writing || emptyReadsAfterWriters < 2) {
      const page = await readFeed(cursor);
      seen.push(...page.Items.map((item) => item.ChangeId));
      cursor = page.Cursor;
      if (!writing && page.Items.length === 0) emptyReadsAfterWriters += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await allWritten;

    expect(written).toHaveLength(WRITES);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...written].sort());
  });
});
