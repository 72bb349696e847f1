import type { CompanyClerkSummary, LoginClerk } from '@foretaksportalen/shared/contract/config';
import {
  type companyDetailsFormSchema,
  type customerFormSchema,
  joinPnr,
  type NewIncident,
  type UploadKey,
} from '@foretaksportalen/shared/contract/new-case';
import type { z } from 'zod';

interface NewIncidentParts {
  loginClerk: LoginClerk;
  customer: z.output<typeof customerFormSchema>;
  details: z.output<typeof companyDetailsFormSchema>;
  /** The chosen clerk, if any. */
  clerk: CompanyClerkSummary | undefined;
  files: readonly UploadKey[];
}

/** POST /api/case/create's payload (spec 2 §3 new incident payload) from the wizard's validated forms. */
export function toNewIncident({
  loginClerk,
  customer,
  details,
  clerk,
  files,
}: NewIncidentParts): NewIncident {
  return {
    CompanyId: loginClerk.CompanyGuid,
    CreatedByClerkId: loginClerk.Id,
    CompanyCaseRef: details.CaseDetailsReference,
    CompanyNote: details.CaseDetailsNote,
    CompanyClerk: clerk ? { Id: clerk.Id, DisplayName: clerk.DisplayName, Phone: clerk.Phone } : null,
    ProductId: details.CaseDetailsProduct,
    CauseId: details.CaseDetailsCause,
    Complainer: {
      FirstName: customer.FirstName,
      LastName: customer.LastName,
      Email: customer.Email,
      Reference: customer.Reference,
      IsFirm: !customer.IsPrivate,
      Pnr: joinPnr(customer.Pnr, customer.PnrCountryCode),
      Address: {
        Address: customer.Address,
        PostalCode: customer.PostalCode,
        PostalPlace: customer.PostalPlace,
        CountryCodeAlpha2: customer.CountryCode,
      },
      Phone: { Phone: customer.Phone, CountryCodeAlpha2: customer.PhoneCountryCode },
    },
    Letter: { CaseUid: null, ClerkId: null, Subject: null, Content: null, Files: [...files] },
  };
}
