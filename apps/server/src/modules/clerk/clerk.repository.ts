import { and, asc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessKeys, companies, memberships, persons, questions, roles } from '../../db/schema.ts';

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

const selectClerks = (db: Database) =>
  db
    .select(clerkColumns)
    .from(memberships)
    .innerJoin(persons, eq(persons.id, memberships.personId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(companies, eq(companies.id, memberships.companyId));

export type ClerkRow = Awaited<ReturnType<typeof findCompanyClerks>>[number];

/** Every membership of a company (active and disabled) with its person and role. */
export async function findCompanyClerks(db: Database, companyId: string) {
  return selectClerks(db)
    .where(eq(memberships.companyId, companyId))
    .orderBy(asc(persons.firstName), asc(persons.lastName), asc(memberships.id));
}

/** A person's membership of one company, or undefined when the person is not in it. */
export async function findCompanyClerk(db: Database, companyId: string, personId: string) {
  const [row] = await selectClerks(db)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.personId, personId)))
    .limit(1);
  return row;
}

/** A membership of one company by its id. */
export async function findCompanyClerkByMembership(db: Database, companyId: string, membershipId: string) {
  const [row] = await selectClerks(db)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.id, membershipId)))
    .limit(1);
  return row;
}

/**
 * A membership of one company by its id, locked for the rest of the transaction, so that two changes of its
 * status do not interleave.
 */
export async function lockCompanyClerkByMembership(db: Database, companyId: string, membershipId: string) {
  const [row] = await selectClerks(db)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.id, membershipId)))
    .limit(1)
    .for('update', { of: memberships });
  return row;
}

export async function findRole(db: Database, roleId: string) {
  const [row] = await db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
  return row;
}

export async function findRoleByName(db: Database, name: string) {
  const [row] = await db.select().from(roles).where(eq(roles.name, name)).limit(1);
  return row;
}

type PersonChanges = Partial<
  Pick<typeof persons.$inferInsert, 'firstName' | 'lastName' | 'consent' | 'consentDecidedAt'>
>;

export async function updatePerson(db: Database, personId: string, values: PersonChanges) {
  await db.update(persons).set(values).where(eq(persons.id, personId));
}

/** Marks the welcome page as seen; true when it was not already. */
export async function markWelcomeDismissed(db: Database, personId: string) {
  const changed = await db
    .update(persons)
    .set({ welcomeDismissed: true })
    .where(and(eq(persons.id, personId), eq(persons.welcomeDismissed, false)))
    .returning({ id: persons.id });
  return changed.length > 0;
}

type MembershipChanges = Partial<
  Pick<
    typeof memberships.$inferInsert,
    | 'email'
    | 'phone'
    | 'phoneCountryCode'
    | 'notifyOnNewCases'
    | 'notifyOnNewPosts'
    | 'notifyBeforeDue'
    | 'notifyOnMention'
    | 'notifyOnApproval'
    | 'roleId'
  >
>;

export async function updateMembership(db: Database, membershipId: string, values: MembershipChanges) {
  await db.update(memberships).set(values).where(eq(memberships.id, membershipId));
}

/** Sets a membership active or disabled; true when it was not already so. */
export async function setMembershipDisabled(db: Database, membershipId: string, disabled: boolean) {
  const changed = await db
    .update(memberships)
    .set({ disabled })
    .where(and(eq(memberships.id, membershipId), eq(memberships.disabled, !disabled)))
    .returning({ id: memberships.id });
  return changed.length > 0;
}

/**
 * The person row, locked until the transaction ends: nobody adds them to a company while they may go (the
 * additions share-lock the person first, see person.repository.ts lockPersonByIdentityHash).
 */
export async function lockPerson(db: Database, personId: string) {
  await db.select({ id: persons.id }).from(persons).where(eq(persons.id, personId)).for('update');
}

/**
 * Removes a person whom no membership refers to and who has never logged in: nobody else knows them. Whoever
 * has logged in stays, with their history (questions, the audit log, which names people by id only). A question
 * or a used access key also keeps the person, so the removal never trips over a reference; their sessions go
 * with them. Answers whether the person was removed.
 */
export async function deletePersonNobodyKnows(db: Database, personId: string) {
  const deleted = await db
    .delete(persons)
    .where(
      and(
        eq(persons.id, personId),
        isNull(persons.lastLoginAt),
        notExists(
          db.select({ id: memberships.id }).from(memberships).where(eq(memberships.personId, persons.id)),
        ),
        notExists(db.select({ id: questions.id }).from(questions).where(eq(questions.personId, persons.id))),
        notExists(
          db.select({ id: accessKeys.id }).from(accessKeys).where(eq(accessKeys.boundPersonId, persons.id)),
        ),
      ),
    )
    .returning({ id: persons.id });
  return deleted.length > 0;
}

/**
 * Removes a membership. The case history that names it (cases it registered, letters it sent or read) stays:
 * the database clears those links (ON DELETE SET NULL); the documents keep the sender's name.
 */
export async function deleteMembership(db: Database, membershipId: string) {
  await db.delete(memberships).where(eq(memberships.id, membershipId));
}

/**
 * The companies that added a person the portal already knew and that they have not yet been told about, by name;
 * only memberships they can use (a disabled one is no news).
 */
export async function findNewCompaniesOf(db: Database, personId: string) {
  return db
    .select({ companyId: companies.id, companyName: companies.name })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.personId, personId),
        eq(memberships.addedNoticePending, true),
        eq(memberships.disabled, false),
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id));
}

/** The person has been told about these companies; answers the ids of those whose notice was still pending. */
export async function clearNewCompanyNotices(db: Database, personId: string, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  const cleared = await db
    .update(memberships)
    .set({ addedNoticePending: false })
    .where(
      and(
        eq(memberships.personId, personId),
        inArray(memberships.companyId, companyIds),
        eq(memberships.addedNoticePending, true),
      ),
    )
    .returning({ companyId: memberships.companyId });
  return cleared.map((row) => row.companyId);
}
