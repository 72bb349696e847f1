import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { countries, roles } from '../../db/schema.ts';

export async function findRoles(db: Database) {
  return db.select().from(roles).orderBy(asc(roles.accessLevel));
}

export async function findCountries(db: Database) {
  return db.select().from(countries).orderBy(asc(countries.sortOrder));
}
