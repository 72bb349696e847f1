/** Products and causes (issue 49): a case's two fields in its overview, and the settings page of the lists. */
export { CATEGORIES_QUERY_KEY, useCategories } from './api/categories.ts';
export { BulkCategoriesDialog } from './components/bulk-categories-dialog.tsx';
export { CaseCategoryField } from './components/case-category-field.tsx';
export { CATEGORY_TEXTS } from './texts.ts';
