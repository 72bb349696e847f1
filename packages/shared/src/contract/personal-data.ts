import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../limits.ts';
import {
  CUSTOMER_NATIONAL_ID_INVALID,
  CUSTOMER_NATIONAL_ID_REQUIRED,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
} from '../validators/messages.ts';
import { emailField, nationalIdField, nullableText, required } from '../validators/zod.ts';
import { personalDataDeletedSchema } from './retention.ts';

/**
 * A person's data on request (issue 48), level 5 only: 'Innsyn for en person' (art. 15) finds the company's cases
 * in which the person is complainer or correspondent and exports them; 'Slett personopplysninger for denne
 * personen' (art. 17) asks for their part of the closed cases to be anonymised, which a second administrator
 * approves. The national id is only ever in a request's body: the server looks it up by its keyed hash, never
 * stores or logs it, and an erasure request names the cases, never the person.
 */

const isoDateTime = z.iso.datetime({ offset: true });

/** The most cases of one person a lookup answers; a person with more is refused (PERSON_TOO_MANY_CASES). */
export const PERSON_CASES_MAX = 500;

export const PERSON_ROLES = ['complainer', 'correspondent'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/**
 * Who is asked about: a Norwegian, Swedish or Danish national id, or the name and e-mail address of a complainer
 * without one (matched, case and spaces aside, against the parties that have no national id).
 */
export const personQuerySchema = z.discriminatedUnion('By', [
  z.object({
    By: z.literal('NationalId'),
    NationalId: required(nationalIdField(CUSTOMER_NATIONAL_ID_INVALID), CUSTOMER_NATIONAL_ID_REQUIRED),
  }),
  z.object({
    By: z.literal('NameAndEmail'),
    FirstName: required(nullableText(NAME_MAX_LENGTH, 'Fornavn'), FIRST_NAME_REQUIRED),
    LastName: required(nullableText(NAME_MAX_LENGTH, 'Etternavn'), LAST_NAME_REQUIRED),
    Email: required(emailField(), EMAIL_REQUIRED),
  }),
]);
export type PersonQuery = z.input<typeof personQuerySchema>;

/**
 * Why an erasure leaves a case as it is: it is not closed, it is held back from deletion, its personal data is
 * gone already, it is not archived yet, or it is no longer there.
 */
export const ERASURE_LEFT_REASONS = ['open', 'held', 'already', 'not-archived', 'gone'] as const;
export type ErasureLeftReason = (typeof ERASURE_LEFT_REASONS)[number];

/** One of the person's cases as the lookup finds it. */
export const personCaseSchema = z.object({
  CaseUid: z.uuid(),
  CaseId: z.string(),
  /** The person's roles in the case: complainer, correspondent, or both. */
  Roles: z.array(z.enum(PERSON_ROLES)).min(1),
  Status: z.string(),
  Registered: isoDateTime,
  /** When the case was closed; null while it is open. */
  ClosedAt: isoDateTime.nullable(),
  Archived: z.boolean(),
  /** 'Hold tilbake fra sletting': the reason the case is held. */
  LegalHoldReason: z.string().nullable(),
  PersonalDataDeleted: personalDataDeletedSchema.nullable(),
  /** What an erasure would do to it now: null, anonymise the person's part; else why it is left. */
  ErasureLeft: z.enum(ERASURE_LEFT_REASONS).nullable(),
});
export type PersonCase = z.infer<typeof personCaseSchema>;

/** POST /api/personal-data/search: the company's cases of the person, newest first. */
export const personSearchResultSchema = z.object({
  Cases: z.array(personCaseSchema).max(PERSON_CASES_MAX),
});
export type PersonSearchResult = z.infer<typeof personSearchResultSchema>;

/**
 * POST /api/personal-data/export makes the ZIP and answers while it works, as the case file does:
 * `application/x-ndjson`, one line per answer, ending with `Ready` (the path to GET the ZIP from, once) or `Failed`.
 */
export const personalDataExportProgressSchema = z.union([
  z.object({ Progress: z.number().int().min(0).max(100) }),
  z.object({ Ready: z.string() }),
  z.object({ Failed: z.string() }),
]);
export type PersonalDataExportProgress = z.infer<typeof personalDataExportProgressSchema>;

/** A case of an erasure request: whether it is anonymised on approval, or left and why (as the case is now). */
export const erasureCaseSchema = z.object({
  CaseUid: z.uuid(),
  CaseId: z.string(),
  Roles: z.array(z.enum(PERSON_ROLES)).min(1),
  Left: z.enum(ERASURE_LEFT_REASONS).nullable(),
  LegalHoldReason: z.string().nullable(),
});
export type ErasureCase = z.infer<typeof erasureCaseSchema>;

/** A pending erasure request, as the one who made it and the other administrators see it. */
export const erasureRequestSchema = z.object({
  Id: z.uuid(),
  RequestedAt: isoDateTime,
  /** Who asked, by their current name; null when the portal no longer knows them. */
  RequestedBy: z.string().nullable(),
  /** The caller asked for it: another administrator must approve it. */
  IsOwn: z.boolean(),
  Cases: z.array(erasureCaseSchema).max(PERSON_CASES_MAX),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** GET /api/personal-data/erasure-requests: the company's pending requests, oldest first. */
export const erasureRequestsSchema = z.object({ Requests: z.array(erasureRequestSchema) });
export type ErasureRequests = z.infer<typeof erasureRequestsSchema>;

/** POST /api/personal-data/erasure-requests/{id}/approve: what was anonymised, and what was left and why. */
export const erasureOutcomeSchema = z.object({
  Anonymised: z.array(z.object({ CaseUid: z.uuid(), CaseId: z.string() })),
  Left: z.array(erasureCaseSchema),
});
export type ErasureOutcome = z.infer<typeof erasureOutcomeSchema>;

/** How many erasure requests a company may have waiting at once. */
export const PENDING_ERASURE_REQUESTS_MAX = 100;

export const PERSONAL_DATA_TEXTS = {
  forbidden: 'Du har ikke tilgang til innsyn og sletting av personopplysninger',
  tooManyCases: `Personen har flere enn ${PERSON_CASES_MAX} saker i foretaket. Kontakt brukerstøtte.`,
  exportFailed: 'Innsynet kunne ikke lages. Prøv igjen.',
  exportGone: 'Filen med innsynet finnes ikke lenger. Lag den på nytt.',
  nothingToErase: 'Ingen av personens saker kan anonymiseres nå.',
  requestNotFound: 'Fant ikke slettingen. Den kan være godkjent eller avbrutt av en annen.',
  requestNotPending: 'Slettingen er allerede godkjent eller avbrutt.',
  ownRequest:
    'Du kan ikke godkjenne en sletting du har bedt om selv. En annen administrator må godkjenne den.',
  tooManyPending: `Foretaket har ${PENDING_ERASURE_REQUESTS_MAX} slettinger som venter på godkjenning. Godkjenn eller avbryt noen først.`,
} as const;

/** Why a case is left, in a sentence; a held case with the reason it is held. */
export function erasureLeftText(reason: ErasureLeftReason, legalHoldReason: string | null = null) {
  switch (reason) {
    case 'open':
      return 'Saken er ikke avsluttet';
    case 'held':
      return legalHoldReason
        ? `Saken holdes tilbake fra sletting: ${legalHoldReason}`
        : 'Saken holdes tilbake fra sletting';
    case 'already':
      return 'Personopplysningene i saken er allerede slettet';
    case 'not-archived':
      return 'Saken er ikke arkivert';
    case 'gone':
      return 'Saken finnes ikke lenger';
  }
}

export const PERSON_ROLE_LABELS: Record<PersonRole, string> = {
  complainer: 'Klager',
  correspondent: 'Fullmektig',
};

/** Where the calls are (level 5; another level's call answers 403, another company's request 404). */
export const PERSONAL_DATA_PATHS = {
  search: '/api/personal-data/search',
  export: '/api/personal-data/export',
  exportFile: (exportId: string) => `/api/personal-data/export/${encodeURIComponent(exportId)}`,
  erasureRequests: '/api/personal-data/erasure-requests',
  approve: (id: string) => `/api/personal-data/erasure-requests/${encodeURIComponent(id)}/approve`,
  cancel: (id: string) => `/api/personal-data/erasure-requests/${encodeURIComponent(id)}/cancel`,
} as const;

/** The name the export is saved under: `Innsyn {dd.MM.yyyy}.zip`. */
export const personalDataExportFileName = (date: string) => `Innsyn ${date}.zip`;
