import type { AuditActor, AuditPerson } from '@foretaksportalen/shared/contract/audit-log';
import type { Database } from '../../db/client.ts';
import { isIssuedByProvider } from '../access-key/index.ts';
import { displayName } from '../clerk/index.ts';
import { type AuditRow, findMembershipPersons, findPersonNames } from './history.repository.ts';

/** A string of an entry's details, or undefined: details are read field by field, never passed on whole. */
export const detailText = (details: AuditRow['details'], field: string) => {
  const value = details?.[field];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Who made an entry: a person by their current name; the complaints body for a provider API key (also where an
 * access key was issued or revoked through the provider API, which names the key in `issuedBy`); an operator at
 * the admin command line; else the portal itself.
 */
export function actorOf(row: AuditRow): AuditActor {
  if (row.actorPersonId !== null) {
    const name =
      row.actorFirstName === null || row.actorLastName === null
        ? null
        : displayName(row.actorFirstName, row.actorLastName);
    return { Kind: 'Person', Name: name };
  }
  if (row.actorApiKeyId !== null || detailText(row.details, 'apiKey') !== undefined)
    return { Kind: 'Provider' };
  const issuer = detailText(row.details, 'issuedBy') ?? detailText(row.details, 'revokedBy');
  if (issuer !== undefined) return isIssuedByProvider(issuer) ? { Kind: 'Provider' } : { Kind: 'Operator' };
  if (detailText(row.details, 'operator') !== undefined) return { Kind: 'Operator' };
  return { Kind: 'System' };
}

/** The persons and memberships entries name, looked up at once, by their current names. */
export interface AuditNames {
  person(personId: string | undefined): AuditPerson;
  /** Null for no membership (nobody); a membership that is gone names nobody the portal knows. */
  membership(membershipId: string | null | undefined): AuditPerson | null;
}

export async function findAuditNames(
  db: Database,
  companyId: string,
  wanted: { personIds: Iterable<string>; membershipIds: Iterable<string> },
): Promise<AuditNames> {
  const personOfMembership = await findMembershipPersons(db, companyId, [...new Set(wanted.membershipIds)]);
  const names = await findPersonNames(db, [
    ...new Set([...wanted.personIds, ...personOfMembership.values()]),
  ]);
  const person = (personId: string | undefined): AuditPerson => {
    const found = personId === undefined ? undefined : names.get(personId);
    return { Name: found ? displayName(found.firstName, found.lastName) : null };
  };
  return {
    person,
    membership: (membershipId) =>
      membershipId === null || membershipId === undefined
        ? null
        : person(personOfMembership.get(membershipId)),
  };
}
