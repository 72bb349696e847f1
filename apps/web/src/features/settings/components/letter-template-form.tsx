import { EMPTY_ANSWER } from '@foretaksportalen/shared/contract/answer';
import {
  type LetterTemplate,
  type LetterTemplateInput,
  letterTemplateInputSchema,
} from '@foretaksportalen/shared/contract/letter-template';
import { LETTER_SUBJECT_MAX_LENGTH, LETTER_TEMPLATE_NAME_MAX_LENGTH } from '@foretaksportalen/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AnswerEditor } from '../../../components/answer-editor/answer-editor.tsx';
import { FormCard } from '../../../components/form-card.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useLeavePageGuard } from '../../../components/leave-page-guard.ts';
import { shownOnceChanged } from '../../../components/shown-error.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { type LetterTemplatePayload, useCreateLetterTemplate } from '../api/create-letter-template.ts';
import { useUpdateLetterTemplate } from '../api/update-letter-template.ts';
import { LETTER_TEMPLATE_TEXTS } from '../texts.ts';

const toValues = (template: LetterTemplate | undefined): LetterTemplateInput => ({
  Name: template?.Name ?? '',
  Subject: template?.Subject ?? '',
  Body: template?.Body ?? EMPTY_ANSWER,
});

/**
 * A letter template's name, subject and text (issue 46), new or changed: saved, it goes back to the list. The
 * server's refusals go on their fields (a name the company has already, on Name).
 */
export function LetterTemplateForm({ template }: { template?: LetterTemplate }) {
  const navigate = useNavigate();
  const create = useCreateLetterTemplate();
  const update = useUpdateLetterTemplate();
  const [saved, setSaved] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitted, isSubmitting },
  } = useForm<LetterTemplateInput, unknown, LetterTemplatePayload>({
    resolver: zodResolver(letterTemplateInputSchema),
    defaultValues: toValues(template),
    mode: 'onChange',
  });
  useLeavePageGuard(isDirty && !saved);
  useBlockingSpinnerWhile(isSubmitting, LETTER_TEMPLATE_TEXTS.saving);
  // Back to the list once the form, saved, is pristine: the guard then lets it go.
  useEffect(() => {
    if (saved) navigate(paths.letterTemplates.getHref());
  }, [saved, navigate]);

  const shownError = shownOnceChanged(isSubmitted);

  /** The server's messages on the form's fields, keyed by path (Name, Body.content.0…); answers whether any. */
  const placeFieldErrors = (errors: Record<string, string[]>) => {
    let placed = false;
    for (const [path, [message]] of Object.entries(errors)) {
      const name = path.split('.')[0];
      if (!message || (name !== 'Name' && name !== 'Subject' && name !== 'Body')) continue;
      setError(name, { message });
      placed = true;
    }
    return placed;
  };

  const onSubmit = handleSubmit(async (payload) => {
    try {
      if (template) await update.mutateAsync({ id: template.Id, template: payload });
      else await create.mutateAsync(payload);
    } catch (error) {
      // A name the company has already (409) goes on the name, as a 400's field messages go on their fields.
      if (
        isApiError(error) &&
        error.status === 409 &&
        error.problem.errors &&
        placeFieldErrors(error.problem.errors)
      )
        return;
      showError(error, { logText: 'Malen ble ikke lagret', placeFieldErrors });
      return;
    }
    snackbar.show({ message: LETTER_TEMPLATE_TEXTS.saved, type: 'info' });
    reset(payload);
    setSaved(true);
  });

  return (
    <FormCard
      title={template ? LETTER_TEMPLATE_TEXTS.editTitle : LETTER_TEMPLATE_TEXTS.newTitle}
      headingLevel="h1"
      onSubmit={onSubmit}
      sx={{ maxWidth: 960 }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormTextField
          control={control}
          name="Name"
          errorText={shownError}
          label={LETTER_TEMPLATE_TEXTS.name}
          required
          slotProps={{ htmlInput: { maxLength: LETTER_TEMPLATE_NAME_MAX_LENGTH } }}
        />
        <FormTextField
          control={control}
          name="Subject"
          errorText={shownError}
          hint={LETTER_TEMPLATE_TEXTS.subjectHint}
          label={LETTER_TEMPLATE_TEXTS.subject}
          slotProps={{ htmlInput: { maxLength: LETTER_SUBJECT_MAX_LENGTH } }}
        />
      </Box>
      <Controller
        control={control}
        name="Body"
        render={({ field, fieldState }) => (
          <AnswerEditor
            label={LETTER_TEMPLATE_TEXTS.body}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={shownError(fieldState)}
            helperText={LETTER_TEMPLATE_TEXTS.bodyHint}
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {LETTER_TEMPLATE_TEXTS.save}
        </Button>
        <Button component={RouterLink} to={paths.letterTemplates.getHref()}>
          {LETTER_TEMPLATE_TEXTS.cancel}
        </Button>
      </Box>
    </FormCard>
  );
}
