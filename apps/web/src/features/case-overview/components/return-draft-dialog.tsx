import { draftReturnSchema, RETURN_COMMENT_REQUIRED } from '@foretaksportalen/shared/contract/letter-draft';
import { RETURN_COMMENT_MAX_LENGTH } from '@foretaksportalen/shared/limits';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { CASE_OVERVIEW_TEXTS, DRAFT_TEXTS } from '../texts.ts';

interface ReturnDraftDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends it back with the comment; resolves once done (or refused, which keeps the dialog open). */
  onReturn: (comment: string) => Promise<boolean>;
}

/** 'Send tilbake': why the letter goes back to its author, which the author then sees on the draft. */
export function ReturnDraftDialog({ open, onClose, onReturn }: ReturnDraftDialogProps) {
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={DRAFT_TEXTS.returnToAuthor}
      label={DRAFT_TEXTS.returnComment}
      cancelLabel={CASE_OVERVIEW_TEXTS.cancel}
      schema={draftReturnSchema.shape.Comment}
      requiredMessage={RETURN_COMMENT_REQUIRED}
      maxLength={RETURN_COMMENT_MAX_LENGTH}
      count={CASE_OVERVIEW_TEXTS.messageCount}
      onSubmit={onReturn}
    />
  );
}
