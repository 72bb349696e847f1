import { isBlankAnswer } from '@foretaksportalen/shared/contract/answer';
import { LETTER_EMPTY, letterSchema } from '@foretaksportalen/shared/contract/letter';
import { draftInputSchema } from '@foretaksportalen/shared/contract/letter-draft';
import { formatBytes } from '@foretaksportalen/shared/format-bytes';
import { LETTER_MESSAGE_MAX_LENGTH, LETTER_SUBJECT_MAX_LENGTH } from '@foretaksportalen/shared/limits';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { confirm } from '../../../components/confirm-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useProductName } from '../../../lib/branding.ts';
import { useConfig } from '../../../lib/portal-config.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { DocumentUploads } from '../../documents/index.ts';
import { useDiscardDraft } from '../api/discard-draft.ts';
import { usePreviewAnswer } from '../api/preview-answer.ts';
import { showDraftSaved, useSaveDraft } from '../api/save-draft.ts';
import { useSendDraft } from '../api/send-draft.ts';
import { useSendLetter } from '../api/send-letter.ts';
import { useSubmitDraft } from '../api/submit-draft.ts';
import { CASE_OVERVIEW_TEXTS, CONFIRM_DISCARD_DRAFT, DRAFT_TEXTS } from '../texts.ts';
import { AnswerSection } from './answer-section.tsx';
import type { LetterDraft, LetterFields } from './use-letter-draft.ts';

interface SendLetterFormProps {
  draft: LetterDraft;
  caseUid: string;
  /** The company wants letters approved: the form sends for approval instead of sending (issue 46). */
  needsApproval: boolean;
  /** The letter was sent (or sent for approval, or the draft thrown away), or the clerk cancelled it. */
  onFinished: (sent: boolean) => void;
}

const fieldError = ({ error }: { error?: { message?: string } }) => error?.message;

/**
 * The send letter form (spec 2 §2, §4, §5): subject, a short message with its counter, and attachments; it needs a
 * message or a file, otherwise the info notice. Beyond the specification (issue 46): the answer written in the
 * portal ('Skriv tilsvar'), 'Lagre utkast' on the case, 'Forhåndsvis', and 'Send til godkjenning' where the
 * company wants letters approved. A plain letter goes through the specification's call; one with an answer or a
 * saved draft is saved as the case's draft and sent from it.
 */
