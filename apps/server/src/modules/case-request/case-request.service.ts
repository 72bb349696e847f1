import {
  type caseRequestInputSchema,
  extensionRefusal,
  OBJECTION_LETTER_SUBJECT,
  type RequestKind,
} from '@foretaksportalen/shared/contract/case-request';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { osloDate } from '../../lib/oslo-date.ts';
import {
  addCaseRequest,
  type CaseRow,
  caseNotFound,
  lockVisibleCase,
  readCaseRequests,
  requestRefusal,
  requireCaseScope,
} from '../case/index.ts';
import type { CaseChanges } from '../case-change/index.ts';
import { documentOfUpload } from '../case-timeline/index.ts';
import { type LetterService, requireSender } from '../letter/index.ts';
import type { AuthContext } from '../session/index.ts';
import { lockAttachableUploads } from '../upload/index.ts';

type RequestInput = z.output<typeof caseRequestInputSchema>;

const invalidDate = (message: string) =>
  new AppError('request.invalid-date', 400, message, { errors: { DueDate: [message] } });

/** The new due date asked for, judged against the case's own and Oslo's today. */
function requireExtensionDate(currentDueDate: string, requested: string, now: Date) {
  const refusal = extensionRefusal(currentDueDate, requested, osloDate(now));
  if (refusal) throw invalidDate(refusal);
}

/**
 * The company's requests to the complaints body (issue 49): 'Be om utsatt frist' and 'Innsigelse mot behandling'.
 * Whoever sees the case and may send its letters sends them; the body reads each in its change feed and answers
 * through its API. An objection's reason and document go as a letter in the same transaction, which cannot be
 * taken back, so the body gets the document as it gets any letter.
 */
export function createCaseRequestService({
  letters,
  changes,
  clock,
}: {
  letters: Pick<LetterService, 'inLetterTransaction' | 'writeLetter'>;
  changes: CaseChanges;
  clock: () => Date;
}) {
  /** The objection's letter: its reason as the message, its document attached. */
  async function writeObjectionLetter(
    tx: Database,
    auth: AuthContext,
    target: CaseRow,
    input: Extract<RequestInput, { Kind: 'objection' }>,
    at: Date,
    stored: string[],
  ) {
    const uploads = await lockAttachableUploads(tx, auth, input.Files, 'Files');
    const sender = await requireSender(tx, auth);
    const letter = {
      subject: OBJECTION_LETTER_SUBJECT,
      content: input.Reason,
      pdfs: [],
      attachments: uploads.map(documentOfUpload),
      goesAtOnce: true,
    };
    return letters.writeLetter(tx, { target, sender, ...letter, at }, stored);
  }

  return {
    /** POST /api/case/{caseId}/requests. Answers the new request's id. */
    async send(auth: AuthContext, caseId: string, input: RequestInput): Promise<{ Id: string }> {
      requireCaseScope(auth);
      const kind: RequestKind = input.Kind;
      // The case's lock orders two clerks asking at once: the second finds the first's request waiting.
      return letters.inLetterTransaction(async (tx, stored) => {
        const target = await lockVisibleCase(tx, auth, caseId);
        if (!target) throw caseNotFound();
        const refusal = requestRefusal(target, await readCaseRequests(tx, caseId), kind);
        if (refusal) throw new AppError('request.not-possible', 409, refusal);
        const at = clock();
        let eventId: string | null = null;
        let requestedDueDate: string | null = null;
        if (input.Kind === 'deadline-extension') {
          if (target.dueDate !== null) requireExtensionDate(target.dueDate, input.DueDate, at);
          requestedDueDate = input.DueDate;
        } else {
          eventId = (await writeObjectionLetter(tx, auth, target, input, at, stored)).Gid;
        }
        const request = await addCaseRequest(tx, {
          caseId,
          companyId: target.companyId,
          kind,
          currentDueDate: target.dueDate,
          requestedDueDate,
          reason: input.Reason,
          eventId,
          requestedAt: at,
          requestedByMembershipId: auth.membershipId,
        });
        await changes.record(tx, {
          kind: 'request.sent',
          caseId,
          requestId: request.id,
          requestKind: kind,
          requestedDueDate,
          eventId,
          byMembershipId: auth.membershipId,
          companyId: target.companyId,
          actor: { personId: auth.personId },
          at,
        });
        return { Id: request.id };
      });
    },
  };
}

export type CaseRequestService = ReturnType<typeof createCaseRequestService>;
