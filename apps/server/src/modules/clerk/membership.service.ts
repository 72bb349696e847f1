import type { ClerkLookup, newClerkSchema } from '@foretaksportalen/shared/contract/clerk';
import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';
import { canGrantRole } from '@foretaksportalen/shared/profile-rules';
import { NATIONAL_ID_INVALID } from '@foretaksportalen/shared/validators/messages';
import {
  detectNationalIdCountry,
  normalizeNationalId,
} from '@foretaksportalen/shared/validators/national-id';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { identityHash } from '../../lib/hashing.ts';
import { writeAudit } from '../audit/index.ts';
import { addMember, findPerson } from '../person/index.ts';
import type { AuthContext, SessionService } from '../session/index.ts';
import { ROLE_ABOVE_OWN_FORBIDDEN } from './clerk.policy.ts';
import { toCompanyClerk } from './clerk.presenter.ts';
import {
  deleteMembership,
  deletePersonNobodyKnows,
  findCompanyClerk,
  findRole,
  lockCompanyClerkByMembership,
  lockPerson,
  setMembershipDisabled,
} from './clerk.repository.ts';
import { clerkNotFound, unknownRole } from './clerk.service.ts';
import { type MembershipAction, membershipActionRefusal } from './membership.policy.ts';

type NewClerk = z.output<typeof newClerkSchema>;

const ALREADY_MEMBER = 'Brukeren er allerede lagt til i foretaket';
const CASES_ASSIGNED =
  'Brukeren har saker tildelt i jobbkøen. Fordel sakene på nytt før du deaktiverer eller sletter brukeren.';
const alreadyMember = () => new AppError('membership.already-member', 409, ALREADY_MEMBER);
/** A national id that is no valid one, as the 400 of the payload's `field`. */
const invalidNationalId = (field: string) =>
  new AppError('clerk.national-id-invalid', 400, NATIONAL_ID_INVALID, {
    errors: { [field]: [NATIONAL_ID_INVALID] },
  });

/** The lookup key of a national id as typed in the new-user dialog, or null when it is no valid id. */
function nationalIdentity(identityKey: string, nationalId: string) {
  const normalized = normalizeNationalId(nationalId);
  const country = detectNationalIdCountry(normalized);
  if (!country) return null;
  return { identityHash: identityHash(identityKey, country, normalized), identityCountry: country };
}

/**
 * How many of the company's cases are assigned to a membership, on the database handle given. The case core
 * answers it, handed in by app.ts: the clerk module stands below the case core and does not import it.
 */
type CountCasesAssignedTo = (db: Database, companyId: string, membershipId: string) => Promise<number>;

/**
 * The company's clerks as users to administer (spec 1 §2 settings page, new-user dialog): look a person up,
 * add them, activate, deactivate and remove memberships. Always within the active company; a membership of
 * another company answers 404. National ids are hashed at once and never logged or audited.
 */
