import { answerDocSchema, EMPTY_ANSWER } from '@foretaksportalen/shared/contract/answer';
import type { LetterTemplate } from '@foretaksportalen/shared/contract/letter-template';
import type { LetterTemplateRow } from './letter-template.repository.ts';

/**
 * A template as the settings page and the send form read it. The body was checked by the contract when it was
 * saved; one that a later, stricter contract would refuse is answered empty rather than failing the whole list.
 */
export function toLetterTemplate(row: LetterTemplateRow): LetterTemplate {
  const body = answerDocSchema.safeParse(row.body);
  return {
    Id: row.id,
    Name: row.name,
    Subject: row.subject,
    Body: body.success ? body.data : EMPTY_ANSWER,
    Updated: row.updatedAt.toISOString(),
  };
}
