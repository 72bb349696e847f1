import type { LetterDraft } from '@foretaksportalen/shared/contract/letter-draft';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Ref, useId, useState } from 'react';
import { formatDateTime } from '../../../components/format-date.ts';
import { useApproveDraft } from '../api/approve-draft.ts';
import { useReturnDraft } from '../api/return-draft.ts';
import { DRAFT_TEXTS } from '../texts.ts';
import { ReturnDraftDialog } from './return-draft-dialog.tsx';

interface DraftPanelProps {
  caseUid: string;
  draft: LetterDraft;
  /** Opens the draft in the letter form ('Fortsett på utkastet'); absent while it waits for approval. */
  onContinue: () => void;
  /** Shows the PDF of the draft's answer ('Forhåndsvis'); absent when it has none. */
  onPreview?: (() => void) | undefined;
  /** Called as the draft is approved or sent back: the panel changes, and the focus goes to what takes its place. */
  onDecided: () => void;
  /** The panel, which takes the focus when the letter form closes into it. */
  panelRef?: Ref<HTMLElement>;
}

/**
 * The case's draft where the letter form is not open (issue 46): who wrote it and when, why it was sent back, and
 * while it waits for approval, 'Godkjenn og send' and 'Send tilbake' for an approver who did not send it.
 */
export function DraftPanel({ caseUid, draft, onContinue, onPreview, onDecided, panelRef }: DraftPanelProps) {
  const headingId = useId();
  const [returning, setReturning] = useState(false);
  const approve = useApproveDraft();
  const sendBack = useReturnDraft();
  const waiting = draft.Status === 'AwaitingApproval';
  const summary = [
    draft.Subject ?? DRAFT_TEXTS.noSubject,
    ...(draft.Answer ? [DRAFT_TEXTS.withAnswer] : []),
    ...(draft.Files.length > 0 ? [DRAFT_TEXTS.files(draft.Files.length)] : []),
  ].join(' · ');

  return (
    <Paper
      ref={panelRef}
      component="section"
      tabIndex={-1}
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack sx={{ gap: 1.5 }}>
        <Typography id={headingId} component="h3" variant="h6">
          {waiting
            ? DRAFT_TEXTS.awaiting
            : DRAFT_TEXTS.draftBy(draft.UpdatedBy.DisplayName, formatDateTime(draft.Updated))}
        </Typography>
        {waiting && draft.Submitted ? (
          <Typography>
            {DRAFT_TEXTS.awaitingBy(draft.Submitted.By.DisplayName, formatDateTime(draft.Submitted.At))}
          </Typography>
        ) : null}
        <Typography color="text.secondary">{summary}</Typography>
        {draft.Returned ? (
          <Alert severity="warning">
            <strong>
              {DRAFT_TEXTS.returnedBy(draft.Returned.By.DisplayName, formatDateTime(draft.Returned.At))}:
            </strong>{' '}
            {draft.Returned.Comment}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {waiting ? null : (
            <Button variant="contained" onClick={onContinue}>
              {DRAFT_TEXTS.continueDraft}
            </Button>
          )}
          {onPreview ? <Button onClick={onPreview}>{DRAFT_TEXTS.preview}</Button> : null}
          {waiting && draft.CanApprove ? (
            <>
              <Button
                variant="contained"
                onClick={() => {
                  onDecided();
                  approve.mutate({ caseUid, Version: draft.Version });
                }}
                disabled={approve.isPending}
              >
                {DRAFT_TEXTS.approve}
              </Button>
              <Button variant="outlined" onClick={() => setReturning(true)}>
                {DRAFT_TEXTS.returnToAuthor}
              </Button>
            </>
          ) : null}
        </Stack>
      </Stack>
      <ReturnDraftDialog
        open={returning}
        onClose={() => setReturning(false)}
        onReturn={async (Comment) => {
          try {
            onDecided();
            await sendBack.mutateAsync({ caseUid, Version: draft.Version, Comment });
            return true;
          } catch {
            return false;
          }
        }}
      />
    </Paper>
  );
}
