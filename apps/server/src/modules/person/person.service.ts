import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { NAME_OWNED_BY_PERSON } from './person.policy.ts';
import {
  findPersonByIdentityHash,
  insertMembership,
  insertPerson,
  isMemberOf,
  lockPersonByIdentityHash,
  type PersonRow,
} from './person.repository.ts';

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** Who a national id names, as the portal stores it: the keyed hash of "<country>:<id>" and the country. */
export interface PersonIdentity {
  identityHash: string;
  identityCountry: string;
}

/** The names of a payload's two name fields, on which a refusal of the name is given. */
export type NameFields = { [part in keyof PersonName]: string };

/** The person the portal knows by this identity hash, or undefined. */
export const findPerson = (db: Database, identityHash: string) => findPersonByIdentityHash(db, identityHash);

/**
 * Refuses a payload whose name differs from the person's stored one (a name belongs to its person, issue 17),
 * with the message on each differing field, by the payload's own field names.
 */
export function refuseNameChange(stored: PersonName, sent: PersonName, fieldNames: NameFields) {
  const errors: Record<string, string[]> = {};
  if (sent.firstName !== stored.firstName) errors[fieldNames.firstName] = [NAME_OWNED_BY_PERSON];
  if (sent.lastName !== stored.lastName) errors[fieldNames.lastName] = [NAME_OWNED_BY_PERSON];
  if (Object.keys(errors).length > 0) {
    throw new AppError('clerk.name-owned-by-person', 400, NAME_OWNED_BY_PERSON, { errors });
  }
}

export interface NewMember {
  identity: PersonIdentity;
  /** The name of the person when the portal does not know them yet. */
  name: PersonName;
  /**
   * What the way in does with a person the portal knows already. The new-user dialog refuses a name other than
   * theirs (on its payload's fields; it shows their name read-only) and has them told at their next login which
   * company added them; an access key leaves their name as it is, whatever the letter says, and its login
   * enters the new company at once.
   */
  ifKnown: { refuseOtherName?: NameFields; tellAtNextLogin: boolean };
  companyId: string;
  roleId: string;
  email: string;
  phone: string | null;
  phoneCountryCode: string;
  now: Date;
}

export type AddMemberOutcome =
  | { outcome: 'added'; person: PersonRow; membershipId: string; newPerson: boolean }
  | { outcome: 'already-member'; person: PersonRow };

/**
 * Adds the person with this identity to a company as a membership with a role, in the caller's transaction:
 * the one way anybody becomes a member (the new-user dialog, an access key at login). The person is found by
 * their identity hash and share-locked (person.repository.ts), or made with the name given. A person who is a
 * member of the company already, active or not, is answered as such, and nothing changes.
 */
export async function addMember(tx: Database, member: NewMember): Promise<AddMemberOutcome> {
  const known = await lockPersonByIdentityHash(tx, member.identity.identityHash);
  if (known && (await isMemberOf(tx, member.companyId, known.id))) {
    return { outcome: 'already-member', person: known };
  }
  if (known && member.ifKnown.refuseOtherName) {
    refuseNameChange(known, member.name, member.ifKnown.refuseOtherName);
  }
  const person =
    known ?? (await insertPerson(tx, { ...member.name, ...member.identity, createdAt: member.now }));
  const membership = await insertMembership(tx, {
    companyId: member.companyId,
    personId: person.id,
    roleId: member.roleId,
    email: member.email,
    phone: member.phone,
    phoneCountryCode: member.phoneCountryCode,
    // Both ways in require an e-mail address, so there is somewhere to send notifications.
    notifyOnNewCases: true,
    notifyOnNewPosts: true,
    notifyBeforeDue: true,
    addedNoticePending: known !== undefined && member.ifKnown.tellAtNextLogin,
    createdAt: member.now,
  });
  return { outcome: 'added', person, membershipId: membership.id, newPerson: known === undefined };
}
