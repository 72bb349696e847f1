import { canSeeCases } from '@foretaksportalen/shared/access-levels';
import type {
  ClerkProfile,
  CompanyClerk,
  CompanyClerkSummary,
} from '@foretaksportalen/shared/contract/config';
import { profileAbilities } from './clerk.policy.ts';
import type { ClerkRow } from './clerk.repository.ts';
import { membershipStatusBlockOf } from './membership.policy.ts';

/** Who is shown the membership: what it may do with it is sent with it. */
interface Viewer {
  personId: string;
  membershipId: string;
  accessLevel: number;
}

export const displayName = (firstName: string, lastName: string) => `${firstName} ${lastName}`;

/** A membership as levels 1-3 see a colleague: what their screens use, nothing more. */
export function toCompanyClerkSummary(row: ClerkRow): CompanyClerkSummary {
  return {
    Id: row.membership.id,
    ClerkId: row.personId,
    DisplayName: displayName(row.firstName, row.lastName),
    Phone: row.membership.phone,
    Disabled: row.membership.disabled,
    SeesCases: canSeeCases(row.accessLevel),
  };
}

/** A membership in the CompanyClerk shape of spec 1 §3, with whether the viewer may change its status. */
export function toCompanyClerk(row: ClerkRow, viewer: Viewer): CompanyClerk {
  const { membership } = row;
  return {
    ...toCompanyClerkSummary(row),
    CompanyGuid: membership.companyId,
    Email: membership.email,
    PhoneCountryCode: membership.phoneCountryCode,
    NotifyOnNewCases: membership.notifyOnNewCases,
    NotifyOnNewPosts: membership.notifyOnNewPosts,
    NotifyBeforeDue: membership.notifyBeforeDue,
    NotifyOnMention: membership.notifyOnMention,
    NotifyOnApproval: membership.notifyOnApproval,
    RoleId: membership.roleId,
    AccessRole: { Name: row.roleName, AccessLevel: row.accessLevel },
    Company: { Name: row.companyName },
    Clerk: { Id: row.personId, FirstName: row.firstName, LastName: row.lastName, Consent: row.consent },
    StatusChangeBlock: membershipStatusBlockOf(viewer, {
      membershipId: membership.id,
      accessLevel: row.accessLevel,
    }),
  };
}

/** A membership as the viewer's profile page shows it: with what the viewer may change in it. */
export function toClerkProfile(row: ClerkRow, viewer: Viewer): ClerkProfile {
  const abilities = profileAbilities(viewer, row);
  return {
    ...toCompanyClerk(row, viewer),
    EditBlock: abilities.editBlock,
    RoleChangeBlock: abilities.roleChangeBlock,
    CanChangeName: abilities.canChangeName,
  };
}
