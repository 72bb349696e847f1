import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { useLetterTemplates } from '../api/get-letter-templates.ts';
import { LetterTemplateForm } from '../components/letter-template-form.tsx';
import { LETTER_TEMPLATE_TEXTS } from '../texts.ts';

/**
 * /settings/templates/new and /settings/templates/{id} (level 5; issue 46): a new letter template, or one of the
 * company's to change, read from the company's list.
 */
export function LetterTemplatePage() {
  const { templateId } = useParams();
  const templates = useLetterTemplates();
  const editing = templateId !== undefined;
  useBlockingSpinnerWhile(editing && templates.isPending, LETTER_TEMPLATE_TEXTS.loading);

  const back = (
    <Button
      component={RouterLink}
      to={paths.letterTemplates.getHref()}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {LETTER_TEMPLATE_TEXTS.backToTemplates}
    </Button>
  );
  if (!editing) {
    return (
      <Stack sx={{ gap: 2 }}>
        {back}
        <LetterTemplateForm />
      </Stack>
    );
  }
  if (templates.isError) {
    return (
      <Stack sx={{ gap: 2 }}>
        {back}
        <RetryAlert
          message={LETTER_TEMPLATE_TEXTS.failed}
          retry={LETTER_TEMPLATE_TEXTS.retry}
          onRetry={() => void templates.refetch()}
        />
      </Stack>
    );
  }
  if (!templates.data) return null;
  const template = templates.data.find((candidate) => candidate.Id === templateId);
  return (
    <Stack sx={{ gap: 2 }}>
      {back}
      {template ? (
        <LetterTemplateForm key={template.Id} template={template} />
      ) : (
        <>
          <Typography component="h1" variant="h4">
            {LETTER_TEMPLATE_TEXTS.editTitle}
          </Typography>
          <Alert severity="warning">{LETTER_TEMPLATE_TEXTS.notFound}</Alert>
        </>
      )}
    </Stack>
  );
}
