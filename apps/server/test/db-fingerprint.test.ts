import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseFingerprint } from './helpers/db-fingerprint.ts';
import { resetDatabase } from './helpers/test-database.ts';

/**
 * The fingerprint the security tests compare before and after every refused call ("a refusal changes nothing")
 * reuses the hashes of the tables that still hold the demo template's rows; it must still see every change.
 */
describe('the database fingerprint', () => {
  it('sees an update, a delete and a truncate, and the demo data put back by a reset', async () => {
    const db = await resetDatabase();
    const pristine = await databaseFingerprint(db);
    const changedTables = async () => {
      const now = await databaseFingerprint(db);
      return Object.keys(now).filter((table) => now[table] !== pristine[table]);
    };
    expect(await changedTables()).toEqual([]);

    await db.execute(
      sql`update countries set name_common = name_common || '!' where cca2 = (select min(cca2) from countries)`,
    );
    expect(await changedTables()).toEqual(['countries']);
    await db.execute(sql`delete from countries where cca2 = (select max(cca2) from countries)`);
    await db.execute(sql`truncate content_items`);
    expect(await changedTables()).toEqual(['content_items', 'countries']);

    // A reset tells running portals that every company's cases changed, in a row of its own.
    await resetDatabase();
    expect(await changedTables()).toEqual(['case_list_changes']);
  });
});
