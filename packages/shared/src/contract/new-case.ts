import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  CASE_NOTE_MAX_LENGTH,
  CASE_REF_MAX_LENGTH,
  DEFAULT_COUNTRY_CODE,
  NAME_MAX_LENGTH,
} from '../limits.ts';
import {
  COMPANY_NAME_REQUIRED,
  CONTACT_PERSON_REQUIRED,
  CUSTOMER_NATIONAL_ID_INVALID,
  CUSTOMER_NATIONAL_ID_REQUIRED,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  maxLengthMessage,
  PHONE_REQUIRED,
  POSTAL_CODE_INVALID,
} from '../validators/messages.ts';
import {
  detectNationalIdCountry,
  isValidNationalId,
  normalizeNationalId,
} from '../validators/national-id.ts';
import { isValidPostalCode } from '../validators/postal-code.ts';
import { emailField, nullableText, optionalText, refinePhone, singleLineText } from '../validators/zod.ts';
import { phoneCountryCodeSchema } from './clerk.ts';

/**
 * The new-case wizard (spec 2 §2, §3, §4, §5). The customer form's rules depend on two of its own fields (IsPrivate
 * and CountryCode), so they are written once here as a function of the values and used by the form and, through
 * the wire schema below, by the server.
 */

/** Countries a complainer can live in: the same three as phone numbers (spec 2 §5). */
export const customerCountryCodeSchema = phoneCountryCodeSchema;

/** The labels that follow IsPrivate: a consumer has Fornavn/Etternavn, a company Firma/Kontaktperson. */
export const customerNameLabels = (isPrivate: boolean) =>
  isPrivate
    ? { FirstName: 'Fornavn', LastName: 'Etternavn' }
    : { FirstName: 'Firma', LastName: 'Kontaktperson' };

const nameRequired = (isPrivate: boolean) =>
  isPrivate
    ? { FirstName: FIRST_NAME_REQUIRED, LastName: LAST_NAME_REQUIRED }
    : { FirstName: COMPANY_NAME_REQUIRED, LastName: CONTACT_PERSON_REQUIRED };

type Issue = { path: string; message: string };

/**
 * The customer's values as the rules read them. The rules run even while a field is invalid (see `always`), so its
 * texts may be of any type there; a field that is no text is left to its own schema's message.
 */
interface CustomerValues {
  IsPrivate: boolean;
  FirstName: unknown;
  LastName: unknown;
  Pnr: unknown;
  Address: unknown;
  PostalCode: unknown;
  CountryCode: unknown;
  Phone: unknown;
  Email: unknown;
}

/** The rules of spec 2 §5 that depend on other fields of the customer: names by kind, Pnr for consumers, postal code in Norway. */
function customerIssues(values: CustomerValues): Issue[] {
  const issues: Issue[] = [];
  const labels = customerNameLabels(values.IsPrivate);
  const required = nameRequired(values.IsPrivate);
  for (const field of ['FirstName', 'LastName'] as const) {
    const value = values[field];
    if (!value) issues.push({ path: field, message: required[field] });
    else if (typeof value === 'string' && value.length > NAME_MAX_LENGTH)
      issues.push({ path: field, message: maxLengthMessage(labels[field], NAME_MAX_LENGTH) });
  }
  if (values.IsPrivate) {
    if (!values.Pnr) issues.push({ path: 'Pnr', message: CUSTOMER_NATIONAL_ID_REQUIRED });
    else if (typeof values.Pnr === 'string' && !isValidNationalId(values.Pnr))
      issues.push({ path: 'Pnr', message: CUSTOMER_NATIONAL_ID_INVALID });
  }
  if (
    values.CountryCode === DEFAULT_COUNTRY_CODE &&
    typeof values.PostalCode === 'string' &&
    !isValidPostalCode(values.PostalCode)
  )
    issues.push({ path: 'PostalCode', message: POSTAL_CODE_INVALID });
  if (!values.Phone) issues.push({ path: 'Phone', message: PHONE_REQUIRED });
  if (!values.Email) issues.push({ path: 'Email', message: EMAIL_REQUIRED });
  return issues;
}

/**
 * Every rule reports at once, even while another field is invalid (like refinePhone): the rules then read an object
 * whose own fields may be missing or of any type.
 */
const always = {
  when: ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && !Array.isArray(value),
};

/** Step 1, Kunde: the customer form's values (spec 2 §3 customer form). */
export const customerFormSchema = refinePhone(
  z.object({
    IsPrivate: z.boolean(),
    FirstName: optionalText(),
    LastName: optionalText(),
    Pnr: optionalText(),
    /** Set from the detected country of a valid Pnr. */
    PnrCountryCode: z.string().nullable(),
    Address: nullableText(ADDRESS_MAX_LENGTH, 'Adresse', { multiline: true }),
    PostalCode: optionalText(),
    PostalPlace: optionalText(),
    CountryCode: customerCountryCodeSchema,
    Phone: optionalText(),
    PhoneCountryCode: phoneCountryCodeSchema,
    Email: emailField(),
    Reference: nullableText(NAME_MAX_LENGTH, 'Referanse'),
  }),
  'Phone',
  'PhoneCountryCode',
).superRefine((values, context) => {
  for (const issue of customerIssues(values))
    context.addIssue({ code: 'custom', ...issue, path: [issue.path] });
}, always);
export type CustomerForm = z.input<typeof customerFormSchema>;

export const emptyCustomerForm = (): CustomerForm => ({
  IsPrivate: true,
  FirstName: null,
  LastName: null,
  Pnr: null,
  PnrCountryCode: null,
  Address: null,
  PostalCode: null,
  PostalPlace: null,
  CountryCode: 'NO',
  Phone: null,
  PhoneCountryCode: 'NO',
  Email: null,
  Reference: null,
});

