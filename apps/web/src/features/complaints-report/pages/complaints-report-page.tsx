import type { ComplaintsReport } from '@foretaksportalen/shared/contract/complaints-report';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PeriodPicker } from '../../../components/period-picker.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { useExportComplaintsReport } from '../api/export-complaints-report.ts';
import { useComplaintsReport } from '../api/get-complaints-report.ts';
import { CategorySection } from '../components/category-section.tsx';
import { OverviewSection } from '../components/overview-section.tsx';
import { ThresholdsForm } from '../components/thresholds-form.tsx';
import { type ReportPeriodChoice, reportPeriods, todayInOslo } from '../period.ts';
import { REPORT_NAMES, REPORT_PAGE_TEXTS, REPORT_PERIOD_LABELS } from '../texts.ts';

function ReportSections({ report }: { report: ComplaintsReport }) {
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography color="text.secondary">
        {REPORT_PAGE_TEXTS.thresholdsNow(report.Thresholds.Short, report.Thresholds.Long)}
      </Typography>
      <OverviewSection report={report} />
      <CategorySection report={report} by="product" />
      <CategorySection report={report} by="cause" />
      {report.CanEditThresholds ? (
        <ThresholdsForm
          key={`${report.Thresholds.Short}-${report.Thresholds.Long}`}
          thresholds={report.Thresholds}
        />
      ) : null}
    </Stack>
  );
}

/** Why the report did not come: the server's own words for a period it cannot take (400), else a retry. */
function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 400) return <Alert severity="error">{error.problem.title}</Alert>;
  return <RetryAlert message={REPORT_PAGE_TEXTS.failed} retry={REPORT_PAGE_TEXTS.retry} onRetry={onRetry} />;
}

/**
 * /complaints-report (issue 49, levels 3 and 5): the complaints report of a period (the half-year of today unless
 * another is chosen, kept in the address), behind the spinner while it loads, and all of it to Excel.
 */
export function ComplaintsReportPage() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(todayInOslo);
  const asked = reportPeriods.read(params, today);
  const result = useComplaintsReport(asked.period);
  const { mutate: exportReport } = useExportComplaintsReport();
  useBlockingSpinnerWhile(
    (asked.period !== null && result.isPending) || result.isPlaceholderData,
    REPORT_PAGE_TEXTS.loading,
  );

  const choose = (choice: ReportPeriodChoice) =>
    setParams(
      reportPeriods.search(choice === 'custom' ? (asked.period ?? { from: today, to: today }) : { choice }),
      { replace: true },
    );

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack sx={{ gap: 1 }}>
        <Typography component="h1" variant="h4">
          {REPORT_PAGE_TEXTS.title}
        </Typography>
        <Typography>{REPORT_PAGE_TEXTS.intro}</Typography>
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <PeriodPicker
          asked={asked}
          choices={reportPeriods.choices}
          labels={REPORT_PERIOD_LABELS}
          texts={REPORT_NAMES}
          onChoose={choose}
          onDates={(dates) => setParams(reportPeriods.search(dates), { replace: true })}
        />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={asked.period === null}
          onClick={() => asked.period && exportReport(asked.period)}
          sx={{ ml: { md: 'auto' } }}
        >
          {REPORT_PAGE_TEXTS.export}
        </Button>
      </Stack>
      {asked.choice === 'custom' && asked.problem ? <Alert severity="warning">{asked.problem}</Alert> : null}
      {result.isError ? <LoadFailed error={result.error} onRetry={() => void result.refetch()} /> : null}
      {result.data ? <ReportSections report={result.data} /> : null}
    </Stack>
  );
}
