import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTexts } from '../src/db/schema.ts';
import { type AdminCli, adminCli } from './helpers/admin-cli.ts';

describe('npm run admin -- search status | reindex', () => {
  let cli: AdminCli;
  beforeAll(async () => {
    cli = await adminCli();
  });
  afterAll(() => cli.dispose());

  it('counts the texts in each state, and queues every one again on reindex', async () => {
    // The demo data's texts all wait to be read; three of them are settled here.
    const total = await cli.withDatabase(async (db) => {
      const rows = await db.select({ id: searchTexts.id }).from(searchTexts).limit(3);
      const [indexed, noText, failed] = rows.map((row) => row.id);
      await db
        .update(searchTexts)
        .set({ state: 'indexed' })
        .where(eq(searchTexts.id, indexed ?? ''));
      await db
        .update(searchTexts)
        .set({ state: 'no-text' })
        .where(eq(searchTexts.id, noText ?? ''));
      await db
        .update(searchTexts)
        .set({ state: 'failed', attempts: 5 })
        .where(eq(searchTexts.id, failed ?? ''));
      return db.$count(searchTexts);
    });
    expect(total).toBeGreaterThan(100);

    const status = await cli.run('search', 'status', '--json');
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      waiting: total - 3,
      indexed: 1,
      'no-text': 1,
      failed: 1,
    });
    const text = await cli.run('search', 'status');
    expect(text.stdout).toContain(`  Venter på å leses:      ${total - 3}\n  Søkbare:                1\n`);
    expect(text.stdout).toContain('  Kunne ikke leses:       1\n');

    // A text lost (a row deleted) comes back with the reindex, and every text is read again.
    await cli.withDatabase((db) =>
      db.execute(sql`delete from search_texts where id in (select id from search_texts limit 1)`),
    );
    const reindex = await cli.run('search', 'reindex');
    expect(reindex.code).toBe(0);
    expect(reindex.stdout).toBe(
      `${total} tekster venter nå på å leses inn. Portalen leser dem i bakgrunnen.\n`,
    );
    expect(JSON.parse((await cli.run('search', 'status', '--json')).stdout)).toMatchObject({
      waiting: total,
      indexed: 0,
      failed: 0,
    });
  });
});
