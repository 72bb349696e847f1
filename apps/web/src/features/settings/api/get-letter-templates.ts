import {
  LETTER_TEMPLATES_PATH,
  type LetterTemplate,
  letterTemplatesSchema,
} from '@foretaksportalen/shared/contract/letter-template';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

export const LETTER_TEMPLATES_QUERY_KEY = ['letter-templates'] as const;

/** GET /api/lettertemplates: the company's letter templates by name (issue 46; every level that sees cases). */
export const getLetterTemplates = async (): Promise<LetterTemplate[]> =>
  letterTemplatesSchema.parse(await httpClient.get<unknown>(LETTER_TEMPLATES_PATH));

export const getLetterTemplatesQueryOptions = () =>
  queryOptions({ queryKey: LETTER_TEMPLATES_QUERY_KEY, queryFn: getLetterTemplates });

export const useLetterTemplates = () => useQuery(getLetterTemplatesQueryOptions());
