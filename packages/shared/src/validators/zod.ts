import { z } from 'zod';
import { isValidEmail, isValidEmailList } from './email.ts';
import { emptyToNull } from './empty-to-null.ts';
import {
  EMAIL_INVALID,
  EMAIL_LIST_INVALID,
  maxLengthMessage,
  PHONE_INVALID,
  TEXT_INVALID_CHARACTERS,
} from './messages.ts';
import { isValidNationalId, normalizeNationalId } from './national-id.ts';
import { isValidPhone } from './phone.ts';
import { isValidLine, isValidText } from './text.ts';

/** Text of any lines that can be stored: no NUL, no lone surrogate ('Teksten inneholder ugyldige tegn'). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isValidText, { error: TEXT_INVALID_CHARACTERS });

/**
 * Text on one line, as every field but a message or an address is (the web's single-line inputs): valid text
 * without control characters, tab, CR and LF included, refused with the same message.
 */
export const singleLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isValidLine, { error: TEXT_INVALID_CHARACTERS });

// Every field helper accepts '', null or a missing value and yields null for them, so forms and the server
// agree on "empty is null"; required() then turns that null into the field's own required message.
/** Optional text on one line, with no limit of its own. */
export const optionalText = () => singleLineText().nullish().transform(emptyToNull);

/**
 * Optional text with the specification's max-length message: on one line, unless `multiline` (a letter's
 * message, an address), which takes tabs and line breaks.
 */
export const nullableText = (max: number, field: string, { multiline = false } = {}) =>
  (multiline ? text() : singleLineText())
    .max(max, { error: maxLengthMessage(field, max) })
    .nullish()
    .transform(emptyToNull);

/** Makes one of these nullable fields required, e.g. required(nullableText(100, 'Fornavn'), FIRST_NAME_REQUIRED). */
export const required = <Input>(schema: z.ZodType<string | null, Input>, message: string) =>
  schema.pipe(z.string({ error: message }));

/**
 * A phone number, checked against its country by refinePhone (which also bounds its length): every refused number
 * gets the one message the specification has for it, 'Ugyldig telefonnummer', never a length message.
 */
export const phoneField = () => optionalText();

/** One address; the 100-character limit is part of the same check, as in the specification. */
export const emailField = () => optionalText().refine(isValidEmail, { error: EMAIL_INVALID });

export const emailListField = () => optionalText().refine(isValidEmailList, { error: EMAIL_LIST_INVALID });

/** The two screens word the invalid message differently, so the caller passes its own; the output is normalized. */
export const nationalIdField = (invalidMessage: string) =>
  optionalText()
    .refine(isValidNationalId, { error: invalidMessage })
    .transform((value) => (value === null ? null : normalizeNationalId(value)));

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Checks a phone number against the country chosen in a sibling field and reports it on the phone field.
 * It runs even when other fields are invalid, so the message shows together with theirs.
 */
export const refinePhone = <Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  phoneKey: keyof z.output<Schema> & string,
  countryCodeKey: keyof z.output<Schema> & string,
) =>
  schema.superRefine(
    (value, context) => {
      if (!isValidPhone(textOrNull(value[phoneKey]), textOrNull(value[countryCodeKey]))) {
        context.addIssue({ code: 'custom', message: PHONE_INVALID, path: [phoneKey] });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
