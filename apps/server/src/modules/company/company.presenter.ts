import type { Company } from '@foretaksportalen/shared/contract/company';
import type { ProviderCompany } from '@foretaksportalen/shared/contract/provider/company';
import type { CompanyRow } from './company.repository.ts';

/** A company in the Company shape of spec 1 §3. */
export function toCompany(row: CompanyRow): Company {
  return {
    Id: row.id,
    Name: row.name,
    OrgNum: row.orgNum,
    EmailAddress: row.emailAddress,
    Phone: row.phone,
    PhoneCountryCode: row.phoneCountryCode,
    NotifyOnNewCases: row.notifyOnNewCases,
    NotifyOnNewPosts: row.notifyOnNewPosts,
    NotifyOnUnreadPosts: row.notifyOnUnreadPosts,
    IsElectronicLettersActive: row.isElectronicLettersActive,
    ForceReadByCompany: row.forceReadByCompany,
    NotifyLeadersOnNewCases: row.notifyLeadersOnNewCases,
    NotifyLeadersOnUnreadPosts: row.notifyLeadersOnUnreadPosts,
    IsPortalLockedForElKom: row.isPortalLockedForElKom,
    NotifyBeforeDueDays: row.notifyBeforeDueDays,
    LettersNeedApproval: row.lettersNeedApproval,
  };
}

/** A company as the complaints body sees it (the provider API). */
export function toProviderCompany(row: CompanyRow): ProviderCompany {
  const { LettersNeedApproval: _inside, ...company } = toCompany(row);
  return {
    ...company,
    CasePrefix: row.casePrefix,
    Address: { Address: row.address, PostalCode: row.postalCode, PostalPlace: row.postalPlace },
  };
}
