import { AUDIT_TEXTS } from '@foretaksportalen/shared/audit-texts';
import {
  CASE_NOTES_MAX,
  type CaseNotes,
  type Note,
  type NoteInput,
  noteMentions,
} from '@foretaksportalen/shared/contract/internal-note';
import { MENTIONED_CASES_MAX, type Mentions } from '@foretaksportalen/shared/contract/mentions';
import type { Database } from '../../db/client.ts';
import {
  type CaseRow,
  caseNotFound,
  lockVisibleCase,
  requireCaseScope,
  requireVisibleCase,
} from '../case/index.ts';
import type { CaseChanges } from '../case-change/index.ts';
import { type ClerkRow, displayName, findCompanyClerks } from '../clerk/index.ts';
import type { AuthContext } from '../session/index.ts';
import { changeRefusal, mayBeMentioned, mentionNotAllowed, noteNotFound } from './internal-note.policy.ts';
import {
  type ClerkNames,
  clerkRef,
  normalizedBody,
  plainText,
  type StoredBody,
  storedBody,
  toNote,
} from './internal-note.presenter.ts';
import {
  countCaseNotes,
  countUnseenMentions,
  deleteMentions,
  deleteNote,
  findCaseNotes,
  findEveryCaseNote,
  findMentionedCases,
  insertMentions,
  insertNote,
  lockCaseNote,
  markMentionsSeen,
  updateNote,
} from './internal-note.repository.ts';

/** The company's clerks by membership, with their names as they are now (disabled ones too: they wrote notes). */
async function companyClerks(db: Database, companyId: string) {
  const rows = await findCompanyClerks(db, companyId);
  const names: ClerkNames = new Map(
    rows.map((row) => [row.membership.id, displayName(row.firstName, row.lastName)]),
  );
  return { rows, names };
}

const asCandidate = (row: ClerkRow) => ({
  companyId: row.membership.companyId,
  membershipId: row.membership.id,
  disabled: row.membership.disabled,
  accessLevel: row.accessLevel,
});

/** Refuses a body that mentions anyone among `added` who may not be mentioned in the case. */
function requireMentionable(target: CaseRow, clerks: readonly ClerkRow[], added: readonly string[]) {
  const byMembership = new Map(clerks.map((row) => [row.membership.id, row]));
  for (const membershipId of added) {
    const clerk = byMembership.get(membershipId);
    if (!clerk || !mayBeMentioned(asCandidate(clerk), target)) throw mentionNotAllowed();
  }
}

/** Those a note's mentions newly mark: everyone mentioned but its author, who needs no reminder of their own note. */
const marked = (mentioned: readonly string[], auth: AuthContext) =>
  mentioned.filter((membershipId) => membershipId !== auth.membershipId);

/**
 * Internal notes on a case (issue 46): the company's own remarks, for everyone who sees the case, with mentions
 * of clerks that mark the case for them ('Nevnt i N saker') and, if they want it, e-mail them. Every change of a
 * note is a case change (architecture §10): its history entry, never its text, and its e-mails follow from it.
 */
