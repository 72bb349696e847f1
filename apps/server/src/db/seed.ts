import { randomUUID } from 'node:crypto';
import {
  COUNTRIES,
  DEMO_COMPANIES,
  DEMO_PERSONS,
  ROLE_DEFINITIONS,
} from '@foretaksportalen/shared/demo-data';
import { EID } from '@foretaksportalen/shared/eid';
import { getTableName, sql } from 'drizzle-orm';
import type { BlobStore } from '../lib/blob-store.ts';
import { identityHash } from '../lib/hashing.ts';
import { osloDate } from '../lib/oslo-date.ts';
import { displayName } from '../modules/clerk/clerk.service.ts';
import { hasPostalPlaces, insertPostalPlaces } from '../modules/postal-place/postal-place.repository.ts';
import { bringPostalRegister } from './bring-postal-register.ts';
import type { Database } from './client.ts';
import { DEFAULT_CONTENT } from './default-content.ts';
import { type DemoClerks, seedDemoCases } from './demo-cases.ts';
import { companies, contentItems, countries, memberships, persons, postalPlaces, roles } from './schema.ts';

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
  // Only into an empty table, so that a newer register an operator imported is not mixed with the packaged one.
  if (!(await hasPostalPlaces(db))) await insertPostalPlaces(db, bringPostalRegister);
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

export interface DemoDataOptions {
  /** HMAC key of the demo persons' national ids (architecture §5). */
  identityKey: string;
  /** Where the demo cases' PDF letters go. */
  blobs: BlobStore;
  /** The complaints body's name, the sender of its letters. */
  productName: string;
  /** yyyy-MM-dd: the demo cases' dates are relative to this day; today in Oslo unless given. */
  today?: string;
}

/** The fixed demo set: two companies, their clerks and their cases (and the built-in content). */
export async function seedDemoData(
  db: Database,
  { identityKey, blobs, productName, today = osloDate(new Date()) }: DemoDataOptions,
) {
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
    const people = DEMO_PERSONS.map((person) => ({
      person,
      id: randomUUID(),
      country: EID[person.eid].country,
    }));
    // Everyone but Nina has used the portal already: consented, seen the welcome page, logged in.
    const usedAt = new Date();
    await tx.insert(persons).values(
      people.map(({ person, id, country }) => ({
        id,
        firstName: person.firstName,
        lastName: person.lastName,
        identityHash: identityHash(identityKey, country, person.nationalId),
        identityCountry: country,
        consent: person.firstLogin ? null : true,
        consentDecidedAt: person.firstLogin ? null : usedAt,
        welcomeDismissed: !person.firstLogin,
        lastLoginAt: person.firstLogin ? null : usedAt,
      })),
    );
    const clerks: DemoClerks = { bank: new Map(), forsikring: new Map() };
    const membershipRows = people.flatMap(({ person, id, country }) =>
      person.memberships.map((membership) => {
        const membershipId = randomUUID();
        clerks[membership.company].set(person.key, {
          membershipId,
          displayName: displayName(person.firstName, person.lastName),
        });
        return {
          id: membershipId,
          companyId: DEMO_COMPANIES[membership.company].id,
          personId: id,
          roleId: roleIdOf(roleIds, membership.role),
          email: person.email,
          phone: person.phone,
          phoneCountryCode: country,
          notifyOnNewCases: true,
          notifyOnNewPosts: true,
          disabled: membership.disabled ?? false,
        };
      }),
    );
    await tx.insert(memberships).values(membershipRows);
    await seedDemoCases(tx, { blobs, productName, today, clerks });
  });
}

function roleIdOf(roleIds: Map<string, string>, name: string) {
  const id = roleIds.get(name);
  if (!id) throw new Error(`Unknown role ${name}`);
  return id;
}

/**
 * Empties every table of the portal and loads the demo set again (tests, and the admin's demo reset). The
 * postal register stays: it is reference data, the same in every demo, and reloading it would slow every reset.
 */
export async function resetToDemoData(db: Database, options: DemoDataOptions) {
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> ${getTableName(postalPlaces)}`,
  )) as unknown as {
    rows: { tablename: string }[];
  };
  const tables = result.rows.map((row) => `"${row.tablename}"`).join(', ');
  await db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  await seedDemoData(db, options);
}
