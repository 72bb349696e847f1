import {
  LETTER_TEMPLATES_PATH,
  type LetterTemplate,
  type letterTemplateInputSchema,
  letterTemplateSchema,
} from '@foretaksportalen/shared/contract/letter-template';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { httpClient } from '../../../lib/http-client.ts';
import { LETTER_TEMPLATES_QUERY_KEY } from './get-letter-templates.ts';

export type LetterTemplatePayload = z.output<typeof letterTemplateInputSchema>;

/** POST /api/lettertemplates (level 5): answers the new template, 201. */
export const createLetterTemplate = async (template: LetterTemplatePayload): Promise<LetterTemplate> =>
  letterTemplateSchema.parse(await httpClient.post<unknown>(LETTER_TEMPLATES_PATH, template));

/** The list is loaded anew after a new template. Errors go back to the form. */
export function useCreateLetterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLetterTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LETTER_TEMPLATES_QUERY_KEY }),
  });
}
