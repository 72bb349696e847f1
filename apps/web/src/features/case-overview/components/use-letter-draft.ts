import type { AnswerDoc } from '@foretaksportalen/shared/contract/answer';
import type { DraftFile, LetterDraft as SavedDraft } from '@foretaksportalen/shared/contract/letter-draft';
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
  /** Opens the form empty, or on the case's saved draft ('Fortsett på utkastet'). */
  start: (saved?: SavedDraft) => void;
  form: UseFormReturn<LetterFields>;
  uploads: UploadQueue;
  /** The saved draft's version the form was opened on or last saved as; null before the first save. */
  version: number | null;
  /** The saved draft's files the clerk keeps. */
  keptFiles: readonly DraftFile[];
  removeKeptFile: (id: string) => void;
  /** The answer written in the editor ('Skriv tilsvar'); null for none. */
  answer: AnswerDoc | null;
  setAnswer: (answer: AnswerDoc | null) => void;
  /** After 'Lagre utkast': the form goes on from the draft as saved, its new files taken into it. */
  saved: (draft: SavedDraft) => void;
  /** Empties and closes the form; `sent` keeps the uploaded files (a letter or draft has them), else deletes them. */
  finish: (sent: boolean) => void;
}

/**
 * The letter being written (spec 2 §2 send letter form; issue 46: on the case's saved draft, with an answer), kept
 * by the events card so that it survives a look at the documents tab. Leaving the page while it has unsaved text,
 * an answer or files asks first, and deletes the uploaded files on leaving.
 */
export function useLetterDraft(): LetterDraft {
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState<number | null>(null);
  const [keptFiles, setKeptFiles] = useState<readonly DraftFile[]>([]);
  const [answer, setAnswerState] = useState<AnswerDoc | null>(null);
  const [otherChanges, setOtherChanges] = useState(false);
  const form = useForm<LetterFields>({ defaultValues: EMPTY_LETTER });
  const uploads = useDocumentUploads();
  const unsaved = form.formState.isDirty || uploads.items.length > 0 || otherChanges;
  useLeavePageGuard(open && unsaved, { onLeave: uploads.discardAll });

  const goOnFrom = (draft: SavedDraft) => {
    form.reset({ Subject: draft.Subject ?? '', Content: draft.Content ?? '' });
    setVersion(draft.Version);
    setKeptFiles(draft.Files);
    setAnswerState(draft.Answer);
    setOtherChanges(false);
  };

  return {
    open,
    start: (saved) => {
      if (saved) goOnFrom(saved);
      setOpen(true);
    },
    form,
    uploads,
    version,
    keptFiles,
    removeKeptFile: (id) => {
      setKeptFiles((files) => files.filter((file) => file.Id !== id));
      setOtherChanges(true);
    },
    answer,
    setAnswer: (next) => {
      setAnswerState(next);
      setOtherChanges(true);
    },
    saved: (draft) => {
      uploads.clear();
      goOnFrom(draft);
    },
    finish: (sent) => {
      if (sent) uploads.clear();
      else uploads.discardAll();
      form.reset(EMPTY_LETTER);
      setVersion(null);
      setKeptFiles([]);
      setAnswerState(null);
      setOtherChanges(false);
      setOpen(false);
    },
  };
}
