import { letterTemplatePath } from '@foretaksportalen/shared/contract/letter-template';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { LETTER_TEMPLATES_QUERY_KEY } from './get-letter-templates.ts';

/** DELETE /api/lettertemplates/{id} (level 5): answers 204. */
export const deleteLetterTemplate = (id: string): Promise<void> =>
  httpClient.delete<void>(letterTemplatePath(id));

/** The list is loaded anew after a delete. Errors go back to the caller. */
export function useDeleteLetterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLetterTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LETTER_TEMPLATES_QUERY_KEY }),
  });
}
