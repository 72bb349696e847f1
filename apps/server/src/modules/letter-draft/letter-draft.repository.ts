import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { letterDraftFiles, letterDrafts, memberships, persons } from '../../db/schema.ts';

export type DraftRow = typeof letterDrafts.$inferSelect;
export type DraftFileRow = typeof letterDraftFiles.$inferSelect;

/** The case's draft, locked for the rest of the transaction: two saves or approvals of it do not interleave. */
export async function lockDraftOfCase(db: Database, caseId: string) {
  const [row] = await db.select().from(letterDrafts).where(eq(letterDrafts.caseId, caseId)).for('update');
  return row;
}

const author = alias(persons, 'author');
const editor = alias(persons, 'editor');
const submitter = alias(persons, 'submitter');
const returner = alias(persons, 'returner');
const authorMembership = alias(memberships, 'author_membership');
const editorMembership = alias(memberships, 'editor_membership');
const submitterMembership = alias(memberships, 'submitter_membership');
const returnerMembership = alias(memberships, 'returner_membership');

/** The case's draft with the names of who made, changed, submitted and returned it (null where they are gone). */
export async function findDraftOfCase(db: Database, caseId: string) {
  const [row] = await db
    .select({
      draft: letterDrafts,
      createdBy: { firstName: author.firstName, lastName: author.lastName },
      updatedBy: { firstName: editor.firstName, lastName: editor.lastName },
      submittedBy: { firstName: submitter.firstName, lastName: submitter.lastName },
      submittedByPersonId: submitterMembership.personId,
      returnedBy: { firstName: returner.firstName, lastName: returner.lastName },
    })
    .from(letterDrafts)
    .leftJoin(authorMembership, eq(authorMembership.id, letterDrafts.createdByMembershipId))
    .leftJoin(author, eq(author.id, authorMembership.personId))
    .leftJoin(editorMembership, eq(editorMembership.id, letterDrafts.updatedByMembershipId))
    .leftJoin(editor, eq(editor.id, editorMembership.personId))
    .leftJoin(submitterMembership, eq(submitterMembership.id, letterDrafts.submittedByMembershipId))
    .leftJoin(submitter, eq(submitter.id, submitterMembership.personId))
    .leftJoin(returnerMembership, eq(returnerMembership.id, letterDrafts.returnedByMembershipId))
    .leftJoin(returner, eq(returner.id, returnerMembership.personId))
    .where(eq(letterDrafts.caseId, caseId))
    .limit(1);
  return row;
}

export type DraftWithNames = NonNullable<Awaited<ReturnType<typeof findDraftOfCase>>>;

export async function findDraftFiles(db: Database, draftId: string) {
  return db
    .select()
    .from(letterDraftFiles)
    .where(eq(letterDraftFiles.draftId, draftId))
    .orderBy(asc(letterDraftFiles.sortOrder), asc(letterDraftFiles.id));
}

export async function insertDraft(db: Database, values: typeof letterDrafts.$inferInsert) {
  const [row] = await db.insert(letterDrafts).values(values).returning();
  if (!row) throw new Error('The draft was not saved');
  return row;
}

type DraftChanges = Partial<
  Omit<typeof letterDrafts.$inferInsert, 'id' | 'caseId' | 'companyId' | 'createdAt'>
>;

/** Changes the draft and raises its version: what another clerk's save or approval then finds changed. */
export async function updateDraft(db: Database, draft: DraftRow, values: DraftChanges) {
  const [row] = await db
    .update(letterDrafts)
    .set({ ...values, version: draft.version + 1 })
    .where(eq(letterDrafts.id, draft.id))
    .returning();
  if (!row) throw new Error('The draft is gone');
  return row;
}

export async function deleteDraft(db: Database, draftId: string) {
  await db.delete(letterDrafts).where(eq(letterDrafts.id, draftId));
}

export async function insertDraftFiles(db: Database, values: (typeof letterDraftFiles.$inferInsert)[]) {
  if (values.length > 0) await db.insert(letterDraftFiles).values(values);
}

/** Removes the draft's files that are not kept; answers their blob keys, for removal after the commit. */
export async function deleteDraftFilesExcept(db: Database, draftId: string, keep: readonly string[]) {
  const removed = await db
    .delete(letterDraftFiles)
    .where(
      and(
        eq(letterDraftFiles.draftId, draftId),
        keep.length > 0 ? sql`not (${letterDraftFiles.id} = any(${sql.param(keep)}::uuid[]))` : undefined,
      ),
    )
    .returning({ blobKey: letterDraftFiles.blobKey });
  return removed.map((file) => file.blobKey);
}