export function createMembershipService({
  db,
  config,
  clock,
  sessions,
  countCasesAssignedTo,
}: {
  db: Database;
  config: Config;
  clock: () => Date;
  sessions: SessionService;
  countCasesAssignedTo: CountCasesAssignedTo;
}) {
  /** The membership an action is about, locked in the transaction, once the actor may take the action on it. */
  async function targetOf(tx: Database, auth: AuthContext, membershipId: string, action: MembershipAction) {
    const target = await lockCompanyClerkByMembership(tx, auth.companyId, membershipId);
    if (!target) throw clerkNotFound();
    const refusal = membershipActionRefusal(
      auth,
      { membershipId: target.membership.id, accessLevel: target.accessLevel, firstName: target.firstName },
      action,
    );
    if (refusal) throw new AppError('membership.action-refused', 403, refusal);
    return target;
  }

  /** A clerk with cases in the job queue keeps them until they are distributed anew (spec 1 §8). */
  async function refuseWhileCasesAssigned(tx: Database, companyId: string, membershipId: string) {
    if ((await countCasesAssignedTo(tx, companyId, membershipId)) > 0) {
      throw new AppError('membership.cases-assigned', 409, CASES_ASSIGNED);
    }
  }

  /** The person too, so that the log names them after the membership is gone. */
  const auditMembership = (
    tx: Database,
    auth: AuthContext,
    action: string,
    target: { membership: { id: string }; personId: string },
  ) =>
    writeAudit(tx, {
      actorPersonId: auth.personId,
      companyId: auth.companyId,
      action,
      targetType: 'membership',
      targetId: target.membership.id,
      details: { personId: target.personId },
    });

  return {
    /** GET /api/clerk/checkcaseassignments/{clerkId}: the cases assigned to a person's membership. */
    async countAssignedCases(auth: AuthContext, personId: string) {
      const target = await findCompanyClerk(db, auth.companyId, personId);
      if (!target) throw clerkNotFound();
      return countCasesAssignedTo(db, auth.companyId, target.membership.id);
    },

    /**
     * GET /api/clerk/check/{pnr}: who has this national id, as far as the new-user dialog needs to know. The
     * details of a membership only for the active company; of a person elsewhere only the name.
     */
    async lookUpPerson(auth: AuthContext, nationalId: string): Promise<ClerkLookup> {
      const identity = nationalIdentity(config.identityKey, nationalId);
      if (!identity) throw invalidNationalId('pnr');
      const person = await findPerson(db, identity.identityHash);
      const member = person && (await findCompanyClerk(db, auth.companyId, person.id));
      await writeAudit(db, {
        actorPersonId: auth.personId,
        companyId: auth.companyId,
        action: 'clerk.lookup',
        ...(person && { targetType: 'person', targetId: person.id }),
        details: { result: member ? 'member' : person ? 'other-company' : 'not-found' },
      });
      if (!person) return null;
      return {
        FirstName: person.firstName,
        LastName: person.lastName,
        HasCompanyClerk: member !== undefined,
        AccessRoleId: member?.membership.roleId ?? null,
        Email: member?.membership.email ?? null,
        Phone: member?.membership.phone ?? null,
        PhoneCountryCode: member?.membership.phoneCountryCode ?? null,
      };
    },

    /**
     * POST /api/clerk: adds a person to the active company, creating the person when the portal does not know
     * the national id yet. They can log in with their eID at once: the person is found by the same hash. A
     * person the portal knows keeps their name, and is told about the new company at their next login.
     */
    async createClerk(auth: AuthContext, newClerk: NewClerk): Promise<CompanyClerk> {
      const identity = nationalIdentity(config.identityKey, newClerk.Birthnumber);
      if (!identity) throw invalidNationalId('Birthnumber');
      // Two requests for the same person at once: the one that loses the race clashes on a unique key.
      return db
        .transaction(async (tx) => {
          const role = await findRole(tx, newClerk.RoleId);
          if (!role) throw unknownRole();
          if (!canGrantRole(auth.accessLevel, role.accessLevel)) {
            throw new AppError('clerk.role-above-own', 403, ROLE_ABOVE_OWN_FORBIDDEN);
          }
          // The dialog shows a known person's name read-only: it is theirs, not this company's.
          const added = await addMember(tx, {
            identity,
            name: { firstName: newClerk.Firstname, lastName: newClerk.Lastname },
            ifKnown: {
              refuseOtherName: { firstName: 'Firstname', lastName: 'Lastname' },
              tellAtNextLogin: true,
            },
            companyId: auth.companyId,
            roleId: role.id,
            email: newClerk.Email,
            phone: newClerk.Phone,
            phoneCountryCode: newClerk.PhoneCountryCode,
            now: clock(),
          });
          if (added.outcome === 'already-member') throw alreadyMember();
          const { person, membershipId, newPerson } = added;
          await writeAudit(tx, {
            actorPersonId: auth.personId,
            companyId: auth.companyId,
            action: 'clerk.created',
            targetType: 'membership',
            targetId: membershipId,
            details: { personId: person.id, newPerson, roleId: role.id },
          });
          const created = await findCompanyClerk(tx, auth.companyId, person.id);
          if (!created) throw new Error('The created membership was not found');
          return toCompanyClerk(created, auth);
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? alreadyMember() : error;
        });
    },

    /** POST /api/clerk/activate/{id}: 1 when the membership was inactive, 0 when it was active already. */
    async activate(auth: AuthContext, membershipId: string) {
      return db.transaction(async (tx) => {
        const target = await targetOf(tx, auth, membershipId, 'activate');
        if (!(await setMembershipDisabled(tx, membershipId, false))) return 0;
        await auditMembership(tx, auth, 'clerk.activated', target);
        return 1;
      });
    },

    /**
     * POST /api/clerk/deactivate/{id}: 1 when the membership was active, 0 when it was inactive already. The
     * clerk's sessions in it end at once, not at their next request.
     */
    async deactivate(auth: AuthContext, membershipId: string) {
      return db.transaction(async (tx) => {
        const target = await targetOf(tx, auth, membershipId, 'deactivate');
        if (target.membership.disabled) return 0;
        await refuseWhileCasesAssigned(tx, auth.companyId, membershipId);
        await setMembershipDisabled(tx, membershipId, true);
        await sessions.endSessionsOfMembership(tx, membershipId);
        await auditMembership(tx, auth, 'clerk.deactivated', target);
        return 1;
      });
    },

    /**
     * DELETE /api/clerk/company/{id}: removes the membership, and with it its sessions. The person stays, with
     * their other memberships and their history (the audit log names people and memberships by id only),
     * unless this was their last membership and they never logged in: then nobody knows them any more, and they
     * go too, in the same transaction.
     */
    async remove(auth: AuthContext, membershipId: string) {
      await db.transaction(async (tx) => {
        const target = await targetOf(tx, auth, membershipId, 'remove');
        await refuseWhileCasesAssigned(tx, auth.companyId, membershipId);
        await lockPerson(tx, target.personId);
        await sessions.endSessionsOfMembership(tx, membershipId);
        await deleteMembership(tx, membershipId);
        await writeAudit(tx, {
          actorPersonId: auth.personId,
          companyId: auth.companyId,
          action: 'clerk.removed',
          targetType: 'membership',
          targetId: membershipId,
          details: { personId: target.personId },
        });
        if (await deletePersonNobodyKnows(tx, target.personId)) {
          await writeAudit(tx, {
            actorPersonId: auth.personId,
            companyId: auth.companyId,
            action: 'person.removed',
            targetType: 'person',
            targetId: target.personId,
            details: { reason: 'last-membership-never-logged-in' },
          });
        }
      });
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
