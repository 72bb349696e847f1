import { LETTER_EMPTY, letterSchema } from '@foretaksportalen/shared/contract/letter';
import { LETTER_MESSAGE_MAX_LENGTH, LETTER_SUBJECT_MAX_LENGTH } from '@foretaksportalen/shared/limits';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useProductName } from '../../../lib/branding.ts';
import { useConfig } from '../../../lib/portal-config.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { DocumentUploads } from '../../documents/index.ts';
import { useSendLetter } from '../api/send-letter.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import type { LetterDraft } from './use-letter-draft.ts';

interface SendLetterFormProps {
  draft: LetterDraft;
  caseUid: string;
  /** The letter was sent, or the clerk cancelled it. */
  onFinished: (sent: boolean) => void;
}

const fieldError = ({ error }: { error?: { message?: string } }) => error?.message;

/**
 * The send letter form (spec 2 §2, §4, §5): subject, a short message with its counter, and attachments. It needs a
 * message or a file, otherwise the info notice; the letter's rules are the contract's, as the server checks them.
 */
export function SendLetterForm({ draft, caseUid, onFinished }: SendLetterFormProps) {
  const headingId = useId();
  const productName = useProductName();
  const membershipId = useConfig().LoginClerk.Id;
  const sendLetter = useSendLetter();
  const { control, handleSubmit, setError } = draft.form;
  const content = useWatch({ control, name: 'Content' });

  const send = handleSubmit(async ({ Subject, Content }) => {
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
  });

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
        <DocumentUploads uploads={draft.uploads} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={draft.uploads.busy}>
            {CASE_OVERVIEW_TEXTS.send}
          </Button>
          <Button onClick={() => onFinished(false)}>{CASE_OVERVIEW_TEXTS.cancel}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
