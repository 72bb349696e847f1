import { randomUUID } from 'node:crypto';
import type { CaseEvent } from '@foretaksportalen/shared/contract/case';
import {
  isEmptyLetter,
  LETTER_EMPTY,
  type letterFieldsSchema,
  sentLetterDescription,
} from '@foretaksportalen/shared/contract/letter';
import { APPROVAL_REQUIRED } from '@foretaksportalen/shared/contract/letter-draft';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { findBlobKeysInUse } from '../../db/blob-references.ts';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_FOUND } from '../../lib/app-error.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import { renderLetterPdf } from '../../lib/letter-pdf.ts';
import { osloDate } from '../../lib/oslo-date.ts';
import { PDF_MIME_TYPE } from '../../lib/pdf-text.ts';
import {
  type CaseRow,
  caseNotFound,
  deleteDeadline,
  deleteRefusal,
  EVENT_NOT_FOUND,
  lockVisibleCase,
  OTHER_SENDER,
  requireCaseScope,
  sendRefusal,
} from '../case/index.ts';
import type { CaseChanges } from '../case-change/index.ts';
import { toCaseEvent } from '../case-read/index.ts';
import {
  appendCaseEvent,
  documentOfUpload,
  type NewDocument,
  readCaseDocuments,
  readCaseEvent,
  removeCaseEvent,
} from '../case-timeline/index.ts';
import { type ClerkRow, displayName, findCompanyClerk } from '../clerk/index.ts';
import { requireCompany } from '../company/index.ts';
import type { AuthContext } from '../session/index.ts';
import { lockAttachableUploads } from '../upload/index.ts';
import { findCompanyEventCaseId, lockCaseEvent } from './letter.repository.ts';

type LetterFields = z.output<typeof letterFieldsSchema>;

/** The document the message becomes, first in the letter (decision 0006). */
const LETTER_FILE_NAME = 'Brev fra foretaket.pdf';
const GREETING = 'Med vennlig hilsen';

/** The message as a PDF letter from the company to the complaints body, signed by the clerk who sends it. */
function renderMessage(
  config: Config,
  target: CaseRow,
  sender: ClerkRow,
  subject: string | null,
  content: string,
  sentAt: Date,
) {
  const productName = config.branding.productName;
  return renderLetterPdf({
    title: subject ?? `Melding til ${productName}`,
    paragraphs: content.split(/\r?\n/).filter((line) => line.trim() !== ''),
    letter: {
      sender: sender.companyName,
      recipient: productName,
      date: osloDate(sentAt),
      caseNumber: target.caseNumber,
      signature: [GREETING, displayName(sender.firstName, sender.lastName), sender.companyName],
    },
  });
}

/** A PDF the letter makes (its message, an answer written in the portal), stored with the letter. */
export interface LetterPdf {
  fileName: string;
  bytes: Uint8Array;
}

/** A letter from the company as it is written to its case. */
export interface CompanyLetter {
  /** The case, locked by the caller, which may take letters (`sendRefusal`). */
  target: CaseRow;
  /** The clerk whose letter it is: its sender and signatory. */
  sender: ClerkRow;
  subject: string | null;
  content: string | null;
  /** PDFs made for it after its message (an answer's); the first is the letter itself when there is no message. */
  pdfs: readonly LetterPdf[];
  /** The files sent with it (uploads, a draft's files), after the PDFs, in this order. */
  attachments: readonly NewDocument[];
  at: Date;
  /**
   * A letter that carries a request to the complaints body (issue 49) cannot be taken back: the body hears of the
   * request at once, so its letter has no delete window and goes to the feed on its next read.
   */
  goesAtOnce?: boolean;
}

/** A letter needs a message, an answer or a file (spec 2 §5). */
export const emptyLetter = () =>
  new AppError('letter.empty', 400, LETTER_EMPTY, { errors: { Content: [LETTER_EMPTY] } });

/** An archived case takes no letters. */
export function requireSendable(target: CaseRow) {
  const refusal = sendRefusal(target);
  if (refusal) throw new AppError('letter.case-archived', 409, refusal);
}

/** Where the company wants letters approved, a letter goes out only through approval (decision 0026). */
export async function refuseWhereApprovalNeeded(tx: Database, companyId: string) {
  if ((await requireCompany(tx, companyId)).lettersNeedApproval)
    throw new AppError('letter.approval-required', 409, APPROVAL_REQUIRED);
}

/** The caller as the clerk who sends a letter. */
export async function requireSender(tx: Database, auth: AuthContext): Promise<ClerkRow> {
  const sender = await findCompanyClerk(tx, auth.companyId, auth.personId);
  if (!sender) throw new AppError('clerk.not-found', 404, NOT_FOUND);
  return sender;
}