export function createInternalNoteService({
  db,
  changes,
  clock,
}: {
  db: Database;
  changes: CaseChanges;
  clock: () => Date;
}) {
  const madeBy = (auth: AuthContext) => ({
    companyId: auth.companyId,
    actor: { personId: auth.personId },
    byMembershipId: auth.membershipId,
    at: clock(),
  });

  /** The case the caller sees, locked for the change, and the company's clerks. */
  async function changing(tx: Database, auth: AuthContext, caseId: string) {
    const target = await lockVisibleCase(tx, auth, caseId);
    if (!target) throw caseNotFound();
    return { target, clerks: await companyClerks(tx, auth.companyId) };
  }

  /** The note of the case the caller may change now, locked; 404 for none, 403 or 409 as the policy says. */
  async function changeableNote(tx: Database, auth: AuthContext, caseId: string, noteId: string) {
    const note = await lockCaseNote(tx, caseId, noteId);
    if (!note) throw noteNotFound();
    const refusal = changeRefusal(note, auth, clock());
    if (refusal) throw refusal;
    return note;
  }

  return {
    /**
     * GET /api/case/{caseUid}/notes: the case's notes oldest first (the newest CASE_NOTES_MAX), the clerks '@'
     * offers, and how many notes mention the caller unseen. The case's own rule: another clerk's or company's case
     * answers as an unknown one.
     */
    async listNotes(auth: AuthContext, caseId: string): Promise<CaseNotes> {
      const target = await requireVisibleCase(db, auth, caseId);
      const rows = await findCaseNotes(db, caseId, CASE_NOTES_MAX + 1);
      const clerks = await companyClerks(db, auth.companyId);
      const now = clock();
      const shown = rows.slice(rows.length > CASE_NOTES_MAX ? 1 : 0);
      return {
        Notes: shown.map((row) => toNote(row, clerks.names, auth, now)),
        More: rows.length > CASE_NOTES_MAX,
        Mentionable: clerks.rows
          .filter(
            (row) => row.membership.id !== auth.membershipId && mayBeMentioned(asCandidate(row), target),
          )
          .map((row) => clerkRef(clerks.names, row.membership.id)),
        UnseenMentions: await countUnseenMentions(db, auth.membershipId, caseId),
      };
    },

    /**
     * POST /api/case/{caseUid}/notes: a note by the caller. Everyone mentioned must be an enabled clerk who sees
     * the case (400 on Body otherwise); each but the author gets the mark and, by their choice, an e-mail.
     */
    async addNote(auth: AuthContext, caseId: string, input: NoteInput): Promise<Note> {
      const body = normalizedBody(input.Body);
      return db.transaction(async (tx) => {
        const { target, clerks } = await changing(tx, auth, caseId);
        const mentioned = noteMentions(body);
        requireMentionable(target, clerks.rows, mentioned);
        const made = madeBy(auth);
        const note = await insertNote(tx, {
          caseId: target.id,
          companyId: auth.companyId,
          authorMembershipId: auth.membershipId,
          body,
          text: plainText(body, clerks.names),
          createdAt: made.at,
        });
        const newlyMarked = marked(mentioned, auth);
        await insertMentions(tx, { noteId: note.id, caseId: target.id, createdAt: made.at }, newlyMarked);
        await changes.record(tx, {
          kind: 'note.added',
          caseId: target.id,
          noteId: note.id,
          mentioned: newlyMarked,
          ...made,
        });
        return toNote(note, clerks.names, auth, made.at);
      });
    },

    /**
     * PUT /api/case/{caseUid}/notes/{noteId}: the author's change of their note within its window ('redigert').
     * A clerk mentioned before keeps their mark and is not told again; one mentioned anew is, and must be one who
     * may be mentioned; one no longer mentioned loses the mark. An unchanged body changes nothing.
     */
    async editNote(auth: AuthContext, caseId: string, noteId: string, input: NoteInput): Promise<Note> {
      const body = normalizedBody(input.Body);
      return db.transaction(async (tx) => {
        const { target, clerks } = await changing(tx, auth, caseId);
        const note = await changeableNote(tx, auth, target.id, noteId);
        const before: StoredBody = storedBody(note);
        if (JSON.stringify(before) === JSON.stringify(body)) return toNote(note, clerks.names, auth, clock());
        const previously = new Set(noteMentions(before));
        const mentioned = noteMentions(body);
        const added = mentioned.filter((membershipId) => !previously.has(membershipId));
        requireMentionable(target, clerks.rows, added);
        const made = madeBy(auth);
        const edited = await updateNote(tx, note.id, {
          body,
          text: plainText(body, clerks.names),
          editedAt: made.at,
        });
        await deleteMentions(
          tx,
          note.id,
          [...previously].filter((membershipId) => !mentioned.includes(membershipId)),
        );
        const newlyMarked = marked(added, auth);
        await insertMentions(tx, { noteId: note.id, caseId: target.id, createdAt: made.at }, newlyMarked);
        await changes.record(tx, {
          kind: 'note.edited',
          caseId: target.id,
          noteId: note.id,
          mentioned: newlyMarked,
          ...made,
        });
        return toNote(edited, clerks.names, auth, made.at);
      });
    },

    /** DELETE /api/case/{caseUid}/notes/{noteId}: the author's note, within its window, with its marks. */
    async deleteNote(auth: AuthContext, caseId: string, noteId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const target = await lockVisibleCase(tx, auth, caseId);
        if (!target) throw caseNotFound();
        const note = await changeableNote(tx, auth, target.id, noteId);
        await deleteNote(tx, note.id);
        await changes.record(tx, {
          kind: 'note.deleted',
          caseId: target.id,
          noteId: note.id,
          ...madeBy(auth),
        });
      });
    },

    /** POST /api/case/{caseUid}/notes/seen: the caller has opened the case's notes; its marks for them go. */
    async markSeen(auth: AuthContext, caseId: string): Promise<void> {
      const target = await requireVisibleCase(db, auth, caseId);
      await markMentionsSeen(db, auth.membershipId, target.id, clock());
    },

    /**
     * GET /api/mentions: the cases the caller sees in which notes mention them unseen, newest first (at most
     * MENTIONED_CASES_MAX, `Total` counting all), each opening at its oldest such note.
     */
    async mentions(auth: AuthContext): Promise<Mentions> {
      const scope = requireCaseScope(auth);
      const rows = await findMentionedCases(db, auth.membershipId, scope, MENTIONED_CASES_MAX);
      const names: ClerkNames = rows.length > 0 ? (await companyClerks(db, auth.companyId)).names : new Map();
      return {
        Total: rows[0]?.total ?? 0,
        Cases: rows.map((row) => ({
          CaseUid: row.caseId,
          CaseId: row.caseNumber,
          NoteId: row.noteId,
          By: row.authorMembershipId === null ? null : clerkRef(names, row.authorMembershipId),
          At: row.createdAt.toISOString(),
          Count: row.notes,
        })),
      };
    },
  };
}

export type InternalNoteService = ReturnType<typeof createInternalNoteService>;

/** How many notes a case has: the count the case answer shows on the notes tab (case-read asks, on its handle). */
export const countInternalNotes = (db: Database, caseId: string) => countCaseNotes(db, caseId);

/** A note as the case file prints it: plain text, the mentions by the names the clerks have now. */
export interface InternalNoteText {
  createdAt: Date;
  editedAt: Date | null;
  /** The author's name now, or 'Tidligere bruker' when their membership is gone. */
  author: string;
  text: string;
}

/**
 * Every note of a case of the company, oldest first, as plain text (the case file, when asked to hold them). The
 * caller has made sure the viewer sees the case.
 */
export async function readInternalNotesAsText(
  db: Database,
  companyId: string,
  caseId: string,
): Promise<InternalNoteText[]> {
  const rows = await findEveryCaseNote(db, companyId, caseId);
  if (rows.length === 0) return [];
  const { names } = await companyClerks(db, companyId);
  return rows.map((row) => ({
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    author:
      row.authorMembershipId === null
        ? AUDIT_TEXTS.formerPerson
        : clerkRef(names, row.authorMembershipId).DisplayName,
    text: plainText(storedBody(row), names),
  }));
}
