import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PHONE_INVALID } from '../validators/messages.ts';
import { clerkSettingsSchema, newClerkSchema } from './clerk.ts';
import { companyUpdateSchema } from './company.ts';
import { customerFormSchema } from './new-case.ts';
import { accessKeyRequestSchema } from './provider/access-key.ts';
import { providerPartyInputSchema } from './provider/case.ts';
import { companyCreateSchema } from './provider/company.ts';

/** The messages a schema gives at one path, whatever else of the payload it refuses. */
const messagesAt = (schema: z.ZodType, payload: object, path: string) =>
  (schema.safeParse(payload).error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === path)
    .map((issue) => issue.message);

const TOO_LONG = '1'.repeat(21);

describe('every phone field of the contract', () => {
  it.each([
    [
      'the profile (PUT /api/clerk)',
      clerkSettingsSchema,
      { Phone: TOO_LONG, PhoneCountryCode: 'SE' },
      'Phone',
    ],
    ['the new user (POST /api/clerk)', newClerkSchema, { Phone: TOO_LONG, PhoneCountryCode: 'DK' }, 'Phone'],
    ['the company settings', companyUpdateSchema, { Phone: TOO_LONG, PhoneCountryCode: 'SE' }, 'Phone'],
    ['the new case customer', customerFormSchema, { Phone: TOO_LONG, PhoneCountryCode: 'SE' }, 'Phone'],
    ['the provider access key', accessKeyRequestSchema, { Phone: TOO_LONG, PhoneCountryCode: 'SE' }, 'Phone'],
    ['the provider company', companyCreateSchema, { Phone: TOO_LONG, PhoneCountryCode: 'SE' }, 'Phone'],
    [
      'the provider complainer',
      providerPartyInputSchema,
      { Phone: { Phone: TOO_LONG, CountryCodeAlpha2: 'SE' } },
      'Phone.Phone',
    ],
  ])(
    'refuses a 21-digit foreign number in %s with the one message for a refused phone',
    (_, schema, payload, path) => {
      expect(messagesAt(schema, payload, path)).toEqual([PHONE_INVALID]);
    },
  );
});
