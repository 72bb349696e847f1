import { COUNTRIES, ROLE_DEFINITIONS } from '@foretaksportalen/shared/demo-data';
import { sql } from 'drizzle-orm';
import { bringPostalRegister } from './bring-postal-register.ts';
import type { Database } from './client.ts';
import { DEFAULT_CONTENT } from './default-content.ts';
import { companies, contentItems, countries, postalPlaces, roles } from './schema.ts';

/** Roles, countries and postal places: configuration every database needs, demo or not. */
export async function seedConfiguration(db: Database) {
  await db
    .insert(roles)
    .values(
      ROLE_DEFINITIONS.map(({ name, accessLevel, description }) => ({ name, accessLevel, description })),
    )
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values(
      COUNTRIES.map((country, index) => ({
        cca2: country.cca2,
        nameCommon: country.name.common,
        callingCodes: country.callingcodes,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
  await seedPostalRegister(db);
}

/**
 * Bring's register as packaged, only into an empty table, so that a newer register an operator imported is not
 * mixed with it. In one statement, as one JSON parameter: five thousand rows bound one by one would take PGlite a
 * good part of a second.
 */
export async function seedPostalRegister(db: Database) {
  const existing = await db.select({ postalCode: postalPlaces.postalCode }).from(postalPlaces).limit(1);
  if (existing.length > 0) return;
  await db.execute(
    sql`insert into ${postalPlaces} (postal_code, place)
        select key, value from json_each_text(${JSON.stringify(bringPostalRegister)}::json)
        on conflict (postal_code) do nothing`,
  );
}

/** Fills an empty content store with the built-in Norwegian texts, so that every database has them. */
export async function seedContent(db: Database) {
  const existing = await db.select({ id: contentItems.id }).from(contentItems).limit(1);
  if (existing.length > 0) return;
  const sortOrders = new Map<string, number>();
  await db.insert(contentItems).values(
    DEFAULT_CONTENT.map((item) => {
      const sortOrder = sortOrders.get(item.documentTypeAlias) ?? 0;
      sortOrders.set(item.documentTypeAlias, sortOrder + 1);
      return { ...item, sortOrder };
    }),
  );
}

export async function isDatabaseEmpty(db: Database) {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length === 0;
}
