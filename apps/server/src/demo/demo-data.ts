import { randomUUID } from 'node:crypto';
import { DEMO_COMPANIES, DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { EID } from '@foretaksportalen/shared/eid';
import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  blobChunks,
  blobDigests,
  blobs,
  blobTexts,
  companies,
  memberships,
  persons,
  postalPlaces,
  roles,
} from '../db/schema.ts';
import { seedConfiguration, seedContent } from '../db/seed.ts';
import type { BlobStore } from '../lib/blob-store/index.ts';
import { identityHash } from '../lib/hashing.ts';
import { osloDate } from '../lib/oslo-date.ts';
import { displayName } from '../modules/clerk/index.ts';
import { type DemoClerks, seedDemoCases } from './demo-cases.ts';
import { seedDemoCategories } from './demo-categories.ts';
import { seedDemoLetterTemplates } from './demo-letter-templates.ts';

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

/** The fixed demo set: two companies, their clerks, cases and letter templates (and the built-in content). */
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
          personId: id,
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
          notifyBeforeDue: true,
          disabled: membership.disabled ?? false,
        };
      }),
    );
    await tx.insert(memberships).values(membershipRows);
    const categories = await seedDemoCategories(tx, usedAt);
    await seedDemoCases(tx, { blobs, productName, today, clerks, categories });
    await seedDemoLetterTemplates(tx, usedAt);
  });
}

function roleIdOf(roleIds: Map<string, string>, name: string) {
  const id = roleIds.get(name);
  if (!id) throw new Error(`Unknown role ${name}`);
  return id;
}

/**
 * What a reset keeps: the postal register, reference data that is the same in every demo and would slow every
 * reset to reload; and the blob store's own tables, whose blobs the caller deletes through the store once no row
 * refers to them, with the texts read from them (the demo letters are not read again for search).
 */
export const KEPT_TABLES = [postalPlaces, blobs, blobChunks, blobDigests, blobTexts].map((table) =>
  getTableName(table),
);

/** Empties every table of the portal but those kept, and loads the demo set again (tests, the admin's demo reset). */
export async function resetToDemoData(db: Database, options: DemoDataOptions) {
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ${KEPT_TABLES}`,
  )) as unknown as {
    rows: { tablename: string }[];
  };
  const tables = result.rows.map((row) => `"${row.tablename}"`).join(', ');
  await db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  await seedDemoData(db, options);
}
