import { z } from 'zod';
import { NOTIFY_BEFORE_DUE_DAYS_MAX } from '../limits.ts';
import { NOTIFY_BEFORE_DUE_DAYS_INVALID } from '../validators/messages.ts';
import { emailListField, phoneField, refinePhone } from '../validators/zod.ts';
import { phoneCountryCodeSchema } from './clerk.ts';

/** The company's notification settings and the complaints body's flags (spec 1 §3, §5). */
const COMPANY_FLAGS = [
  'NotifyOnNewCases',
  'NotifyOnNewPosts',
  'NotifyOnUnreadPosts',
  'IsElectronicLettersActive',
  'ForceReadByCompany',
  'NotifyLeadersOnNewCases',
  'NotifyLeadersOnUnreadPosts',
  'IsPortalLockedForElKom',
] as const;

/** Every flag of a company with the given schema (a plain boolean, or one defaulting to false). */
export const companyFlagFields = <Flag extends z.ZodType<boolean, boolean | undefined>>(flag: () => Flag) =>
  Object.fromEntries(COMPANY_FLAGS.map((name) => [name, flag()])) as Record<
    (typeof COMPANY_FLAGS)[number],
    Flag
  >;

/** The company's contact settings as users and the complaints body enter them (spec 1 §5). */
export const companyContactFields = () => ({
  EmailAddress: emailListField(),
  Phone: phoneField(),
  PhoneCountryCode: phoneCountryCodeSchema,
});

/**
 * 'Varsle før forfall' (issue 20, beyond the specification): the working days before a case's deadline on which
 * its clerk, or else the company address, is reminded of it; 0 for no reminder.
 */
export const notifyBeforeDueDaysField = () => {
  const error = NOTIFY_BEFORE_DUE_DAYS_INVALID(NOTIFY_BEFORE_DUE_DAYS_MAX);
  return z.number({ error }).int({ error }).min(0, { error }).max(NOTIFY_BEFORE_DUE_DAYS_MAX, { error });
};

/** GET /api/company/{companyId}: the Company of spec 1 §3, with the reminder before the deadline. */
export const companySchema = z.object({
  Id: z.string(),
  Name: z.string(),
  OrgNum: z.string(),
  EmailAddress: z.string().nullable(),
  Phone: z.string().nullable(),
  PhoneCountryCode: z.string(),
  ...companyFlagFields(() => z.boolean()),
  NotifyBeforeDueDays: z.number().int(),
  /** 'Brev må godkjennes før de sendes' (issue 46): every letter waits for a second person's approval. */
  LettersNeedApproval: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

/**
 * PUT /api/company/{id}: the company settings form (spec 1 §5). The payload carries every field of the
 * Company, but the portal only changes the ones it lets users edit; name, organisation number and the
 * complaints body's flags are read-only and ignored by the server.
 */
export const companyUpdateSchema = refinePhone(
  companySchema.extend({
    Name: z.string().min(1, 'Navn er et påkrevd felt'),
    OrgNum: z.string().min(1, 'Organisasjonsnummer er et påkrevd felt'),
    ...companyContactFields(),
    NotifyBeforeDueDays: notifyBeforeDueDaysField(),
  }),
  'Phone',
  'PhoneCountryCode',
);
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

/** PUT answers a number; 0 or more means saved (spec 1 §7). */
export const companyUpdateResponseSchema = z.number().int();
