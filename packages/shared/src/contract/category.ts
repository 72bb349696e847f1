import { z } from 'zod';
import { singleLineText } from '../validators/zod.ts';

/** The company's two lists a case is sorted by (issue 49): what it is about, and why it arose. */
export const CATEGORY_KINDS = ['product', 'cause'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const CATEGORY_KIND_LABELS: Record<CategoryKind, { one: string; many: string }> = {
  product: { one: 'Produkt', many: 'Produkter' },
  cause: { one: 'Årsak', many: 'Årsaker' },
};

export const CATEGORY_NAME_MAX_LENGTH = 60;
/** Words or phrases of one value's rule, each at most this long. */
export const CATEGORY_WORDS_MAX = 30;
export const CATEGORY_WORD_MAX_LENGTH = 60;
/** Values of one list of a company, retired ones included. */
export const CATEGORIES_PER_KIND_MAX = 200;

export const CATEGORY_NAME_REQUIRED = 'Navn er et påkrevd felt';
export const CATEGORY_NAME_TAKEN = 'Det finnes allerede en verdi med dette navnet';
export const CATEGORY_IN_USE = 'Verdien er brukt i saker og kan bare tas ut av bruk';
export const CATEGORY_UNKNOWN = 'Ukjent verdi';
export const CATEGORY_RETIRED = 'Verdien er tatt ut av bruk';
export const TOO_MANY_CATEGORIES = `En liste kan ha høyst ${CATEGORIES_PER_KIND_MAX} verdier`;

/** A value of a list as the settings page and the pickers read it. */
export const categorySchema = z.object({
  Id: z.string(),
  Kind: z.enum(CATEGORY_KINDS),
  Name: z.string(),
  Words: z.array(z.string()),
  /** Retired: kept on the cases that have it and in the reports, not offered for new ones. */
  Retired: z.boolean(),
  /** How many of the company's cases have it. */
  Cases: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/categories: both lists of the company, each by name. */
export const categoriesSchema = z.object({ Items: z.array(categorySchema) });
export type Categories = z.infer<typeof categoriesSchema>;

const nameField = singleLineText({ error: CATEGORY_NAME_REQUIRED })
  .trim()
  .min(1, { error: CATEGORY_NAME_REQUIRED })
  .max(CATEGORY_NAME_MAX_LENGTH, { error: `Navn kan maksimalt inneholde ${CATEGORY_NAME_MAX_LENGTH} tegn` });

const wordsField = z
  .array(
    singleLineText({ error: 'Ugyldig ord' })
      .trim()
      .max(CATEGORY_WORD_MAX_LENGTH, {
        error: `Et ord eller uttrykk kan maksimalt inneholde ${CATEGORY_WORD_MAX_LENGTH} tegn`,
      }),
  )
  .max(CATEGORY_WORDS_MAX, { error: `Høyst ${CATEGORY_WORDS_MAX} ord eller uttrykk` })
  .transform((words) => [...new Set(words.filter((word) => word !== ''))]);

/** POST /api/categories (level 5). */
export const categoryCreateSchema = z.object({
  Kind: z.enum(CATEGORY_KINDS, { error: 'Ukjent liste' }),
  Name: nameField,
  Words: wordsField.default([]),
});
export type CategoryCreate = z.input<typeof categoryCreateSchema>;

/** PUT /api/categories/{id} (level 5): its name, words, and whether it is retired. */
export const categoryUpdateSchema = z.object({
  Name: nameField,
  Words: wordsField,
  Retired: z.boolean(),
});
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

export const CATEGORY_PATHS = {
  list: '/api/categories',
  one: (id: string) => `/api/categories/${encodeURIComponent(id)}`,
  suggestions: (caseId: string) => `/api/case/${encodeURIComponent(caseId)}/category-suggestions`,
} as const;

/** A value as a case shows it. */
export const caseCategorySchema = z.object({ Id: z.string(), Name: z.string() });
export type CaseCategory = z.infer<typeof caseCategorySchema>;

/**
 * GET /api/case/{caseUid}/category-suggestions: for a case without a product or cause, the value whose words its
 * letters and documents match most ('Foreslått: Kredittkort – godta'); null where none matches or it has one.
 */
export const categorySuggestionsSchema = z.object({
  Product: caseCategorySchema.nullable(),
  Cause: caseCategorySchema.nullable(),
});
export type CategorySuggestions = z.infer<typeof categorySuggestionsSchema>;

/** The wire field of a case that holds each kind. */
export const CATEGORY_FIELDS = { product: 'ProductId', cause: 'CauseId' } as const satisfies Record<
  CategoryKind,
  string
>;
