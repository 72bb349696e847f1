import { type BulkCategories, bulkCategoriesResultSchema } from '@foretaksportalen/shared/contract/case';
import {
  CATEGORY_PATHS,
  type Categories,
  type Category,
  type CategoryCreate,
  type CategorySuggestions,
  type CategoryUpdate,
  categoriesSchema,
  categorySchema,
  categorySuggestionsSchema,
} from '@foretaksportalen/shared/contract/category';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { CASES_QUERY_KEY } from '../../cases/index.ts';
import { CATEGORY_TEXTS } from '../texts.ts';

export const CATEGORIES_QUERY_KEY = ['categories'] as const;

/** GET /api/categories: the company's products and causes (every level that sees cases). */
export const getCategories = async (): Promise<Categories> =>
  categoriesSchema.parse(await httpClient.get<unknown>(CATEGORY_PATHS.list));

export const useCategories = () => useQuery({ queryKey: CATEGORIES_QUERY_KEY, queryFn: getCategories });

/** GET /api/case/{caseUid}/category-suggestions: what the case's letters and documents suggest. */
export const useCategorySuggestions = (caseUid: string, enabled: boolean) =>
  useQuery({
    queryKey: [...CASES_QUERY_KEY, 'case', caseUid, 'category-suggestions'],
    queryFn: async (): Promise<CategorySuggestions> =>
      categorySuggestionsSchema.parse(await httpClient.get<unknown>(CATEGORY_PATHS.suggestions(caseUid))),
    enabled,
  });

/** The lists reload after a change, and the snackbar says so; errors go back to the caller. */
function useCategoryMutation<Variables>(run: (variables: Variables) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY });
      snackbar.show({ message: done, type: 'info' });
    },
  });
}

export const useCreateCategory = () =>
  useCategoryMutation(
    async (input: CategoryCreate): Promise<Category> =>
      categorySchema.parse(await httpClient.post<unknown>(CATEGORY_PATHS.list, input)),
    CATEGORY_TEXTS.added,
  );

export const useUpdateCategory = () =>
  useCategoryMutation(
    async ({ id, input }: { id: string; input: CategoryUpdate }): Promise<Category> =>
      categorySchema.parse(await httpClient.put<unknown>(CATEGORY_PATHS.one(id), input)),
    CATEGORY_TEXTS.saved,
  );

export const useDeleteCategory = () =>
  useCategoryMutation(
    (id: string) => httpClient.delete<void>(CATEGORY_PATHS.one(id)),
    CATEGORY_TEXTS.deleted,
  );

/**
 * POST /api/caselist/categories (levels 3 and 5): one product, cause or both for the selected cases; the lists
 * reload after it. Errors go back to the caller.
 */
export function useSetCaseCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bulk: BulkCategories) =>
      bulkCategoriesResultSchema.parse(await httpClient.post<unknown>('/api/caselist/categories', bulk)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY }),
  });
}
