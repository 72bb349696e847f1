import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_OTHER_MAX_LENGTH } from '../../limits.ts';
import { calendarDaySchema } from '../../validators/calendar-day.ts';
import {
  emailField,
  nullableText,
  phoneField,
  refinePhone,
  required,
  singleLineText,
} from '../../validators/zod.ts';
import { casePartySchema, handlingOfficerSchema } from '../case.ts';
import { caseRequestSchema } from '../case-request.ts';
import { phoneCountryCodeSchema } from '../clerk.ts';
import { caseDecisionSchema } from '../decision.ts';
import { countryCodeSchema, externalIdSchema, isoDateTime, orgNumSchema, postalCodeField } from './common.ts';

export const CASE_NUMBER_MAX_LENGTH = 50;
export const STATUS_MAX_LENGTH = 100;
export const EVENT_DESCRIPTION_MAX_LENGTH = 200;
export const EVENT_SUBJECT_MAX_LENGTH = 200;
export const EVENT_CONTENT_MAX_LENGTH = 4000;
/** Files of one letter from the complaints body; each within MaxUploadFileSize and ContentTypes. */
export const MAX_EVENT_FILES = 20;

export const PARTY_NAME_REQUIRED = 'Fornavn eller etternavn må fylles ut';
export const STATUS_CODE_INVALID = 'Statuskoden må være 1-50 store bokstaver, sifre eller _';

/**
 * The complainer or correspondent as the complaints body sends it: the fields of the portal's party (spec 2 §3)
 * without DisplayName, which the portal makes. FirstName is the firm and LastName its contact when IsFirm. The
 * phone is checked by the portal's rules for its country (NO, SE, DK; none means NO).
 */
export const providerPartyInputSchema = z
  .object({
    IsFirm: z.boolean().default(false),
    FirstName: nullableText(NAME_MAX_LENGTH, 'Fornavn'),
    LastName: nullableText(NAME_MAX_LENGTH, 'Etternavn'),
    Email: emailField(),
    Reference: nullableText(NAME_MAX_LENGTH, 'Referanse'),
    Phone: refinePhone(
      z.object({
        Phone: phoneField(),
        CountryCodeAlpha2: phoneCountryCodeSchema.nullable().default(null),
      }),
      'Phone',
      'CountryCodeAlpha2',
    ).default({ Phone: null, CountryCodeAlpha2: null }),
    Address: z
      .object({
        Address: nullableText(ADDRESS_MAX_LENGTH, 'Adresse', { multiline: true }),
        PostalCode: postalCodeField(),
        PostalPlace: nullableText(100, 'Poststed'),
        CountryCodeAlpha2: countryCodeSchema.nullable().default(null),
      })
      .default({ Address: null, PostalCode: null, PostalPlace: null, CountryCodeAlpha2: null }),
  })
  .refine((party) => party.FirstName !== null || party.LastName !== null, {
    error: PARTY_NAME_REQUIRED,
    path: ['FirstName'],
  });
export type ProviderPartyInput = z.input<typeof providerPartyInputSchema>;

/**
 * PUT /companies/{orgNum}/cases/{externalId}: the whole case as the complaints body has it now. A field left out
 * is empty (null, or false), so the same request twice leaves the case as the first made it. CaseId is the case
 * number the portal shows (spec 2 §3); CaseUid, when given, names a case the company registered in the portal
 * (from the change feed) that the body now takes under its own id.
 */
export const caseUpsertSchema = z.object({
  CaseUid: z.uuid({ error: 'Ukjent sak' }).optional(),
  CaseId: singleLineText({ error: 'Saksnummer er et påkrevd felt' })
    .trim()
    .min(1, { error: 'Saksnummer er et påkrevd felt' })
    .max(CASE_NUMBER_MAX_LENGTH, {
      error: `Saksnummer kan maksimalt inneholde ${CASE_NUMBER_MAX_LENGTH} tegn`,
    }),
  Status: required(nullableText(STATUS_MAX_LENGTH, 'Status'), 'Status er et påkrevd felt'),
  StatusCode: z
    .string({ error: STATUS_CODE_INVALID })
    .regex(/^[A-ZÆØÅ0-9_]{1,50}$/, { error: STATUS_CODE_INVALID }),
  /** A calendar date, yyyy-MM-dd. */
  DueDate: calendarDaySchema('Forfallsdato må være en dato (åååå-mm-dd)').nullable().default(null),
  /** Hides the handling officer (User) from the company. */
  AnonymizeSb: z.boolean().default(false),
  /** The complaints body's handling officer. */
  User: z
    .object({
      DisplayName: required(nullableText(NAME_MAX_LENGTH * 2, 'Navn'), 'Navn er et påkrevd felt'),
      Phone: nullableText(PHONE_OTHER_MAX_LENGTH, 'Telefon'),
    })
    .nullable()
    .default(null),
  Complainer: providerPartyInputSchema.nullable().default(null),
  Correspondent: providerPartyInputSchema.nullable().default(null),
});
export type CaseUpsert = z.input<typeof caseUpsertSchema>;

