import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { SettingsSubpageHeading } from '../../settings/index.ts';
import { useRetentionDue } from '../api/get-retention-due.ts';
import { useRetentionSettings } from '../api/get-retention-settings.ts';
import { DueCases } from '../components/due-cases.tsx';
import { RetentionSettingsForm } from '../components/retention-settings-form.tsx';
import { RETENTION_SETTINGS_TEXTS } from '../texts.ts';

/**
 * /settings/retention (level 5; issue 48): 'Sletting av personopplysninger', the company's schedule for the personal
 * data of closed cases, the cases it deletes in the coming days, and under them the way to the deletion log.
 */
export function RetentionPage() {
  const settings = useRetentionSettings();
  const due = useRetentionDue();
  useBlockingSpinnerWhile(settings.isPending || due.isPending, RETENTION_SETTINGS_TEXTS.loading);

  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsSubpageHeading title={RETENTION_SETTINGS_TEXTS.title} intro={RETENTION_SETTINGS_TEXTS.intro} />
      {settings.isError ? (
        <RetryAlert
          message={RETENTION_SETTINGS_TEXTS.failed}
          retry={RETENTION_SETTINGS_TEXTS.retry}
          onRetry={() => void settings.refetch()}
        />
      ) : null}
      {settings.data ? <RetentionSettingsForm settings={settings.data} /> : null}
      {due.isError ? (
        <RetryAlert
          message={RETENTION_SETTINGS_TEXTS.dueFailed}
          retry={RETENTION_SETTINGS_TEXTS.retry}
          onRetry={() => void due.refetch()}
        />
      ) : null}
      {due.data ? <DueCases due={due.data} /> : null}
      <Box>
        <Button
          component={RouterLink}
          to={paths.deletionLog.getHref()}
          variant="outlined"
          startIcon={<HistoryIcon />}
          title={RETENTION_SETTINGS_TEXTS.openLogHint}
        >
          {RETENTION_SETTINGS_TEXTS.openLog}
        </Button>
      </Box>
    </Stack>
  );
}
