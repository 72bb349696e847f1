import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isAnyOf } from '../../db/conditions.ts';
import { internalNotes, noteMentions } from '../../db/schema.ts';
import type { CaseScope } from '../case/index.ts';

const noteColumns = {
  id: internalNotes.id,
  authorMembershipId: internalNotes.authorMembershipId,
  body: internalNotes.body,
  text: internalNotes.text,
  createdAt: internalNotes.createdAt,
  editedAt: internalNotes.editedAt,
};

export interface NoteRow {
  id: string;
  authorMembershipId: string | null;
  body: unknown;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
}

/** The newest `limit` notes of a case, oldest first (by the index on case and time). */
export async function findCaseNotes(db: Database, caseId: string, limit: number): Promise<NoteRow[]> {
  const rows = await db
    .select(noteColumns)
    .from(internalNotes)
    .where(eq(internalNotes.caseId, caseId))
    .orderBy(desc(internalNotes.createdAt), desc(internalNotes.id))
    .limit(limit);
  return rows.reverse();
}

export async function countCaseNotes(db: Database, caseId: string) {
  const [row] = await db
    .select({ notes: count() })
    .from(internalNotes)
    .where(eq(internalNotes.caseId, caseId));
  return row?.notes ?? 0;
}

export async function insertNote(
  db: Database,
  values: {
    caseId: string;
    companyId: string;
    authorMembershipId: string;
    body: unknown;
    text: string;
    createdAt: Date;
  },
): Promise<NoteRow> {
  const [row] = await db.insert(internalNotes).values(values).returning(noteColumns);
  if (!row) throw new Error('The note was not stored');
  return row;
}

/** A note of the case, locked for the rest of the transaction; undefined for another case's or an unknown id. */
export async function lockCaseNote(
  db: Database,
  caseId: string,
  noteId: string,
): Promise<NoteRow | undefined> {
  const [row] = await db
    .select(noteColumns)
    .from(internalNotes)
    .where(and(eq(internalNotes.caseId, caseId), eq(internalNotes.id, noteId)))
    .for('update');
  return row;
}

export async function updateNote(
  db: Database,
  noteId: string,
  values: { body: unknown; text: string; editedAt: Date },
): Promise<NoteRow> {
  const [row] = await db
    .update(internalNotes)
    .set(values)
    .where(eq(internalNotes.id, noteId))
    .returning(noteColumns);
  if (!row) throw new Error('The note was not stored');
  return row;
}

/** Removes the note with its mentions and its search text (ON DELETE CASCADE). */
export async function deleteNote(db: Database, noteId: string) {
  await db.delete(internalNotes).where(eq(internalNotes.id, noteId));
}

/** Marks the memberships as mentioned in the note, unseen; one already marked stays as it is. */
export async function insertMentions(
  db: Database,
  note: { noteId: string; caseId: string; createdAt: Date },
  membershipIds: readonly string[],
) {
  if (membershipIds.length === 0) return;
  await db
    .insert(noteMentions)
    .values(
      membershipIds.map((membershipId) => ({
        noteId: note.noteId,
        caseId: note.caseId,
        membershipId,
        createdAt: note.createdAt,
      })),
    )
    .onConflictDoNothing();
}

/** Takes the marks of memberships a note no longer mentions away. */
export async function deleteMentions(db: Database, noteId: string, membershipIds: readonly string[]) {
  if (membershipIds.length === 0) return;
  await db
    .delete(noteMentions)
    .where(and(eq(noteMentions.noteId, noteId), isAnyOf(noteMentions.membershipId, membershipIds)));
}

const unseenBy = (membershipId: string) =>
  and(eq(noteMentions.membershipId, membershipId), isNull(noteMentions.seenAt));

/** How many notes of the case mention the membership unseen (the partial index on membership and case). */
export async function countUnseenMentions(db: Database, membershipId: string, caseId: string) {
  const [row] = await db
    .select({ unseen: count() })
    .from(noteMentions)
    .where(and(unseenBy(membershipId), eq(noteMentions.caseId, caseId)));
  return row?.unseen ?? 0;
}

export async function markMentionsSeen(db: Database, membershipId: string, caseId: string, at: Date) {
  await db
    .update(noteMentions)
    .set({ seenAt: at })
    .where(and(unseenBy(membershipId), eq(noteMentions.caseId, caseId)));
}

export interface MentionedCaseRow {
  caseId: string;
  caseNumber: string;
  /** The oldest unseen note of the case that mentions the membership. */
  noteId: string;
  authorMembershipId: string | null;
  createdAt: Date;
  notes: number;
  /** How many cases there are in all. */
  total: number;
}

/**
 * The cases in scope in which the membership is mentioned in notes it has not seen, the newest mention first, at
 * most `limit`: each with its oldest such note (which a link opens at) and how many there are. Read from the
 * partial index of unseen mentions, which holds only what the clerk has not read.
 */
export async function findMentionedCases(
  db: Database,
  membershipId: string,
  scope: CaseScope,
  limit: number,
): Promise<MentionedCaseRow[]> {
  const ownCases = scope.assignedTo === null ? sql`true` : sql`c.clerk_membership_id = ${scope.assignedTo}`;
  const result = (await db.execute(sql`
    with unseen as (
      select distinct on (m.case_id)
        m.case_id, c.case_number, n.id as note_id, n.author_membership_id, n.created_at,
        count(*) over (partition by m.case_id) as notes,
        max(n.created_at) over (partition by m.case_id) as newest
      from note_mentions m
      join internal_notes n on n.id = m.note_id
      join cases c on c.id = m.case_id
      where m.membership_id = ${membershipId} and m.seen_at is null
        and c.company_id = ${scope.companyId} and ${ownCases}
      order by m.case_id, n.created_at, n.id
    )
    select case_id as "caseId", case_number as "caseNumber", note_id as "noteId",
      author_membership_id as "authorMembershipId", created_at as "createdAt", notes,
      count(*) over () as total
    from unseen
    order by newest desc, case_id
    limit ${limit}`)) as unknown as {
    rows: (Omit<MentionedCaseRow, 'createdAt' | 'notes' | 'total'> & {
      createdAt: string | Date;
      notes: string | number;
      total: string | number;
    })[];
  };
  return result.rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    notes: Number(row.notes),
    total: Number(row.total),
  }));
}

/** Every note of the case, oldest first, for the case file (which holds them all when asked to). */
export async function findEveryCaseNote(db: Database, companyId: string, caseId: string): Promise<NoteRow[]> {
  return db
    .select(noteColumns)
    .from(internalNotes)
    .where(and(eq(internalNotes.companyId, companyId), eq(internalNotes.caseId, caseId)))
    .orderBy(asc(internalNotes.createdAt), asc(internalNotes.id));
}
