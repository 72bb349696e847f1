import {
  CATEGORIES_PER_KIND_MAX,
  CATEGORY_FIELDS,
  CATEGORY_IN_USE,
  CATEGORY_KINDS,
  CATEGORY_NAME_TAKEN,
  CATEGORY_RETIRED,
  CATEGORY_UNKNOWN,
  type CaseCategory,
  type Categories,
  type Category,
  type CategoryKind,
  type CategorySuggestions,
  type categoryCreateSchema,
  type categoryUpdateSchema,
  TOO_MANY_CATEGORIES,
} from '@foretaksportalen/shared/contract/category';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { requireVisibleCase } from '../case/index.ts';
import { phrasesInCaseTexts } from '../search/index.ts';
import type { AuthContext } from '../session/index.ts';
import {
  type CategoryRow,
  countCasesByCategory,
  countCategories,
  deleteCategory,
  findCategoriesByIds,
  findCategory,
  findCompanyCategories,
  findSuggestingCategories,
  insertCategory,
  isCategoryInUse,
  updateCategory,
} from './category.repository.ts';

type CategoryCreate = z.output<typeof categoryCreateSchema>;
type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

const toCategory = (row: CategoryRow, cases: number): Category => ({
  Id: row.id,
  Kind: row.kind,
  Name: row.name,
  Words: row.words,
  Retired: row.retiredAt !== null,
  Cases: cases,
});

const unknownCategory = () => new AppError('category.not-found', 404, CATEGORY_UNKNOWN);

const nameTaken = () =>
  new AppError('category.name-taken', 409, CATEGORY_NAME_TAKEN, { errors: { Name: [CATEGORY_NAME_TAKEN] } });

/** A unique violation is the name of another value of the list. */
async function namedUniquely<Result>(work: () => Promise<Result>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * The value of a list the case gets, by its id: one of the company's, of that list, and in use unless the case has
 * it already. Answers its name; a refusal is the field's 400.
 */
export async function requireCategoryChoice(
  db: Database,
  companyId: string,
  choice: { kind: CategoryKind; id: string; current: string | null },
) {
  const [row] = await findCategoriesByIds(db, companyId, [choice.id]);
  const field = CATEGORY_FIELDS[choice.kind];
  const refuse = (message: string) =>
    new AppError('category.invalid', 400, message, { errors: { [field]: [message] } });
  if (row?.kind !== choice.kind) throw refuse(CATEGORY_UNKNOWN);
  if (row.retiredAt !== null && row.id !== choice.current) throw refuse(CATEGORY_RETIRED);
  return row.name;
}

/** The names of the company's values by id, for the case's history. */
export async function categoryNames(db: Database, companyId: string, ids: readonly string[]) {
  const rows = await findCategoriesByIds(db, companyId, ids);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The company's products and causes (issue 49): its administrators keep the lists, every clerk reads them; a value
 * a case has is retired, never deleted. The words of a value suggest it for a case that has none.
 */
export function createCategoryService({ db, clock }: { db: Database; clock: () => Date }) {
  /** The value of the list whose words the case's texts match most; the first by name on a tie. */
  async function suggest(
    caseId: string,
    companyId: string,
    kind: CategoryKind,
  ): Promise<CaseCategory | null> {
    const rules = await findSuggestingCategories(db, companyId, kind);
    const phrases = rules.flatMap((rule) => rule.words.map((word) => ({ rule, word })));
    const matched = await phrasesInCaseTexts(
      db,
      caseId,
      phrases.map((phrase) => phrase.word),
    );
    let best: { row: CategoryRow; score: number } | undefined;
    for (const rule of rules) {
      const score = phrases.filter((phrase, index) => phrase.rule === rule && matched.has(index)).length;
      if (score > 0 && (!best || score > best.score)) best = { row: rule, score };
    }
    return best ? { Id: best.row.id, Name: best.row.name } : null;
  }

  return {
    /** GET /api/categories. */
    async list(auth: AuthContext): Promise<Categories> {
      const rows = await findCompanyCategories(db, auth.companyId);
      const used = await countCasesByCategory(db, auth.companyId);
      return { Items: rows.map((row) => toCategory(row, used.get(row.id) ?? 0)) };
    },

    /** POST /api/categories (level 5): a new value of a list, at most CATEGORIES_PER_KIND_MAX per list. */
    async create(auth: AuthContext, input: CategoryCreate): Promise<Category> {
      return db.transaction(async (tx) => {
        if ((await countCategories(tx, auth.companyId, input.Kind)) >= CATEGORIES_PER_KIND_MAX)
          throw new AppError('category.too-many', 409, TOO_MANY_CATEGORIES);
        const row = await namedUniquely(() =>
          insertCategory(tx, {
            companyId: auth.companyId,
            kind: input.Kind,
            name: input.Name,
            words: input.Words,
          }),
        );
        return toCategory(row, 0);
      });
    },

    /** PUT /api/categories/{id} (level 5): its name, words, and retired or in use again. */
    async update(auth: AuthContext, id: string, input: CategoryUpdate): Promise<Category> {
      return db.transaction(async (tx) => {
        const row = await findCategory(tx, auth.companyId, id);
        if (!row) throw unknownCategory();
        const retiredAt = input.Retired ? (row.retiredAt ?? clock()) : null;
        await namedUniquely(() =>
          updateCategory(tx, id, { name: input.Name, words: input.Words, retiredAt }),
        );
        const used = await countCasesByCategory(tx, auth.companyId);
        return toCategory({ ...row, name: input.Name, words: input.Words, retiredAt }, used.get(id) ?? 0);
      });
    },

    /** DELETE /api/categories/{id} (level 5): only a value no case has; one in use is retired instead (409). */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findCategory(tx, auth.companyId, id);
        if (!row) throw unknownCategory();
        if (await isCategoryInUse(tx, auth.companyId, id))
          throw new AppError('category.in-use', 409, CATEGORY_IN_USE);
        await deleteCategory(tx, id);
      });
    },

    /** GET /api/case/{caseUid}/category-suggestions: for each list the case has no value of, the best match. */
    async suggestions(auth: AuthContext, caseId: string): Promise<CategorySuggestions> {
      const found = await requireVisibleCase(db, auth, caseId);
      const [product, cause] = await Promise.all(
        CATEGORY_KINDS.map((kind) => {
          const current = kind === 'product' ? found.productId : found.causeId;
          return current === null ? suggest(found.id, found.companyId, kind) : Promise.resolve(null);
        }),
      );
      return { Product: product ?? null, Cause: cause ?? null };
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
