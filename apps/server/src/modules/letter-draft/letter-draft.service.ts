import {
  type AnswerDoc,
  fillMergeFields,
  isBlankAnswer,
  type MergeField,
  unfilledFieldMessage,
  unfilledFields,
} from '@foretaksportalen/shared/contract/answer';
import type { CaseEvent } from '@foretaksportalen/shared/contract/case';
import {
  APPROVAL_NOT_REQUIRED,
  type CaseDraft,
  DRAFT_CHANGED,
  DRAFT_GONE,
  type draftInputSchema,
  type draftReturnSchema,
} from '@foretaksportalen/shared/contract/letter-draft';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CaseRow, caseNotFound, lockVisibleCase, requireVisibleCase } from '../case/index.ts';
import type { CaseChanges } from '../case-change/index.ts';
import type { NewDocument } from '../case-timeline/index.ts';
import { type ClerkRow, lockCompanyClerkByMembership } from '../clerk/index.ts';
import { requireCompany } from '../company/index.ts';
import {
  emptyLetter,
  type LetterService,
  refuseWhereApprovalNeeded,
  requireSendable,
  requireSender,
} from '../letter/index.ts';
import { readMergeValues, renderCaseAnswer } from '../letter-template/index.ts';
import type { AuthContext } from '../session/index.ts';
import { handOverUploads, lockAttachableUploads, unknownFile } from '../upload/index.ts';
import { approvalRefusal, requireEditable } from './letter-draft.policy.ts';
import { toLetterDraft } from './letter-draft.presenter.ts';
import {
  type DraftRow,
  deleteDraft,
  deleteDraftFilesExcept,
  findDraftFiles,
  findDraftOfCase,
  insertDraft,
  insertDraftFiles,
  lockDraftOfCase,
  updateDraft,
} from './letter-draft.repository.ts';

type DraftFields = z.output<typeof draftInputSchema>;
type DraftReturn = z.output<typeof draftReturnSchema>;

const draftChanged = () => new AppError('draft.changed', 409, DRAFT_CHANGED);
const draftGone = () => new AppError('draft.gone', 409, DRAFT_GONE);

/** An answer with a merge field the case cannot fill is not sent: the first such field is named. */
function requireFilled(unfilled: readonly MergeField[]) {
  const [field] = unfilled;
  if (field) {
    const message = unfilledFieldMessage(field);
    throw new AppError('draft.unfilled-field', 400, message, { errors: { Answer: [message] } });
  }
}

/** The draft's answer, or null when it has none worth sending (a blank editor). */
const answerOf = (draft: DraftRow) => {
  const answer = draft.answer as AnswerDoc | null;
  return answer && !isBlankAnswer(answer) ? answer : null;
};

/** A letter needs a message, an answer or a file (spec 2 §5's rule, with the answer as one more way). */
function requireSomething(draft: DraftRow, files: number) {
  if (draft.content === null && answerOf(draft) === null && files === 0) throw emptyLetter();
}

/**
 * The letter being written on a case (issue 46): saved as a draft that everyone who sees the case may go on with,
 * sent at once, or, when the company wants it, sent for approval and sent by a second person's approval (four
 * eyes). Every step is a case change; the letter itself is written by the letter module.
 */
