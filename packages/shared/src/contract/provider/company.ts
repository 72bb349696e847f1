import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, NOTIFY_BEFORE_DUE_DAYS_DEFAULT } from '../../limits.ts';
import { nullableText, refinePhone, required } from '../../validators/zod.ts';
import {
  companyContactFields,
  companyFlagFields,
  companySchema,
  notifyBeforeDueDaysField,
} from '../company.ts';
import { itemsOf, orgNumSchema, postalCodeField } from './common.ts';

export const COMPANY_NAME_MAX_LENGTH = 200;
export const COMPANY_NAME_REQUIRED = 'Navn er et påkrevd felt';
export const CASE_PREFIX_INVALID = 'Saksprefikset må være 1-10 store bokstaver eller sifre';

/**
 * A company as the complaints body sees it: the portal's Company (spec 1 §3) with its case prefix and address,
 * without how the company works inside (whether its letters need approval, issue 46).
 */
export const providerCompanySchema = companySchema.omit({ LettersNeedApproval: true }).extend({
  CasePrefix: z.string(),
  Address: z.object({
    Address: z.string().nullable(),
    PostalCode: z.string().nullable(),
    PostalPlace: z.string().nullable(),
  }),
});
export type ProviderCompany = z.infer<typeof providerCompanySchema>;

export const providerCompanyListSchema = itemsOf(providerCompanySchema);

const addressSchema = z.object({
  Address: nullableText(ADDRESS_MAX_LENGTH, 'Adresse', { multiline: true }),
  PostalCode: postalCodeField(),
  /** Filled from Bring's register for a known postal code; as given otherwise. */
  PostalPlace: nullableText(100, 'Poststed'),
});

const contactFields = companyContactFields();

/**
 * Every setting of a company, as the complaints body keeps it. Without a common e-mail address the three notify
 * flags of the company are saved as false, as the portal's own form does (spec 1 §4).
 */
const companyFields = z.object({
  Name: required(nullableText(COMPANY_NAME_MAX_LENGTH, 'Navn'), COMPANY_NAME_REQUIRED),
  OrgNum: orgNumSchema,
  CasePrefix: z.string().regex(/^[A-Z0-9]{1,10}$/, { error: CASE_PREFIX_INVALID }),
  ...contactFields,
  PhoneCountryCode: contactFields.PhoneCountryCode.default('NO'),
  Address: addressSchema.default({ Address: null, PostalCode: null, PostalPlace: null }),
  ...companyFlagFields(() => z.boolean().default(false)),
  NotifyBeforeDueDays: notifyBeforeDueDaysField().default(NOTIFY_BEFORE_DUE_DAYS_DEFAULT),
});

/** POST /companies: a new company. */
export const companyCreateSchema = refinePhone(companyFields, 'Phone', 'PhoneCountryCode');
export type CompanyCreate = z.input<typeof companyCreateSchema>;
export type CompanySettings = z.output<typeof companyCreateSchema>;

/**
 * PATCH /companies/{orgNum}: the fields given change, the others keep their values; the organisation number is
 * the company's identity and stays (an OrgNum in the body is ignored). The result is checked as a whole, e.g. a
 * new phone number against the stored country code.
 */
export const companyUpdateSchema = z
  .object({
    Name: companyFields.shape.Name,
    CasePrefix: companyFields.shape.CasePrefix,
    ...companyContactFields(),
    Address: addressSchema,
    ...companyFlagFields(() => z.boolean()),
    NotifyBeforeDueDays: notifyBeforeDueDaysField(),
  })
  .partial();
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

export const orgNumParamsSchema = z.object({ orgNum: orgNumSchema });
