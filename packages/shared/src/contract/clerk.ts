import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../limits.ts';
import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED } from '../validators/messages.ts';
import { emailListField, nullableText, refinePhone, required } from '../validators/zod.ts';

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
    Phone: nullableText(20, 'Telefon'),
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
