import { z } from 'zod';
import {
  LETTER_SUBJECT_MAX_LENGTH,
  LETTER_TEMPLATE_NAME_MAX_LENGTH,
  LETTER_TEMPLATES_MAX,
} from '../limits.ts';
import { nullableText, required } from '../validators/zod.ts';
import { answerDocSchema, MERGE_FIELDS, type MergeField } from './answer.ts';

/**
 * Letter templates ('Brevmaler', issue 46): the company's answers to start from, kept by its administrators
 * (level 5) and used by every clerk who writes letters.
 */

export const TEMPLATE_NAME_REQUIRED = 'Gi malen et navn';
export const TEMPLATE_NAME_TAKEN = 'Foretaket har allerede en mal med dette navnet';
export const TEMPLATES_TOO_MANY = `Foretaket kan ha høyst ${LETTER_TEMPLATES_MAX} brevmaler. Slett en før du lager en ny.`;
export const TEMPLATE_NOT_FOUND = 'Fant ikke malen';
export const TEMPLATES_FORBIDDEN = 'Du har ikke tilgang til å endre brevmaler';

/** POST /api/lettertemplates and PUT /api/lettertemplates/{id}. */
export const letterTemplateInputSchema = z.object({
  Name: required(nullableText(LETTER_TEMPLATE_NAME_MAX_LENGTH, 'Navn'), TEMPLATE_NAME_REQUIRED),
  Subject: nullableText(LETTER_SUBJECT_MAX_LENGTH, 'Emne'),
  Body: answerDocSchema,
});
export type LetterTemplateInput = z.input<typeof letterTemplateInputSchema>;

export const letterTemplateSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  Subject: z.string().nullable(),
  Body: answerDocSchema,
  Updated: z.iso.datetime({ offset: true }),
});
export type LetterTemplate = z.infer<typeof letterTemplateSchema>;

/** GET /api/lettertemplates: the company's templates by name. */
export const letterTemplatesSchema = z.array(letterTemplateSchema).max(LETTER_TEMPLATES_MAX);

export const LETTER_TEMPLATES_PATH = '/api/lettertemplates';
export const letterTemplatePath = (id: string) => `${LETTER_TEMPLATES_PATH}/${encodeURIComponent(id)}`;

/** GET /api/case/{caseUid}/answer/fields: the merge fields' values for the case (null: to fill in by hand). */
export const mergeValuesSchema = z.object({
  Values: z.object(
    Object.fromEntries(MERGE_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
      MergeField,
      z.ZodNullable<z.ZodString>
    >,
  ),
});
export const answerFieldsPath = (caseUid: string) => `/api/case/${encodeURIComponent(caseUid)}/answer/fields`;
