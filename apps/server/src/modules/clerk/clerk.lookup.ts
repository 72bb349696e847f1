import type { Database } from '../../db/client.ts';
import * as repository from './clerk.repository.ts';

/*
 * What other modules look up about clerks and roles, on the database handle they pass, so that a lookup inside
 * their transaction sees what it did. The clerk module's queries (its repository) stay its own.
 */

/** A role by its id (the provider API, an access key's own) or by its name (an operator at the command line). */
export type RoleReference = { id: string } | { name: string };

export const findRoleOf = (db: Database, role: RoleReference) =>
  'name' in role ? repository.findRoleByName(db, role.name) : repository.findRole(db, role.id);

/** Every membership of a company (active and disabled) with its person and role, by name. */
export const findCompanyClerks = (db: Database, companyId: string) =>
  repository.findCompanyClerks(db, companyId);

/** A person's membership of one company with its person and role, or undefined when they are not in it. */
export const findCompanyClerk = (db: Database, companyId: string, personId: string) =>
  repository.findCompanyClerk(db, companyId, personId);

/** A membership of one company by its id, with its person and role, or undefined. */
export const findCompanyClerkByMembership = (db: Database, companyId: string, membershipId: string) =>
  repository.findCompanyClerkByMembership(db, companyId, membershipId);

/** A membership of one company by its id, locked until the transaction ends, or undefined. */
export const lockCompanyClerkByMembership = (db: Database, companyId: string, membershipId: string) =>
  repository.lockCompanyClerkByMembership(db, companyId, membershipId);

/** Whether a company added the person and they have not been told yet (the new-company notice is pending). */
export const hasNewCompanyNotice = async (db: Database, personId: string) =>
  (await repository.findNewCompaniesOf(db, personId)).length > 0;