/** Step 2, Foretaks saksdetaljer. CaseDetailsClerk is a membership id or null for 'Ingen'. */
export const companyDetailsFormSchema = z.object({
  CaseDetailsReference: nullableText(CASE_REF_MAX_LENGTH, 'Referanse'),
  CaseDetailsNote: nullableText(CASE_NOTE_MAX_LENGTH, 'Notat'),
  CaseDetailsClerk: z.uuid().nullable(),
  /** The company's product and cause of the case (issue 49), ids of its lists; optional. */
  CaseDetailsProduct: z.uuid().nullable().default(null),
  CaseDetailsCause: z.uuid().nullable().default(null),
});
export type CompanyDetailsForm = z.input<typeof companyDetailsFormSchema>;

/** What POST /api/document/uploadfile answers and DELETE /api/document/deletefile/{Key} and case/create take. */
export const uploadKeySchema = z.object({
  Id: z.uuid(),
  Filename: singleLineText().min(1).max(255),
  Key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Ukjent fil' }),
});
export type UploadKey = z.infer<typeof uploadKeySchema>;

/** An upload item's status in the file table (spec 2 §3 upload item). */
export const UploadStatus = { Reading: 0, Uploading: 1, Done: 2, Failed: 3 } as const;
export type UploadStatus = (typeof UploadStatus)[keyof typeof UploadStatus];

/** The national id and its country on the wire: '<id>:<country>' (spec 2 §3), or null. */
export const joinPnr = (pnr: string | null, country: string | null) =>
  pnr && country ? `${normalizeNationalId(pnr)}:${country}` : null;

/** Reads '<id>:<country>' back; null when the id fails its check or the country does not match it. */
export function splitPnr(value: string): { nationalId: string; country: string } | null {
  const [nationalId = '', country = '', ...rest] = value.split(':');
  if (rest.length > 0 || detectNationalIdCountry(nationalId) !== country) return null;
  return { nationalId: normalizeNationalId(nationalId), country };
}

const wireComplainerSchema = z
  .object({
    FirstName: optionalText(),
    LastName: optionalText(),
    Email: emailField(),
    Reference: nullableText(NAME_MAX_LENGTH, 'Referanse'),
    IsFirm: z.boolean(),
    Pnr: optionalText().refine((value) => value === null || splitPnr(value) !== null, {
      error: CUSTOMER_NATIONAL_ID_INVALID,
    }),
    Address: z.object({
      Address: nullableText(ADDRESS_MAX_LENGTH, 'Adresse', { multiline: true }),
      PostalCode: optionalText(),
      PostalPlace: optionalText(),
      CountryCodeAlpha2: customerCountryCodeSchema,
    }),
    Phone: refinePhone(
      z.object({ Phone: optionalText(), CountryCodeAlpha2: phoneCountryCodeSchema }),
      'Phone',
      'CountryCodeAlpha2',
    ),
  })
  .superRefine((complainer, context) => {
    // Address and Phone may be missing or null here (see `always`).
    const issues = customerIssues({
      IsPrivate: !complainer.IsFirm,
      FirstName: complainer.FirstName,
      LastName: complainer.LastName,
      Pnr: complainer.Pnr,
      Address: complainer.Address?.Address ?? null,
      PostalCode: complainer.Address?.PostalCode ?? null,
      CountryCode: complainer.Address?.CountryCodeAlpha2 ?? '',
      Phone: complainer.Phone?.Phone ?? null,
      Email: complainer.Email,
    });
    const wirePath: Record<string, (string | number)[]> = {
      PostalCode: ['Address', 'PostalCode'],
      Phone: ['Phone', 'Phone'],
    };
    // The Pnr format is checked by its own field; here only its presence.
    for (const issue of issues)
      if (!(issue.path === 'Pnr' && complainer.Pnr))
        context.addIssue({
          code: 'custom',
          message: issue.message,
          path: wirePath[issue.path] ?? [issue.path],
        });
  }, always);

/** POST /api/case/create: the new incident payload (spec 2 §3). */
export const newIncidentSchema = z.object({
  CompanyId: z.uuid(),
  /** The logged-in clerk's membership. */
  CreatedByClerkId: z.uuid(),
  CompanyCaseRef: nullableText(CASE_REF_MAX_LENGTH, 'Referanse'),
  CompanyNote: nullableText(CASE_NOTE_MAX_LENGTH, 'Notat'),
  /**
   * The chosen clerk. The specification lists only DisplayName and Phone; Id (the membership) is added so the
   * server need not guess the clerk from a name (docs/decisions/0004).
   */
  CompanyClerk: z.object({ Id: z.uuid(), DisplayName: z.string(), Phone: z.string().nullable() }).nullable(),
  /** The company's product and cause (issue 49): values of its lists in use, or none. */
  ProductId: z.uuid({ error: 'Ukjent produkt' }).nullable().default(null),
  CauseId: z.uuid({ error: 'Ukjent årsak' }).nullable().default(null),
  Complainer: wireComplainerSchema,
  Letter: z.object({
    CaseUid: z.null(),
    ClerkId: z.null(),
    Subject: z.null(),
    Content: z.null(),
    Files: z.array(uploadKeySchema).min(1, { error: 'Du må laste opp minimum 1 fil' }).max(100),
  }),
});
export type NewIncident = z.input<typeof newIncidentSchema>;

/** The create response: the case number people read. */
export const createCaseResponseSchema = z.object({ CaseId: z.string() });
export type CreateCaseResponse = z.infer<typeof createCaseResponseSchema>;
