import { eq, sql } from 'drizzle-orm';
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

export async function hasPostalPlaces(db: Database) {
  const rows = await db.select({ postalCode: postalPlaces.postalCode }).from(postalPlaces).limit(1);
  return rows.length > 0;
}

/**
 * Adds a register ({postal code: place}) in one statement, as one JSON parameter: five thousand rows bound one
 * by one would take PGlite a good part of a second. Codes already there keep their place.
 */
export async function insertPostalPlaces(db: Database, register: Readonly<Record<string, string>>) {
  await db.execute(
    sql`insert into ${postalPlaces} (postal_code, place)
        select key, value from json_each_text(${JSON.stringify(register)}::json)
        on conflict (postal_code) do nothing`,
  );
}
