import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postalPlaces } from '../../db/schema.ts';

export async function findPostalPlace(db: Database, postalCode: string) {
  const [row] = await db
    .select({ place: postalPlaces.place })
    .from(postalPlaces)
    .where(eq(postalPlaces.postalCode, postalCode))
    .limit(1);
  return row?.place;
}

/** The whole register, postal code to place. */
export async function listPostalPlaces(db: Database) {
  const rows = await db.select().from(postalPlaces);
  return new Map(rows.map((row) => [row.postalCode, row.place]));
}

/**
 * Holds the register for the rest of the transaction: readers go on reading the register as it was, a second
 * import waits, so the counts an import reports are the changes it made.
 */
export async function lockPostalPlaces(db: Database) {
  await db.execute(sql`lock table ${postalPlaces} in exclusive mode`);
}

/** Adds the codes that are new and gives the others their place from the register, in one statement. */
export async function savePostalPlaces(db: Database, register: Readonly<Record<string, string>>) {
  await db.execute(
    sql`insert into ${postalPlaces} (postal_code, place)
        select key, value from json_each_text(${JSON.stringify(register)}::json)
        on conflict (postal_code) do update set place = excluded.place`,
  );
}

export async function deletePostalPlaces(db: Database, postalCodes: readonly string[]) {
  if (postalCodes.length === 0) return;
  await db.delete(postalPlaces).where(inArray(postalPlaces.postalCode, [...postalCodes]));
}
