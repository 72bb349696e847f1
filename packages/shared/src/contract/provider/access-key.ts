import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../../limits.ts';
import { EMAIL_REQUIRED, FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED } from '../../validators/messages.ts';
import { emailField, nullableText, phoneField, refinePhone, required } from '../../validators/zod.ts';
import { phoneCountryCodeSchema } from '../clerk.ts';
import { isoDateTime } from './common.ts';

export const ROLE_NAMES = [
  'Saksbehandler',
  'Ekstern saksbehandler',
  'Superbruker',
  'Brukeradministrator',
  'Administrator',
] as const;

/**
 * POST /companies/{orgNum}/access-keys: a letter for a new user of the company, by default its first
 * Administrator. The user becomes a member when they log in with the letter (architecture §5).
 */
export const accessKeyRequestSchema = refinePhone(
  z.object({
    FirstName: required(nullableText(NAME_MAX_LENGTH, 'Fornavn'), FIRST_NAME_REQUIRED),
    LastName: required(nullableText(NAME_MAX_LENGTH, 'Etternavn'), LAST_NAME_REQUIRED),
    Email: required(emailField(), EMAIL_REQUIRED),
    Phone: phoneField(),
    PhoneCountryCode: phoneCountryCodeSchema.default('NO'),
    Role: z
      .enum(ROLE_NAMES, { error: `Ukjent rolle: velg blant ${ROLE_NAMES.join(', ')}` })
      .default('Administrator'),
  }),
  'Phone',
  'PhoneCountryCode',
);
export type AccessKeyRequest = z.input<typeof accessKeyRequestSchema>;

/** What goes into the letter: the address, the code (four groups of four) and the PIN, shown only this once. */
export const issuedAccessKeySchema = z.object({
  Id: z.string(),
  Url: z.string(),
  Code: z.string(),
  Pin: z.string(),
  ExpiresAt: isoDateTime,
});
export type IssuedAccessKey = z.infer<typeof issuedAccessKeySchema>;

export const accessKeyParamsSchema = z.object({ id: z.uuid({ error: 'Ukjent tilgangsnøkkel' }) });
