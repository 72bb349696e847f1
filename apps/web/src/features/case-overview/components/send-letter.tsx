import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { SendLetterForm } from './send-letter-form.tsx';
import type { LetterDraft } from './use-letter-draft.ts';

/**
 * 'Send brev', which replaces itself with the letter form (spec 2 §2). The focus follows the clerk: into the
 * subject when the form opens, back to 'Send brev' when it closes; coming back to the tab moves nothing.
 */
export function SendLetter({ draft, caseUid }: { draft: LetterDraft; caseUid: string }) {
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const focusRequested = useRef(false);
  const { open, form } = draft;

  useEffect(() => {
    if (!focusRequested.current) return;
    focusRequested.current = false;
    if (open) form.setFocus('Subject');
    else openButtonRef.current?.focus();
  }, [open, form]);

  if (!open) {
    return (
      <Button
        ref={openButtonRef}
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
  return (
    <SendLetterForm
      draft={draft}
      caseUid={caseUid}
      onFinished={(sent) => {
        focusRequested.current = true;
        draft.finish(sent);
      }}
    />
  );
}
