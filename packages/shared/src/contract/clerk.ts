import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../limits.ts';
import {
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  NATIONAL_ID_INVALID,
  NATIONAL_ID_REQUIRED,
  PHONE_REQUIRED,
} from '../validators/messages.ts';
import {
  emailListField,
  nationalIdField,
  nullableText,
  phoneField,
  refinePhone,
  required,
} from '../validators/zod.ts';

/** The countries offered for phone numbers (spec 1 §3: Norway, Sweden and Denmark). */
export const phoneCountryCodeSchema = z.enum(['NO', 'SE', 'DK'], { error: 'Ukjent landkode' });

/**
 * PUT /api/clerk: the clerk settings payload (spec 1 §3). Id is the membership, ClerkId the person.
 * Name and e-mail rules are the profile form's (spec 1 §5), shared by the form and the server.
 */
export const clerkSettingsSchema = refinePhone(
  z.object({
    Id: z.uuid(),
    ClerkId: z.uuid(),
    CompanyGuid: z.uuid(),
    Email: emailListField(),
    NotifyOnNewCases: z.boolean(),
    NotifyOnNewPosts: z.boolean(),
    /** 'Motta varsel før forfall' (issue 20, beyond the specification). */
    NotifyBeforeDue: z.boolean(),
    /** 'Motta varsel når jeg blir nevnt' (issue 46). */
    NotifyOnMention: z.boolean(),
    /** 'Motta varsel om brev til godkjenning' (issue 46). */
    NotifyOnApproval: z.boolean(),
    Phone: phoneField(),
    PhoneCountryCode: phoneCountryCodeSchema,
    RoleId: z.uuid(),
    AccessRole: z.object({ Name: z.string(), AccessLevel: z.number().int() }).optional(),
    Clerk: z.object({
      Id: z.uuid(),
      FirstName: required(nullableText(NAME_MAX_LENGTH, 'Fornavn'), FIRST_NAME_REQUIRED),
      LastName: required(nullableText(NAME_MAX_LENGTH, 'Etternavn'), LAST_NAME_REQUIRED),
    }),
  }),
  'Phone',
  'PhoneCountryCode',
);
export type ClerkSettings = z.input<typeof clerkSettingsSchema>;

/**
 * POST /api/clerk: a new clerk from the "Ny bruker" dialog (spec 1 §3, §5). CountryCode always equals the phone
 * country code; the national id's own country is detected from the number. Every field is required.
 */
export const newClerkSchema = refinePhone(
  z.object({
    Firstname: required(nullableText(NAME_MAX_LENGTH, 'Fornavn'), FIRST_NAME_REQUIRED),
    Lastname: required(nullableText(NAME_MAX_LENGTH, 'Etternavn'), LAST_NAME_REQUIRED),
    Email: required(emailListField(), EMAIL_REQUIRED),
    Phone: required(phoneField(), PHONE_REQUIRED),
    PhoneCountryCode: phoneCountryCodeSchema,
    RoleId: z.uuid({ error: 'Velg en rolle' }),
    Birthnumber: required(nationalIdField(NATIONAL_ID_INVALID), NATIONAL_ID_REQUIRED),
    CountryCode: phoneCountryCodeSchema,
  }),
  'Phone',
  'PhoneCountryCode',
);
export type NewClerk = z.input<typeof newClerkSchema>;

/**
 * GET /api/clerk/check/{pnr}: what the dialog needs about an existing person, or null. Details of the
 * membership (role, e-mail, phone) only when the person is in the active company.
 */
export const clerkLookupSchema = z
  .object({
    FirstName: z.string(),
    LastName: z.string(),
    HasCompanyClerk: z.boolean(),
    AccessRoleId: z.string().nullable(),
    Email: z.string().nullable(),
    Phone: z.string().nullable(),
    PhoneCountryCode: z.string().nullable(),
  })
  .nullable();
export type ClerkLookup = z.infer<typeof clerkLookupSchema>;

/** Activate and deactivate answer a number; above 0 means it changed (spec 1 §4). */
export const clerkStatusResponseSchema = z.number().int();
/** GET /api/clerk/checkcaseassignments/{clerkId}: how many cases are assigned to the clerk. */
export const caseAssignmentCountSchema = z.number().int().nonnegative();
