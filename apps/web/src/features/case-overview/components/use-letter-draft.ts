import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useLeavePageGuard } from '../../../components/leave-page-guard.ts';
import type { UploadQueue } from '../../../components/use-upload-queue.ts';
import { useDocumentUploads } from '../../documents/index.ts';

/** What the clerk types in the letter form; empty text is sent as null. */
export interface LetterFields {
  Subject: string;
  Content: string;
}

const EMPTY_LETTER: LetterFields = { Subject: '', Content: '' };

export interface LetterDraft {
  /** The form shows in place of 'Send brev'. */
  open: boolean;
  start: () => void;
  form: UseFormReturn<LetterFields>;
  uploads: UploadQueue;
  /** Empties and closes the form; `sent` keeps the uploaded files (the letter has them), otherwise they are deleted. */
  finish: (sent: boolean) => void;
}

/**
 * The letter being written (spec 2 §2 send letter form), kept by the events card so that it survives a look at
 * the documents tab. Leaving the page while it has text or files asks first, and deletes the files on leaving.
 */
export function useLetterDraft(): LetterDraft {
  const [open, setOpen] = useState(false);
  const form = useForm<LetterFields>({ defaultValues: EMPTY_LETTER });
  const uploads = useDocumentUploads();
  useLeavePageGuard(open && (form.formState.isDirty || uploads.items.length > 0), {
    onLeave: uploads.discardAll,
  });

  return {
    open,
    start: () => setOpen(true),
    form,
    uploads,
    finish: (sent) => {
      if (sent) uploads.clear();
      else uploads.discardAll();
      form.reset(EMPTY_LETTER);
      setOpen(false);
    },
  };
}
