import type { CompanyClerk, Config as PortalConfig } from '@foretaksportalen/shared/contract/config';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findActiveMemberships } from '../session/session.repository.ts';
import type { AuthContext } from '../session/session.service.ts';
import { type ClerkRow, findCompanyClerks, findCountries, findRoles } from './config.repository.ts';

export const displayName = (firstName: string, lastName: string) => `${firstName} ${lastName}`;

export function toCompanyClerk(row: ClerkRow): CompanyClerk {
  const { membership } = row;
  return {
    Id: membership.id,
    ClerkId: row.personId,
    CompanyGuid: membership.companyId,
    Email: membership.email,
    Phone: membership.phone,
    PhoneCountryCode: membership.phoneCountryCode,
    NotifyOnNewCases: membership.notifyOnNewCases,
    NotifyOnNewPosts: membership.notifyOnNewPosts,
    RoleId: membership.roleId,
    AccessRole: { Name: row.roleName, AccessLevel: row.accessLevel },
    DisplayName: displayName(row.firstName, row.lastName),
    Disabled: membership.disabled,
    Company: { Name: row.companyName },
    Clerk: { Id: row.personId, FirstName: row.firstName, LastName: row.lastName, Consent: row.consent },
  };
}

/** GET /api/config: everything the web app loads at start for the active membership (spec 1 §3). */
export async function loadPortalConfig(
  db: Database,
  config: Config,
  auth: AuthContext,
): Promise<PortalConfig> {
  const [clerks, roleRows, countryRows, companiesOfPerson] = await Promise.all([
    findCompanyClerks(db, auth.companyId),
    findRoles(db),
    findCountries(db),
    findActiveMemberships(db, auth.personId),
  ]);
  const own = clerks.find((row) => row.membership.id === auth.membershipId);
  if (!own) throw notFound();
  const companyClerks = clerks.map(toCompanyClerk);
  const me = toCompanyClerk(own);
  return {
    LoginClerk: {
      Id: me.Id,
      ClerkId: me.ClerkId,
      CompanyGuid: me.CompanyGuid,
      DisplayName: me.DisplayName,
      Email: me.Email,
      CompanyName: me.Company.Name,
      Companies: companiesOfPerson.map((m) => ({ Id: m.companyId, Name: m.companyName })),
      AccessRole: me.AccessRole,
    },
    CompanyClerks: companyClerks,
    Roles: roleRows.map((role) => ({
      Id: role.id,
      Name: role.name,
      AccessLevel: role.accessLevel,
      Description: role.description,
    })),
    Countries: countryRows.map((country) => ({
      cca2: country.cca2,
      name: { common: country.nameCommon },
      callingcodes: country.callingCodes,
    })),
    SessionTimeout: config.sessionTimeoutSeconds,
    MaxUploadFileSize: config.maxUploadFileSize,
    ContentTypes: config.contentTypes,
  };
}
