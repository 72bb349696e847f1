import type { AnswerDoc } from '@foretaksportalen/shared/contract/answer';
import type { LetterDraft } from '@foretaksportalen/shared/contract/letter-draft';
import { displayName } from '../clerk/index.ts';
import type { DraftFileRow, DraftWithNames } from './letter-draft.repository.ts';

/** Who did something to the draft; a membership since removed shows as '(slettet bruker)'. */
const GONE = '(slettet bruker)';
const clerkRef = (id: string | null, name: { firstName: string; lastName: string } | null) => ({
  Id: name ? id : null,
  DisplayName: name ? displayName(name.firstName, name.lastName) : GONE,
});

/** The draft as the case shows it to the viewer, with whether they may approve or return it now. */
export function toLetterDraft(
  { draft, createdBy, updatedBy, submittedBy, returnedBy }: DraftWithNames,
  files: readonly DraftFileRow[],
  canApprove: boolean,
): LetterDraft {
  return {
    Version: draft.version,
    Subject: draft.subject,
    Content: draft.content,
    Answer: draft.answer as AnswerDoc | null,
    Files: files.map((file) => ({
      Id: file.id,
      FileName: file.fileName,
      FileSize: file.fileSize,
      MimeType: file.mimeType,
    })),
    CreatedBy: clerkRef(draft.createdByMembershipId, createdBy),
    UpdatedBy: clerkRef(draft.updatedByMembershipId, updatedBy),
    Updated: draft.updatedAt.toISOString(),
    Status: draft.status === 'awaiting-approval' ? 'AwaitingApproval' : 'Draft',
    Submitted:
      draft.status === 'awaiting-approval' && draft.submittedAt
        ? { By: clerkRef(draft.submittedByMembershipId, submittedBy), At: draft.submittedAt.toISOString() }
        : null,
    Returned:
      draft.returnedAt && draft.returnComment !== null
        ? {
            By: clerkRef(draft.returnedByMembershipId, returnedBy),
            At: draft.returnedAt.toISOString(),
            Comment: draft.returnComment,
          }
        : null,
    CanApprove: canApprove,
  };
}
