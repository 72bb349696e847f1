import type { PortalConfig } from '@foretaksportalen/shared/contract/config';
import { canGrantRole } from '@foretaksportalen/shared/profile-rules';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { clerkNotFound, findCompanyClerks, toCompanyClerk, toCompanyClerkSummary } from '../clerk/index.ts';
import { requireCompany } from '../company/index.ts';
import type { AuthContext, SessionService } from '../session/index.ts';
import { seesColleagues, seesFullClerkEntries } from './config.policy.ts';
import { findCountries, findRoles } from './config.repository.ts';

interface PortalConfigDependencies {
  db: Database;
  config: Config;
  sessions: SessionService;
}

/**
 * GET /api/config: everything the web app loads at start for the active membership (spec 1 §3); of the
 * colleagues only what the level needs (config.policy.ts).
 */
async function loadPortalConfig(
  { db, config, sessions }: PortalConfigDependencies,
  auth: AuthContext,
): Promise<PortalConfig> {
  const [clerks, roleRows, countryRows, companiesOfPerson, company] = await Promise.all([
    findCompanyClerks(db, auth.companyId),
    findRoles(db),
    findCountries(db),
    sessions.activeMemberships(auth.personId),
    requireCompany(db, auth.companyId),
  ]);
  const own = clerks.find((row) => row.membership.id === auth.membershipId);
  if (!own) throw clerkNotFound();
  const visible = seesColleagues(auth) ? clerks : [own];
  const companyClerks = seesFullClerkEntries(auth)
    ? visible.map((row) => toCompanyClerk(row, auth))
    : visible.map(toCompanyClerkSummary);
  const me = toCompanyClerk(own, auth);
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
      LettersNeedApproval: company.lettersNeedApproval,
    },
    CompanyClerks: companyClerks,
    Roles: roleRows.map((role) => ({
      Id: role.id,
      Name: role.name,
      AccessLevel: role.accessLevel,
      Description: role.description,
      Grantable: canGrantRole(auth.accessLevel, role.accessLevel),
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

export function createPortalConfigService(deps: PortalConfigDependencies) {
  return {
    load: (auth: AuthContext) => loadPortalConfig(deps, auth),
  };
}

export type PortalConfigService = ReturnType<typeof createPortalConfigService>;
