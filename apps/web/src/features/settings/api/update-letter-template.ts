import {
  type LetterTemplate,
  letterTemplatePath,
  letterTemplateSchema,
} from '@foretaksportalen/shared/contract/letter-template';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import type { LetterTemplatePayload } from './create-letter-template.ts';
import { LETTER_TEMPLATES_QUERY_KEY } from './get-letter-templates.ts';

/** PUT /api/lettertemplates/{id} (level 5): answers the template as saved. */
export const updateLetterTemplate = async ({
  id,
  template,
}: {
  id: string;
  template: LetterTemplatePayload;
}): Promise<LetterTemplate> =>
  letterTemplateSchema.parse(await httpClient.put<unknown>(letterTemplatePath(id), template));

/** The list is loaded anew after a save. Errors go back to the form. */
export function useUpdateLetterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLetterTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LETTER_TEMPLATES_QUERY_KEY }),
  });
}
