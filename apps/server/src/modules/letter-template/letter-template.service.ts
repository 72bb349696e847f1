import type {
  LetterTemplate,
  letterTemplateInputSchema,
} from '@foretaksportalen/shared/contract/letter-template';
import {
  TEMPLATE_NAME_TAKEN,
  TEMPLATE_NOT_FOUND,
  TEMPLATES_TOO_MANY,
} from '@foretaksportalen/shared/contract/letter-template';
import { LETTER_TEMPLATES_MAX } from '@foretaksportalen/shared/limits';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { requireCaseScope } from '../case/index.ts';
import type { AuthContext } from '../session/index.ts';
import { toLetterTemplate } from './letter-template.presenter.ts';
import {
  countLetterTemplates,
  deleteLetterTemplate,
  findLetterTemplate,
  findLetterTemplates,
  insertLetterTemplate,
  isTemplateNameTaken,
  type LetterTemplateRow,
  lockCompanyTemplates,
  updateLetterTemplate,
} from './letter-template.repository.ts';

type TemplateInput = z.output<typeof letterTemplateInputSchema>;

const byName = new Intl.Collator('nb');
const templateNotFound = () => new AppError('letter-template.not-found', 404, TEMPLATE_NOT_FOUND);
const nameTaken = () =>
  new AppError('letter-template.name-taken', 409, TEMPLATE_NAME_TAKEN, {
    errors: { Name: [TEMPLATE_NAME_TAKEN] },
  });

/** What the audit log keeps of a template: its name (and the former one, when it was renamed); never its text. */
const audited = (
  auth: AuthContext,
  action: 'created' | 'updated' | 'deleted',
  row: LetterTemplateRow,
  formerName?: string,
) => ({
  actorPersonId: auth.personId,
  companyId: auth.companyId,
  action: `letter-template.${action}`,
  targetType: 'letter-template',
  targetId: row.id,
  details: { name: row.name, ...(formerName !== undefined && formerName !== row.name && { formerName }) },
});

/**
 * The company's letter templates ('Brevmaler', issue 46): read by every clerk who writes letters, kept by its
 * administrators (the routes' level rules). A template of another company answers as one that does not exist.
 */
export function createLetterTemplateService({ db, clock }: { db: Database; clock: () => Date }) {
  /** A save's name is free: no other template of the company has it, whatever its case or spaces (409 on Name). */
  async function requireFreeName(tx: Database, companyId: string, name: string, exceptId?: string) {
    if (await isTemplateNameTaken(tx, companyId, name, exceptId)) throw nameTaken();
  }

  /** Runs a save, answering a name the database found taken (a race the lock did not see) as the service does. */
  async function saving<Result>(save: () => Promise<Result>) {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    /** GET /api/lettertemplates: the company's templates by name. */
    async listTemplates(auth: AuthContext): Promise<LetterTemplate[]> {
      requireCaseScope(auth);
      const rows = await findLetterTemplates(db, auth.companyId);
      return rows.map(toLetterTemplate).sort((a, b) => byName.compare(a.Name, b.Name));
    },

    /** POST /api/lettertemplates: a new template, at most LETTER_TEMPLATES_MAX of them (409 beyond). */
    createTemplate(auth: AuthContext, input: TemplateInput): Promise<LetterTemplate> {
      return saving(() =>
        db.transaction(async (tx) => {
          await lockCompanyTemplates(tx, auth.companyId);
          if ((await countLetterTemplates(tx, auth.companyId)) >= LETTER_TEMPLATES_MAX)
            throw new AppError('letter-template.too-many', 409, TEMPLATES_TOO_MANY);
          await requireFreeName(tx, auth.companyId, input.Name);
          const now = clock();
          const row = await insertLetterTemplate(tx, {
            companyId: auth.companyId,
            name: input.Name,
            subject: input.Subject,
            body: input.Body,
            createdAt: now,
            updatedAt: now,
          });
          await writeAudit(tx, audited(auth, 'created', row));
          return toLetterTemplate(row);
        }),
      );
    },

    /** PUT /api/lettertemplates/{id}: the template as given. */
    updateTemplate(auth: AuthContext, id: string, input: TemplateInput): Promise<LetterTemplate> {
      return saving(() =>
        db.transaction(async (tx) => {
          await lockCompanyTemplates(tx, auth.companyId);
          const current = await findLetterTemplate(tx, auth.companyId, id);
          if (!current) throw templateNotFound();
          await requireFreeName(tx, auth.companyId, input.Name, id);
          const row = await updateLetterTemplate(tx, auth.companyId, id, {
            name: input.Name,
            subject: input.Subject,
            body: input.Body,
            updatedAt: clock(),
          });
          if (!row) throw templateNotFound();
          await writeAudit(tx, audited(auth, 'updated', row, current.name));
          return toLetterTemplate(row);
        }),
      );
    },

    /** DELETE /api/lettertemplates/{id}. Drafts made from it keep their text: a draft copies, never refers. */
    async deleteTemplate(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await deleteLetterTemplate(tx, auth.companyId, id);
        if (!row) throw templateNotFound();
        await writeAudit(tx, audited(auth, 'deleted', row));
      });
    },
  };
}

export type LetterTemplateService = ReturnType<typeof createLetterTemplateService>;
