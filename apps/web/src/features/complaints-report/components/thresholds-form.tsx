import {
  REPORT_THRESHOLD_MAX,
  REPORT_THRESHOLD_MIN,
  type ReportThresholds,
  reportThresholdsSchema,
} from '@foretaksportalen/shared/contract/complaints-report';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormCard } from '../../../components/form-card.tsx';
import { shownOnceChanged } from '../../../components/shown-error.ts';
import { WholeNumberField } from '../../../components/whole-number-field.tsx';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { useChangeReportThresholds } from '../api/change-report-thresholds.ts';
import { REPORT_PAGE_TEXTS } from '../texts.ts';

/**
 * 'Grenser for saksbehandlingstid' (level 5): the company's two thresholds of the closed cases' buckets, in working
 * days; the report is counted anew once they are saved. The server's message on a field shows at it.
 */
export function ThresholdsForm({ thresholds }: { thresholds: ReportThresholds }) {
  const change = useChangeReportThresholds();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitted, isSubmitting },
  } = useForm<ReportThresholds>({
    resolver: zodResolver(reportThresholdsSchema),
    defaultValues: thresholds,
    mode: 'onChange',
  });
  useBlockingSpinnerWhile(isSubmitting, REPORT_PAGE_TEXTS.loading);
  const shownError = shownOnceChanged(isSubmitted);

  const placeFieldErrors = (errors: Record<string, string[]>) => {
    const fields = (['Short', 'Long'] as const).filter((field) => errors[field]?.[0]);
    for (const field of fields) setError(field, { message: errors[field]?.[0] ?? '' }, { shouldFocus: true });
    return fields.length > 0;
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(await change.mutateAsync(values));
      snackbar.show({ message: REPORT_PAGE_TEXTS.thresholdsSaved, type: 'info' });
    } catch (error) {
      showError(error, { logText: 'Grensene i klagerapporten ble ikke lagret', placeFieldErrors });
    }
  });

  return (
    <FormCard title={REPORT_PAGE_TEXTS.thresholdsTitle} onSubmit={onSubmit}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        {(['Short', 'Long'] as const).map((field) => (
          <WholeNumberField
            key={field}
            control={control}
            name={field}
            errorText={shownError}
            hint={REPORT_PAGE_TEXTS.thresholdsIntro}
            label={field === 'Short' ? REPORT_PAGE_TEXTS.shortThreshold : REPORT_PAGE_TEXTS.longThreshold}
            min={REPORT_THRESHOLD_MIN}
            max={REPORT_THRESHOLD_MAX}
            required
            sx={{ width: 220 }}
          />
        ))}
      </Stack>
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {REPORT_PAGE_TEXTS.saveThresholds}
        </Button>
      </Box>
    </FormCard>
  );
}