export function createLetterDraftService({
  db,
  config,
  changes,
  letters,
  clock,
}: {
  db: Database;
  config: Pick<Config, 'branding'>;
  changes: CaseChanges;
  letters: Pick<LetterService, 'writeLetter' | 'inLetterTransaction' | 'removeUnusedBlobs'>;
  clock: () => Date;
}) {
  /** The case the caller sees and its draft, both locked; the draft as the caller saw it, or 409. */
  async function lockDraft(tx: Database, auth: AuthContext, caseId: string, version: number) {
    const target = await lockVisibleCase(tx, auth, caseId);
    if (!target) throw caseNotFound();
    const draft = await lockDraftOfCase(tx, target.id);
    if (!draft) throw draftGone();
    if (draft.version !== version) throw draftChanged();
    return { target, draft };
  }

  async function needsApproval(tx: Database, companyId: string) {
    return (await requireCompany(tx, companyId)).lettersNeedApproval;
  }

  /** Who sent the draft for approval, as a person; null while it is a draft. */
  async function submitterOf(tx: Database, draft: DraftRow) {
    if (draft.submittedByMembershipId === null) return undefined;
    return lockCompanyClerkByMembership(tx, draft.companyId, draft.submittedByMembershipId);
  }

  /** The waiting draft an approver decides on, locked with its author; refused to anyone who may not decide it. */
  async function lockDraftToDecide(tx: Database, auth: AuthContext, caseId: string, version: number) {
    const { target, draft } = await lockDraft(tx, auth, caseId, version);
    const author = await submitterOf(tx, draft);
    const refusal = approvalRefusal(auth, {
      status: draft.status,
      submittedByPersonId: author?.personId ?? null,
    });
    if (refusal) throw refusal;
    return { target, draft, author };
  }

  /**
   * Sends the draft as the `sender`'s letter, in the caller's transaction: the answer, its merge fields filled
   * from the case, as 'Tilsvar {nr}.pdf' signed by the sender; the draft's files as attachments. The draft is gone
   * afterwards. Answers the letter's event.
   */
  async function sendDraft(
    tx: Database,
    auth: AuthContext,
    { target, draft, sender }: { target: CaseRow; draft: DraftRow; sender: ClerkRow },
    stored: string[],
  ) {
    requireSendable(target);
    const files = await findDraftFiles(tx, draft.id);
    requireSomething(draft, files.length);
    const answer = answerOf(draft);
    const at = clock();
    const pdfs = [];
    if (answer) {
      const rendered = await renderCaseAnswer(tx, config.branding, auth, {
        caseId: target.id,
        signatoryMembershipId: sender.membership.id,
        at,
        answer,
        subject: draft.subject,
      });
      requireFilled(rendered.unfilled);
      pdfs.push({ fileName: rendered.fileName, bytes: rendered.bytes });
    }
    const attachments: NewDocument[] = files.map((file) => ({
      fileName: file.fileName,
      mimeType: file.mimeType,
      fileSize: file.fileSize,
      blobKey: file.blobKey,
    }));
    const letter = { target, sender, subject: draft.subject, content: draft.content, pdfs, attachments, at };
    const event = await letters.writeLetter(tx, letter, stored);
    // The files are the letter's documents now (the same blobs): the draft goes with its rows.
    await deleteDraft(tx, draft.id);
    return event;
  }

  /** The merge fields of the draft's answer the case cannot fill. */
  async function unfilledOf(tx: Database, auth: AuthContext, draft: DraftRow) {
    const answer = answerOf(draft);
    if (!answer) return [];
    const values = await readMergeValues(tx, auth, { caseId: draft.caseId, at: clock() });
    return unfilledFields(fillMergeFields(answer, values));
  }

  const changeBy = (auth: AuthContext, target: CaseRow) => ({
    caseId: target.id,
    companyId: target.companyId,
    actor: { personId: auth.personId },
    byMembershipId: auth.membershipId,
    at: clock(),
  });

  /** The case's draft as the viewer sees it now (or none), and whether the company wants letters approved. */
  async function present(database: Database, auth: AuthContext, caseId: string): Promise<CaseDraft> {
    const NeedsApproval = await needsApproval(database, auth.companyId);
    const found = await findDraftOfCase(database, caseId);
    if (!found) return { Draft: null, NeedsApproval };
    const files = await findDraftFiles(database, found.draft.id);
    const mayApprove = approvalRefusal(auth, {
      status: found.draft.status,
      submittedByPersonId: found.submittedByPersonId,
    });
    return { Draft: toLetterDraft(found, files, mayApprove === null), NeedsApproval };
  }

  return {
    /** GET /api/case/{caseUid}/draft: the case's draft, or none, and whether letters need approval. */
    async getDraft(auth: AuthContext, caseId: string) {
      const target = await requireVisibleCase(db, auth, caseId);
      return present(db, auth, target.id);
    },

    /**
     * PUT /api/case/{caseUid}/draft: 'Lagre utkast'. The first save makes the case's draft (Version null); later
     * ones carry the version they were made on, and one made on an older version than the draft's is refused
     * (409 'Utkastet er endret av en annen'): the clerk keeps their text. New uploads become the draft's files;
     * the files not kept are removed once the save has committed.
     */
    async saveDraft(auth: AuthContext, caseId: string, input: DraftFields) {
      const { removed } = await db.transaction(async (tx) => {
        const target = await lockVisibleCase(tx, auth, caseId);
        if (!target) throw caseNotFound();
        requireSendable(target);
        const existing = await lockDraftOfCase(tx, target.id);
        if (existing ? input.Version !== existing.version : input.Version !== null) throw draftChanged();
        if (existing) requireEditable(existing);
        const kept = existing ? await findDraftFiles(tx, existing.id) : [];
        const unknownKept = input.KeepFiles.find((id) => !kept.some((file) => file.id === id));
        if (unknownKept) throw unknownFile('KeepFiles');
        const uploads = await lockAttachableUploads(tx, auth, input.Files, 'Files');
        const now = clock();
        const values = {
          subject: input.Subject,
          content: input.Content,
          answer: input.Answer,
          updatedByMembershipId: auth.membershipId,
          updatedAt: now,
        };
        const draft = existing
          ? await updateDraft(tx, existing, values)
          : await insertDraft(tx, {
              ...values,
              caseId: target.id,
              companyId: target.companyId,
              createdByMembershipId: auth.membershipId,
            });
        const removed = existing ? await deleteDraftFilesExcept(tx, draft.id, input.KeepFiles) : [];
        // The new files after those kept, in the order given.
        const after = Math.max(-1, ...kept.map((file) => file.sortOrder)) + 1;
        await insertDraftFiles(
          tx,
          uploads.map((upload, index) => ({
            draftId: draft.id,
            fileName: upload.fileName,
            mimeType: upload.mimeType,
            fileSize: upload.fileSize,
            blobKey: upload.blobKey,
            sortOrder: after + index,
          })),
        );
        await handOverUploads(
          tx,
          uploads.map((upload) => upload.id),
        );
        return { removed };
      });
      await letters.removeUnusedBlobs(removed);
      return present(db, auth, caseId);
    },

    /** DELETE /api/case/{caseUid}/draft: the draft thrown away, with its files; not one waiting for approval. */
    async discardDraft(auth: AuthContext, caseId: string, version: number) {
      const removed = await db.transaction(async (tx) => {
        const { draft } = await lockDraft(tx, auth, caseId, version);
        requireEditable(draft);
        const blobKeys = (await findDraftFiles(tx, draft.id)).map((file) => file.blobKey);
        await deleteDraft(tx, draft.id);
        return blobKeys;
      });
      await letters.removeUnusedBlobs(removed);
    },

    /**
     * POST /api/case/{caseUid}/draft/send: the draft sent at once as the caller's letter, where the company does
     * not want approval. An answer with a field left to fill in is refused, with the field named.
     */
    async sendNow(auth: AuthContext, caseId: string, version: number): Promise<CaseEvent> {
      return letters.inLetterTransaction(async (tx, stored) => {
        const { target, draft } = await lockDraft(tx, auth, caseId, version);
        await refuseWhereApprovalNeeded(tx, target.companyId);
        requireEditable(draft);
        return sendDraft(tx, auth, { target, draft, sender: await requireSender(tx, auth) }, stored);
      });
    },

    /** POST /api/case/{caseUid}/draft/submit: 'Send til godkjenning', where the company wants approval. */
    async submit(auth: AuthContext, caseId: string, version: number) {
      await db.transaction(async (tx) => {
        const { target, draft } = await lockDraft(tx, auth, caseId, version);
        if (!(await needsApproval(tx, target.companyId)))
          throw new AppError('draft.approval-not-required', 409, APPROVAL_NOT_REQUIRED);
        requireEditable(draft);
        requireSendable(target);
        requireSomething(draft, (await findDraftFiles(tx, draft.id)).length);
        requireFilled(await unfilledOf(tx, auth, draft));
        const now = clock();
        await updateDraft(tx, draft, {
          status: 'awaiting-approval',
          submittedByMembershipId: auth.membershipId,
          submittedAt: now,
          approvalRemindedAt: null,
          returnedByMembershipId: null,
          returnedAt: null,
          returnedToMembershipId: null,
          returnComment: null,
        });
        await changes.record(tx, {
          kind: 'letter.submitted',
          subject: draft.subject,
          ...changeBy(auth, target),
        });
      });
      return present(db, auth, caseId);
    },

    /**
     * POST /api/case/{caseUid}/draft/approve: 'Godkjenn og send' by an approver who did not send it for approval:
     * the letter goes out as its author's, and its delete window starts now. Of two approvers at once, one sends
     * it; the other finds it gone (409).
     */
    async approve(auth: AuthContext, caseId: string, version: number): Promise<CaseEvent> {
      return letters.inLetterTransaction(async (tx, stored) => {
        const { target, draft, author } = await lockDraftToDecide(tx, auth, caseId, version);
        // An author who has left the company meanwhile: the approver sends it as theirs.
        const sender = author && !author.membership.disabled ? author : await requireSender(tx, auth);
        const event = await sendDraft(tx, auth, { target, draft, sender }, stored);
        await changes.record(tx, {
          kind: 'letter.approved',
          eventId: event.Gid,
          subject: draft.subject,
          authorMembershipId: draft.submittedByMembershipId,
          ...changeBy(auth, target),
        });
        return event;
      });
    },

    /** POST /api/case/{caseUid}/draft/return: 'Send tilbake' with a comment the author sees on the draft. */
    async returnToAuthor(auth: AuthContext, caseId: string, { Version, Comment }: DraftReturn) {
      await db.transaction(async (tx) => {
        const { target, draft } = await lockDraftToDecide(tx, auth, caseId, Version);
        const now = clock();
        await updateDraft(tx, draft, {
          status: 'draft',
          returnedByMembershipId: auth.membershipId,
          returnedAt: now,
          returnedToMembershipId: draft.submittedByMembershipId,
          returnComment: Comment,
          submittedByMembershipId: null,
          submittedAt: null,
        });
        await changes.record(tx, {
          kind: 'letter.returned',
          subject: draft.subject,
          authorMembershipId: draft.submittedByMembershipId,
          ...changeBy(auth, target),
        });
      });
      return present(db, auth, caseId);
    },
  };
}

export type LetterDraftService = ReturnType<typeof createLetterDraftService>;
