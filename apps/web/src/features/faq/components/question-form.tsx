import {
  type FaqQuestion,
  faqQuestionSchema,
  QUESTION_MAX_LENGTH,
} from '@foretaksportalen/shared/contract/faq';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useConfig } from '../../../lib/portal-config.ts';
import { useSendQuestion } from '../api/send-question.ts';
import { FAQ_TEXTS } from '../texts.ts';

/** The first of the clerk's comma-separated addresses, which is where an answer goes. */
export const firstAddress = (email: string | null) =>
  email
    ?.split(',')
    .map((address) => address.trim())
    .find(Boolean) ?? '';

/**
 * 'Send oss spørsmål' (spec 2 §2, §5): name and e-mail are the logged-in clerk's and cannot be changed (the server
 * takes them from the session); the message is required, and nothing is sent while it is missing.
 */
export function QuestionForm() {
  const headingId = useId();
  const { DisplayName, Email } = useConfig().LoginClerk;
  const sendQuestion = useSendQuestion();
  const { control, handleSubmit, reset } = useForm<FaqQuestion>({
    resolver: zodResolver(faqQuestionSchema),
    defaultValues: { message: '' },
  });

  const onSubmit = handleSubmit(async (question) => {
    try {
      await sendQuestion.mutateAsync(question);
    } catch {
      return;
    }
    // An empty, untouched message: no error shows until the next question is tried.
    reset({ message: '' });
  });

  return (
    <Paper
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack sx={{ gap: 2 }}>
        <Typography id={headingId} component="h2" variant="h5">
          {FAQ_TEXTS.questionHeading}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField label={FAQ_TEXTS.name} value={DisplayName} disabled />
          <TextField label={FAQ_TEXTS.email} value={firstAddress(Email)} disabled />
        </Box>
        <FormTextField
          control={control}
          name="message"
          errorText={(fieldState) => fieldState.error?.message}
          label={FAQ_TEXTS.message}
          required
          multiline
          minRows={4}
          slotProps={{ htmlInput: { maxLength: QUESTION_MAX_LENGTH } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={sendQuestion.isPending}>
            {FAQ_TEXTS.send}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