export function createLetterService({
  db,
  config,
  blobs,
  changes,
  clock,
  log,
}: {
  db: Database;
  config: Config;
  blobs: BlobStore;
  changes: CaseChanges;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  /**
   * The letter's rows in the caller's transaction: its message as a PDF and the other PDFs stored (their keys
   * added to `stored`, for `discardPdfs` should the transaction fail), the event with its documents, and its
   * `letter.sent` change. Answers the new event.
   */
  async function writeLetter(tx: Database, letter: CompanyLetter, stored: string[]): Promise<CaseEvent> {
    const { target, sender, at } = letter;
    const message =
      letter.content === null
        ? []
        : [
            {
              fileName: LETTER_FILE_NAME,
              bytes: await renderMessage(config, target, sender, letter.subject, letter.content, at),
            },
          ];
    const pdfs: NewDocument[] = [];
    for (const [index, pdf] of [...message, ...letter.pdfs].entries()) {
      const blobKey = `letters/${randomUUID()}.pdf`;
      stored.push(blobKey);
      await blobs.put(blobKey, pdf.bytes, tx);
      const { fileName, bytes } = pdf;
      pdfs.push({
        fileName,
        mimeType: PDF_MIME_TYPE,
        fileSize: bytes.length,
        blobKey,
        isLetter: index === 0,
      });
    }
    const eventId = await appendCaseEvent(tx, {
      origin: 'company-letter',
      caseId: target.id,
      companyId: target.companyId,
      createdByMembershipId: sender.membership.id,
      description: sentLetterDescription(letter.subject),
      subject: letter.subject,
      content: letter.content,
      deleteBefore: letter.goesAtOnce ? at : deleteDeadline(at, config.letterDeleteWindowMinutes),
      uploadedBy: displayName(sender.firstName, sender.lastName),
      // The message first, then the letter's other PDFs, then each attachment in the order given.
      documents: [...pdfs, ...letter.attachments],
      at,
    });
    await changes.record(tx, {
      kind: 'letter.sent',
      caseId: target.id,
      eventId,
      subject: letter.subject,
      hasMessage: letter.content !== null,
      attachments: letter.attachments.length,
      companyId: target.companyId,
      actor: { personId: sender.personId },
      at,
    });
    const event = await readCaseEvent(tx, target.id, eventId);
    if (!event) throw new Error('The letter was not stored');
    return toCaseEvent(event, await readCaseDocuments(tx, target.id, { eventId }), at);
  }

  /**
   * Runs a transaction that writes a letter, and removes the PDFs it stored should it fail (a folder or S3 keeps
   * what was put meanwhile).
   */
  async function inLetterTransaction<Result>(work: (tx: Database, stored: string[]) => Promise<Result>) {
    const stored: string[] = [];
    try {
      return await db.transaction((tx) => work(tx, stored));
    } catch (error) {
      for (const blobKey of stored) await blobs.delete(blobKey);
      throw error;
    }
  }

  /**
   * The bytes of a deleted letter's documents, once nothing refers to them any more. After the commit, so that a
   * failed delete keeps them; a failure here only leaves bytes nobody can reach, so it is logged, not answered.
   */
  async function removeUnusedBlobs(blobKeys: readonly string[]) {
    try {
      const inUse = await findBlobKeysInUse(db, blobKeys);
      for (const blobKey of new Set(blobKeys)) if (!inUse.has(blobKey)) await blobs.delete(blobKey);
    } catch (error) {
      log.warn({ err: error, blobKeys }, 'The files of a deleted letter were not removed');
    }
  }

  return {
    writeLetter,
    inLetterTransaction,
    removeUnusedBlobs,

    /**
     * POST /api/case/sendletter: a letter from the company in a case the clerk sees, in one transaction: an
     * outbound event that may be deleted for LETTER_DELETE_WINDOW_MINUTES, the message as a PDF letter, each
     * uploaded file as an attachment (the uploads are then taken), the case's last event and the audit entry.
     * Any refusal or failure leaves nothing behind. Answers the new event.
     */
    async sendLetter(auth: AuthContext, letter: LetterFields): Promise<CaseEvent> {
      requireCaseScope(auth);
      if (letter.ClerkId !== auth.membershipId)
        throw new AppError('letter.other-sender', 400, OTHER_SENDER, { errors: { ClerkId: [OTHER_SENDER] } });
      if (isEmptyLetter(letter)) throw emptyLetter();
      return inLetterTransaction(async (tx, stored) => {
        const target = await lockVisibleCase(tx, auth, letter.CaseUid);
        if (!target) throw caseNotFound();
        await refuseWhereApprovalNeeded(tx, target.companyId);
        requireSendable(target);
        const uploads = await lockAttachableUploads(tx, auth, letter.Files, 'Files');
        const sender = await requireSender(tx, auth);
        const content = { subject: letter.Subject, content: letter.Content };
        const attachments = uploads.map(documentOfUpload);
        return writeLetter(tx, { target, sender, ...content, pdfs: [], attachments, at: clock() }, stored);
      });
    },

    /**
     * DELETE /api/case/event/{eventId}: a letter the company sent, by any clerk who sees its case, while its
     * delete window is open (server clock). The event goes with its documents, the case's last event is set
     * back, and the bytes nothing else uses are removed after the commit. An event the clerk cannot see is 404;
     * one that is no sent letter, or whose window has passed, is 409.
     */
    async deleteLetter(auth: AuthContext, eventId: string): Promise<void> {
      requireCaseScope(auth);
      const removedBlobKeys = await db.transaction(async (tx) => {
        const caseId = await findCompanyEventCaseId(tx, auth.companyId, eventId);
        const target = caseId === undefined ? undefined : await lockVisibleCase(tx, auth, caseId);
        const event = target && (await lockCaseEvent(tx, target.id, eventId));
        if (!target || !event) throw new AppError('event.not-found', 404, EVENT_NOT_FOUND);
        const now = clock();
        const refusal = deleteRefusal(event, now);
        if (refusal) throw new AppError('letter.not-deletable', 409, refusal);

        const blobKeys = await removeCaseEvent(tx, { caseId: target.id, eventId, at: now });
        await changes.record(tx, {
          kind: 'letter.deleted',
          caseId: target.id,
          eventId,
          subject: event.subject,
          sentAt: event.createdAt,
          sentByMembershipId: event.createdByMembershipId,
          documents: blobKeys.length,
          companyId: auth.companyId,
          actor: { personId: auth.personId },
          at: now,
        });
        return blobKeys;
      });
      await removeUnusedBlobs(removedBlobKeys);
    },
  };
}

export type LetterService = ReturnType<typeof createLetterService>;
