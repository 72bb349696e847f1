import { z } from 'zod';
import { LETTER_MESSAGE_MAX_LENGTH } from '../limits.ts';
import { CALENDAR_LAST_DAY, calendarDaySchema } from '../validators/calendar-day.ts';
import { nullableText, required } from '../validators/zod.ts';
import { addDays } from '../working-days.ts';
import { uploadKeySchema } from './new-case.ts';

/**
 * Requests from the company to the complaints body (issue 49): a later due date ('Be om utsatt frist'), and that
 * the body should not handle the case at all ('Innsigelse mot behandling'). The body answers each through the API.
 */
export const REQUEST_KINDS = ['deadline-extension', 'objection'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATUSES = ['pending', 'granted', 'refused'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** What the body may answer: a request it has answered stays so. */
export const ANSWER_STATUSES = ['granted', 'refused'] as const;

/** The latest new due date the company may ask for: this many calendar days after the current one. */
export const EXTENSION_MAX_DAYS = 90;
/** The most the body's answer to a request may say. */
export const REQUEST_ANSWER_TEXT_MAX_LENGTH = 4000;

export const REQUEST_KIND_INVALID = 'Velg hva du ber klagenemnda om';
export const REQUEST_REASON_REQUIRED = 'Begrunnelse er et påkrevd felt';
export const EXTENSION_DATE_INVALID = 'Ny frist må være en gyldig dato';
export const EXTENSION_DATE_PAST = 'Ny frist kan ikke være tilbake i tid';
export const EXTENSION_DATE_NOT_LATER = 'Ny frist må være etter sakens frist';
export const EXTENSION_DATE_TOO_LATE = `Ny frist kan være høyst ${EXTENSION_MAX_DAYS} dager etter sakens frist`;
export const EXTENSION_WITHOUT_DUE_DATE = 'Saken har ingen frist som kan utsettes';
export const OBJECTION_DOCUMENT_REQUIRED = 'Legg ved ett dokument med innsigelsen';
export const EXTENSION_PENDING = 'Det er allerede bedt om utsatt frist, og svaret er ikke kommet';
export const OBJECTION_PENDING = 'Det er allerede sendt en innsigelse, og svaret er ikke kommet';
export const OBJECTION_GRANTED = 'Klagenemnda har allerede innvilget innsigelsen mot behandling';

/** The subject of the letter that carries an objection's reason and document to the body. */
export const OBJECTION_LETTER_SUBJECT = 'Innsigelse mot behandling';

const reasonField = required(
  nullableText(LETTER_MESSAGE_MAX_LENGTH, 'Begrunnelse', { multiline: true }),
  REQUEST_REASON_REQUIRED,
);

/** POST /api/case/{caseId}/requests: 'Be om utsatt frist' or 'Innsigelse mot behandling'. */
export const caseRequestInputSchema = z.discriminatedUnion(
  'Kind',
  [
    z.object({
      Kind: z.literal('deadline-extension'),
      /** The new due date asked for: judged against the case's own on the server (`extensionRefusal`). */
      DueDate: calendarDaySchema(EXTENSION_DATE_INVALID),
      Reason: reasonField,
    }),
    z.object({
      Kind: z.literal('objection'),
      Reason: reasonField,
      /** The objection's document, an upload of the clerk's. */
      Files: z
        .array(uploadKeySchema, { error: OBJECTION_DOCUMENT_REQUIRED })
        .min(1, { error: OBJECTION_DOCUMENT_REQUIRED })
        .max(1, { error: OBJECTION_DOCUMENT_REQUIRED }),
    }),
  ],
  { error: REQUEST_KIND_INVALID },
);
export type CaseRequestInput = z.input<typeof caseRequestInputSchema>;

export const caseRequestsPath = (caseId: string) => `/api/case/${encodeURIComponent(caseId)}/requests`;

/** The days a new due date may fall on, both included: after the current one and today, within the limit. */
export function extensionWindow(currentDueDate: string, today: string) {
  const dayAfter = addDays(currentDueDate, 1);
  const last = addDays(currentDueDate, EXTENSION_MAX_DAYS);
  return {
    first: dayAfter > today ? dayAfter : today,
    // biome-ignore lint/complexity/useMathMinMax: days as yyyy-MM-dd text, which Math.min cannot compare.
    last: last > CALENDAR_LAST_DAY ? CALENDAR_LAST_DAY : last,
  };
}

/** Why `requested` cannot be the case's new due date on `today`, or null when it can. */
export function extensionRefusal(currentDueDate: string, requested: string, today: string): string | null {
  const window = extensionWindow(currentDueDate, today);
  if (requested <= currentDueDate) return EXTENSION_DATE_NOT_LATER;
  if (requested < window.first) return EXTENSION_DATE_PAST;
  if (requested > window.last) return EXTENSION_DATE_TOO_LATE;
  return null;
}

/** A request as the case page and the provider API show it. */
export const caseRequestSchema = z.object({
  Id: z.uuid(),
  Kind: z.enum(REQUEST_KINDS),
  Status: z.enum(REQUEST_STATUSES),
  /** The new due date asked for (an extension); null for an objection. */
  RequestedDueDate: z.iso.date().nullable(),
  /** The company's reason; null once the case's personal data was deleted. */
  Reason: z.string().nullable(),
  /** The letter that carried an objection's reason and document to the body; null for an extension. */
  EventUid: z.string().nullable(),
  Requested: z.iso.datetime({ offset: true }),
  Answered: z.iso.datetime({ offset: true }).nullable(),
  /** The due date the body granted (an extension). */
  GrantedDueDate: z.iso.date().nullable(),
  /** What the body wrote with its answer; always there for a refusal. */
  AnswerText: z.string().nullable(),
});
export type CaseRequest = z.infer<typeof caseRequestSchema>;

export const REQUEST_STATUS_INVALID = `Status må være en av ${ANSWER_STATUSES.join(', ')}`;
export const REFUSAL_TEXT_REQUIRED = 'Text er påkrevd når forespørselen avslås';
export const ANSWER_DATE_INVALID = 'DueDate må være en dato (åååå-mm-dd)';
export const ANSWER_DATE_ONLY_FOR_EXTENSION = 'DueDate gjelder bare en forespørsel om utsatt frist';
export const ANSWER_DATE_FOR_REFUSAL = 'DueDate gis bare når utsatt frist innvilges';

/**
 * PUT /companies/{orgNum}/cases/{externalId}/requests/{requestId} (provider API): the body's answer. A granted
 * extension moves the case's due date to DueDate, or to the date asked for when it sends none.
 */
export const requestAnswerSchema = z
  .object({
    Status: z.enum(ANSWER_STATUSES, { error: REQUEST_STATUS_INVALID }),
    DueDate: calendarDaySchema(ANSWER_DATE_INVALID).nullable().default(null),
    Text: nullableText(REQUEST_ANSWER_TEXT_MAX_LENGTH, 'Text', { multiline: true }),
  })
  .refine((answer) => answer.Status === 'granted' || answer.Text !== null, {
    error: REFUSAL_TEXT_REQUIRED,
    path: ['Text'],
  })
  .refine((answer) => answer.Status === 'granted' || answer.DueDate === null, {
    error: ANSWER_DATE_FOR_REFUSAL,
    path: ['DueDate'],
  });
export type RequestAnswer = z.input<typeof requestAnswerSchema>;
