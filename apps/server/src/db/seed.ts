import {
  COUNTRIES,
  DEMO_COMPANIES,
  DEMO_PERSONS,
  type DemoCompanyKey,
  ROLE_DEFINITIONS,
} from '@foretaksportalen/shared/demo-data';
import { EID } from '@foretaksportalen/shared/eid';
import { sql } from 'drizzle-orm';
import { identityHash } from '../lib/hashing.ts';
import type { Database } from './client.ts';
import { DEFAULT_CONTENT } from './default-content.ts';
import { companies, contentItems, countries, memberships, persons, roles } from './schema.ts';

/** Roles and countries: configuration every database needs, demo or not. */
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

/** The fixed demo set of the foundation issue: two companies and their clerks (and the built-in content). */
export async function seedDemoData(db: Database, identityKey: string) {
  await db.transaction(async (tx) => {
    await seedConfiguration(tx);
    await seedContent(tx);
    const roleIds = new Map((await tx.select().from(roles)).map((role) => [role.name, role.id]));
    await tx.insert(companies).values(
      Object.values(DEMO_COMPANIES).map((company) => ({
        ...company,
        notifyOnNewCases: true,
        notifyOnNewPosts: true,
        notifyOnUnreadPosts: true,
        isElectronicLettersActive: true,
      })),
    );
    for (const person of DEMO_PERSONS) {
      const country = EID[person.eid].country;
      const [created] = await tx
        .insert(persons)
        .values({
          firstName: person.firstName,
          lastName: person.lastName,
          identityHash: identityHash(identityKey, country, person.nationalId),
          identityCountry: country,
          consent: person.firstLogin ? null : true,
          consentDecidedAt: person.firstLogin ? null : new Date(),
          welcomeDismissed: !person.firstLogin,
        })
        .returning({ id: persons.id });
      if (!created) throw new Error(`Could not create demo person ${person.key}`);
      await tx.insert(memberships).values(
        person.memberships.map((membership) => ({
          companyId: companyId(membership.company),
          personId: created.id,
          roleId: roleIdOf(roleIds, membership.role),
          email: person.email,
          phone: person.phone,
          phoneCountryCode: country,
          notifyOnNewCases: true,
          notifyOnNewPosts: true,
          disabled: membership.disabled ?? false,
        })),
      );
    }
  });
}

const companyId = (key: DemoCompanyKey) => DEMO_COMPANIES[key].id;

function roleIdOf(roleIds: Map<string, string>, name: string) {
  const id = roleIds.get(name);
  if (!id) throw new Error(`Unknown role ${name}`);
  return id;
}

/** Empties every table of the portal and loads the demo set again (tests, and the admin's demo reset). */
export async function resetToDemoData(db: Database, identityKey: string) {
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as {
    rows: { tablename: string }[];
  };
  const tables = result.rows.map((row) => `"${row.tablename}"`).join(', ');
  await db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  await seedDemoData(db, identityKey);
}