export const caseParamsSchema = z.object({ orgNum: orgNumSchema, externalId: externalIdSchema });
export const eventParamsSchema = caseParamsSchema.extend({ eventExternalId: externalIdSchema });
export const requestParamsSchema = caseParamsSchema.extend({
  requestId: z.uuid({ error: 'Ukjent forespørsel' }),
});

/** A document's metadata; `Href` downloads its bytes (GET /documents/{id}). */
export const providerDocumentSchema = z.object({
  Id: z.string(),
  FileName: z.string(),
  FileSize: z.number().int().nonnegative(),
  MimeType: z.string(),
  Created: isoDateTime,
  UploadedBy: z.string(),
  /** The letter itself, as opposed to its attachments. */
  IsLetter: z.boolean(),
  Href: z.string(),
});
export type ProviderDocument = z.infer<typeof providerDocumentSchema>;

/**
 * An event of a case: inbound is a letter from the complaints body, outbound a registration or letter from the
 * company. A company letter shows only once its delete window has passed.
 */
export const providerEventSchema = z.object({
  EventUid: z.string(),
  ExternalId: z.string().nullable(),
  Direction: z.enum(['inbound', 'outbound']),
  Created: isoDateTime,
  Description: z.string(),
  Subject: z.string().nullable(),
  Content: z.string().nullable(),
  /** False while no clerk of the company has opened the letter. */
  IsRead: z.boolean(),
  ReadAt: isoDateTime.nullable(),
  Documents: z.array(providerDocumentSchema),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;

/** A case as the complaints body sees it; the company's clerk is not part of it. */
export const providerCaseSchema = z.object({
  CaseUid: z.string(),
  ExternalId: z.string().nullable(),
  CaseId: z.string(),
  OrgNum: z.string(),
  Status: z.string(),
  StatusCode: z.string(),
  Archived: z.boolean(),
  DueDate: z.iso.date().nullable(),
  AnonymizeSb: z.boolean(),
  User: handlingOfficerSchema.nullable(),
  Complainer: casePartySchema.nullable(),
  Correspondent: casePartySchema.nullable(),
  CompanyCaseRef: z.string().nullable(),
  UnreadCount: z.number().int().nonnegative(),
  LastEvent: z.object({ Created: isoDateTime }).nullable(),
  Created: isoDateTime,
  /** The body's decision (PUT …/decision) and the company's answer to it; null before there is one. */
  Decision: caseDecisionSchema.nullable(),
  /** The company's requests to the body (deadline extensions, objections), newest first, with its answers. */
  Requests: z.array(caseRequestSchema),
  Events: z.array(providerEventSchema),
});
export type ProviderCase = z.infer<typeof providerCaseSchema>;

/**
 * PUT /companies/{orgNum}/cases/{externalId}/events/{eventExternalId}: the JSON part (named `event`) of the
 * multipart request; the letter and its attachments follow as file parts named `files`, the letter (a PDF) first.
 */
export const EVENT_PART = 'event';
export const FILES_PART = 'files';
export const eventUpsertSchema = z.object({
  Description: required(
    nullableText(EVENT_DESCRIPTION_MAX_LENGTH, 'Beskrivelse'),
    'Beskrivelse er et påkrevd felt',
  ),
  Subject: nullableText(EVENT_SUBJECT_MAX_LENGTH, 'Emne'),
  Content: nullableText(EVENT_CONTENT_MAX_LENGTH, 'Innhold', { multiline: true }),
});
export type EventUpsert = z.input<typeof eventUpsertSchema>;

/** The multipart request body as the OpenAPI document describes it. */
export const eventMultipartSchema = z.object({
  [EVENT_PART]: eventUpsertSchema,
  [FILES_PART]: z
    .array(z.string().meta({ format: 'binary' }))
    .min(1)
    .max(MAX_EVENT_FILES),
});
