import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, countries, memberships, persons, roles } from '../../db/schema.ts';

const clerkColumns = {
  membership: memberships,
  companyName: companies.name,
  roleName: roles.name,
  accessLevel: roles.accessLevel,
  personId: persons.id,
  firstName: persons.firstName,
  lastName: persons.lastName,
  consent: persons.consent,
};

export type ClerkRow = Awaited<ReturnType<typeof findCompanyClerks>>[number];

/** Every membership of a company (active and disabled) with its person and role. */
export async function findCompanyClerks(db: Database, companyId: string) {
  return db
    .select(clerkColumns)
    .from(memberships)
    .innerJoin(persons, eq(persons.id, memberships.personId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(asc(persons.firstName), asc(persons.lastName), asc(memberships.id));
}

export async function findRoles(db: Database) {
  return db.select().from(roles).orderBy(asc(roles.accessLevel));
}

export async function findCountries(db: Database) {
  return db.select().from(countries).orderBy(asc(countries.sortOrder));
}