export function SendLetterForm({ draft, caseUid, needsApproval, onFinished }: SendLetterFormProps) {
  const headingId = useId();
  const productName = useProductName();
  const membershipId = useConfig().LoginClerk.Id;
  const sendLetter = useSendLetter();
  const saveDraft = useSaveDraft();
  const sendDraft = useSendDraft();
  const submitDraft = useSubmitDraft();
  const discardDraft = useDiscardDraft();
  const preview = usePreviewAnswer();
  const { control, handleSubmit, setError, setValue, getValues } = draft.form;
  const content = useWatch({ control, name: 'Content' });
  const answer = draft.answer && !isBlankAnswer(draft.answer) ? draft.answer : null;
  const fromDraft = needsApproval || draft.version !== null || answer !== null;

  /** The draft as saved, or null when a field is refused (its message put on the field). */
  const draftInput = ({ Subject, Content }: LetterFields) => {
    const checked = draftInputSchema.safeParse({
      Version: draft.version,
      Subject,
      Content,
      Answer: draft.answer,
      KeepFiles: draft.keptFiles.map((file) => file.Id),
      Files: draft.uploads.uploaded,
    });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const [field] = issue.path;
      if (field === 'Subject' || field === 'Content') setError(field, { message: issue.message });
      else snackbar.show({ message: issue.message, type: 'error' });
    }
    return null;
  };

  const save = async (values: LetterFields) => {
    const input = draftInput(values);
    if (!input) return null;
    try {
      const saved = await saveDraft.mutateAsync({ caseUid, draft: input });
      if (saved.Draft) draft.saved(saved.Draft);
      return saved.Draft;
    } catch {
      return null;
    }
  };

  const sendPlain = async ({ Subject, Content }: LetterFields) => {
    const checked = letterSchema.safeParse({
      CaseUid: caseUid,
      ClerkId: membershipId,
      Subject,
      Content,
      Files: draft.uploads.uploaded,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [field] = issue.path;
        if (issue.message === LETTER_EMPTY) snackbar.show({ message: LETTER_EMPTY, type: 'info' });
        else if (field === 'Subject' || field === 'Content') setError(field, { message: issue.message });
      }
      return;
    }
    try {
      await sendLetter.mutateAsync(checked.data);
    } catch {
      return;
    }
    onFinished(true);
  };

  const sendFromDraft = async (values: LetterFields) => {
    const noFiles = draft.keptFiles.length === 0 && draft.uploads.uploaded.length === 0;
    if (values.Content.trim() === '' && answer === null && noFiles) {
      snackbar.show({ message: LETTER_EMPTY, type: 'info' });
      return;
    }
    const saved = await save(values);
    if (!saved) return;
    const step = needsApproval ? submitDraft : sendDraft;
    try {
      await step.mutateAsync({ caseUid, Version: saved.Version });
    } catch {
      return;
    }
    onFinished(true);
  };

  const send = handleSubmit((values) => (fromDraft ? sendFromDraft(values) : sendPlain(values)));

  const saveOnly = handleSubmit(async (values) => {
    if (await save(values)) showDraftSaved();
  });

  const discard = async () => {
    if (draft.version === null || !(await confirm(CONFIRM_DISCARD_DRAFT))) return;
    try {
      await discardDraft.mutateAsync({ caseUid, Version: draft.version });
    } catch {
      return;
    }
    onFinished(false);
  };

  const busy = draft.uploads.busy;

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby={headingId}
      onSubmit={send}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack sx={{ gap: 2 }}>
        <Typography id={headingId} component="h3" variant="h6">
          {CASE_OVERVIEW_TEXTS.sendLetter}
        </Typography>
        <FormTextField
          control={control}
          name="Subject"
          label={CASE_OVERVIEW_TEXTS.subject}
          errorText={fieldError}
          slotProps={{ htmlInput: { maxLength: LETTER_SUBJECT_MAX_LENGTH } }}
        />
        <FormTextField
          control={control}
          name="Content"
          label={CASE_OVERVIEW_TEXTS.message(productName)}
          errorText={fieldError}
          multiline
          minRows={4}
          hint={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{CASE_OVERVIEW_TEXTS.messageHint(LETTER_MESSAGE_MAX_LENGTH)}</span>
              <span>{CASE_OVERVIEW_TEXTS.messageCount(content.length, LETTER_MESSAGE_MAX_LENGTH)}</span>
            </Box>
          }
          slotProps={{ htmlInput: { maxLength: LETTER_MESSAGE_MAX_LENGTH } }}
        />
        <AnswerSection
          caseUid={caseUid}
          answer={draft.answer}
          onChange={draft.setAnswer}
          onSubject={(subject) => {
            if (getValues('Subject').trim() === '') setValue('Subject', subject, { shouldDirty: true });
          }}
        />
        {draft.keptFiles.length > 0 ? (
          <Box>
            <Typography component="h4" variant="subtitle2">
              {DRAFT_TEXTS.draftFiles}
            </Typography>
            <List dense>
              {draft.keptFiles.map((file) => (
                <ListItem
                  key={file.Id}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={DRAFT_TEXTS.removeFile(file.FileName)}
                      onClick={() => draft.removeKeptFile(file.Id)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={file.FileName} secondary={formatBytes(file.FileSize)} />
                </ListItem>
              ))}
            </List>
          </Box>
        ) : null}
        <DocumentUploads uploads={draft.uploads} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {needsApproval ? DRAFT_TEXTS.submit : CASE_OVERVIEW_TEXTS.send}
          </Button>
          <Button variant="outlined" onClick={saveOnly} disabled={busy}>
            {DRAFT_TEXTS.saveDraft}
          </Button>
          {answer ? (
            <Button onClick={() => preview({ caseUid, answer })}>{DRAFT_TEXTS.preview}</Button>
          ) : null}
          <Button onClick={() => onFinished(false)}>{CASE_OVERVIEW_TEXTS.cancel}</Button>
          {draft.version !== null ? (
            <Button color="error" onClick={discard} sx={{ ml: { sm: 'auto' } }}>
              {DRAFT_TEXTS.discard}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
