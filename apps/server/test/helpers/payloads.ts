import type { ClerkSettings, NewClerk } from '@foretaksportalen/shared/contract/clerk';
import type { Company, CompanyUpdate } from '@foretaksportalen/shared/contract/company';
import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';

/** The payloads the web app's forms send, built from what the server answered, with changes on top. */

/** The profile form's save payload (PUT /api/clerk). */
export const settingsFrom = (profile: CompanyClerk, changes: Partial<ClerkSettings> = {}): ClerkSettings => ({
  Id: profile.Id,
  ClerkId: profile.ClerkId,
  CompanyGuid: profile.CompanyGuid,
  Email: profile.Email,
  NotifyOnNewCases: profile.NotifyOnNewCases,
  NotifyOnNewPosts: profile.NotifyOnNewPosts,
  NotifyBeforeDue: profile.NotifyBeforeDue,
  NotifyOnMention: profile.NotifyOnMention,
  NotifyOnApproval: profile.NotifyOnApproval,
  Phone: profile.Phone,
  PhoneCountryCode: profile.PhoneCountryCode as ClerkSettings['PhoneCountryCode'],
  RoleId: profile.RoleId,
  AccessRole: profile.AccessRole,
  Clerk: { Id: profile.Clerk.Id, FirstName: profile.Clerk.FirstName, LastName: profile.Clerk.LastName },
  ...changes,
});

/** The company settings form's save payload (PUT /api/company/{id}). */
export const companyUpdateFrom = (company: Company, changes: Partial<CompanyUpdate> = {}): CompanyUpdate => ({
  ...company,
  PhoneCountryCode: company.PhoneCountryCode as CompanyUpdate['PhoneCountryCode'],
  ...changes,
});

/** A national id that belongs to nobody in the demo set (synthetic: month + 80). */
export const NEW_PERSON_NATIONAL_ID = '17918810064';

/** The new-user dialog's payload (POST /api/clerk) for a person nobody knows yet. */
export const newClerk = (roleId: string, changes: Partial<NewClerk> = {}): NewClerk => ({
  Firstname: 'Nora',
  Lastname: 'Nyansatt',
  Email: 'nora.nyansatt@eksempelbank.no',
  Phone: '41234567',
  PhoneCountryCode: 'NO',
  RoleId: roleId,
  Birthnumber: NEW_PERSON_NATIONAL_ID,
  CountryCode: 'NO',
  ...changes,
});
