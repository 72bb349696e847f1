import type { LetterTemplate } from '@foretaksportalen/shared/contract/letter-template';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { confirm } from '../../../components/confirm-dialog.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { useDeleteLetterTemplate } from '../api/delete-letter-template.ts';
import { useLetterTemplates } from '../api/get-letter-templates.ts';
import { LetterTemplateList } from '../components/letter-template-list.tsx';
import { SettingsSubpageHeading } from '../components/settings-subpage-heading.tsx';
import { LETTER_TEMPLATE_TEXTS, removeTemplateDialog } from '../texts.ts';

/**
 * /settings/templates (level 5; issue 46): the company's letter templates, which the clerks write their answers
 * from: made, changed and deleted here.
 */
export function LetterTemplatesPage() {
  const templates = useLetterTemplates();
  const deleteTemplate = useDeleteLetterTemplate();
  const listTitleId = useId();
  useBlockingSpinnerWhile(templates.isPending, LETTER_TEMPLATE_TEXTS.loading);

  const remove = async (template: LetterTemplate) => {
    if (!(await confirm(removeTemplateDialog(template.Name)))) return;
    try {
      await deleteTemplate.mutateAsync(template.Id);
      snackbar.show({ message: LETTER_TEMPLATE_TEXTS.removed, type: 'info' });
    } catch (error) {
      showError(error, { logText: 'Malen ble ikke slettet' });
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsSubpageHeading title={LETTER_TEMPLATE_TEXTS.title} intro={LETTER_TEMPLATE_TEXTS.intro} />
      {templates.isError ? (
        <RetryAlert
          message={LETTER_TEMPLATE_TEXTS.failed}
          retry={LETTER_TEMPLATE_TEXTS.retry}
          onRetry={() => void templates.refetch()}
        />
      ) : null}
      {templates.data ? (
        <Paper
          component="section"
          aria-labelledby={listTitleId}
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 3 } }}
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}
          >
            <Typography id={listTitleId} component="h2" variant="h5">
              {LETTER_TEMPLATE_TEXTS.listTitle}
            </Typography>
            <Button
              component={RouterLink}
              to={paths.newLetterTemplate.getHref()}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {LETTER_TEMPLATE_TEXTS.newTemplate}
            </Button>
          </Stack>
          <LetterTemplateList
            templates={templates.data}
            labelledBy={listTitleId}
            busyId={deleteTemplate.isPending ? deleteTemplate.variables : null}
            onRemove={(template) => void remove(template)}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
