import type { CaseDraft } from '@foretaksportalen/shared/contract/letter-draft';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { usePreviewAnswer } from '../api/preview-answer.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { DraftPanel } from './draft-panel.tsx';
import { SendLetterForm } from './send-letter-form.tsx';
import type { LetterDraft } from './use-letter-draft.ts';

/**
 * 'Send brev', which replaces itself with the letter form (spec 2 §2); where the case has a saved draft (issue 46),
 * the draft in its place, to go on with, or to approve or send back while it waits for approval. The focus follows
 * the clerk: into the subject when the form opens; when it closes, or the draft is approved or sent back, to what
 * then stands in its place ('Send brev' or the draft); coming back to the tab moves nothing.
 */
export function SendLetter({
  draft,
  caseUid,
  caseDraft,
}: {
  draft: LetterDraft;
  caseUid: string;
  caseDraft: CaseDraft | undefined;
}) {
  const slotRef = useRef<HTMLButtonElement>(null);
  const focusRequested = useRef(false);
  const preview = usePreviewAnswer();
  const { open, form } = draft;
  const saved = caseDraft?.Draft ?? null;
  const savedVersion = saved?.Version ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a draft approved (gone) or sent back (a new version) is what a decision waits for
  useEffect(() => {
    if (!focusRequested.current) return;
    focusRequested.current = false;
    if (open) form.setFocus('Subject');
    else slotRef.current?.focus();
  }, [open, form, savedVersion]);

  if (open) {
    return (
      <SendLetterForm
        draft={draft}
        caseUid={caseUid}
        needsApproval={caseDraft?.NeedsApproval ?? false}
        onFinished={(sent) => {
          focusRequested.current = true;
          draft.finish(sent);
        }}
      />
    );
  }
  if (saved) {
    const answer = saved.Answer;
    return (
      <DraftPanel
        caseUid={caseUid}
        draft={saved}
        onContinue={() => {
          focusRequested.current = true;
          draft.start(saved);
        }}
        onPreview={answer ? () => preview({ caseUid, answer }) : undefined}
        onDecided={() => {
          focusRequested.current = true;
        }}
        panelRef={slotRef}
      />
    );
  }
  return (
    <Button
      ref={slotRef}
      variant="contained"
      startIcon={<SendIcon />}
      onClick={() => {
        focusRequested.current = true;
        draft.start();
      }}
      sx={{ alignSelf: 'flex-start' }}
    >
      {CASE_OVERVIEW_TEXTS.sendLetter}
    </Button>
  );
}
