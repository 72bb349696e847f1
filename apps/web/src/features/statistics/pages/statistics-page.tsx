import type { Statistics } from '@foretaksportalen/shared/contract/statistics';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../components/format-date.ts';
import { PeriodPicker } from '../../../components/period-picker.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { useExportStatistics } from '../api/export-statistics.ts';
import { useStatistics } from '../api/get-statistics.ts';
import { ClerksCard } from '../components/clerks-card.tsx';
import { DueCard } from '../components/due-card.tsx';
import { MonthlyCard } from '../components/monthly-card.tsx';
import { OpenOverTimeCard } from '../components/open-over-time-card.tsx';
import { ResponseTimeCard } from '../components/response-time-card.tsx';
import { UnreadAgeCard } from '../components/unread-age-card.tsx';
import { type PeriodChoice, statisticsPeriods, todayInBrowser } from '../period.ts';
import { PERIOD_LABELS, STATISTICS_PAGE_TEXTS } from '../texts.ts';

/** Every statistic of the period, two cards a row on a wide screen. */
function StatisticsCards({ statistics }: { statistics: Statistics }) {
  const today = STATISTICS_PAGE_TEXTS.today(formatDate(statistics.Today));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <DueCard due={statistics.Due} today={today} />
      <UnreadAgeCard ages={statistics.UnreadByAge} today={today} />
      <OpenOverTimeCard weeks={statistics.OpenOverTime} />
      <MonthlyCard months={statistics.Monthly} />
      <ClerksCard clerks={statistics.Clerks} today={today} />
      <ResponseTimeCard responseTimes={statistics.ResponseTimes} />
    </Box>
  );
}

/** Why the statistics did not come: the server's own words for a period it cannot take (400), else a retry. */
function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 400) return <Alert severity="error">{error.problem.title}</Alert>;
  return (
    <RetryAlert
      message={STATISTICS_PAGE_TEXTS.failed}
      retry={STATISTICS_PAGE_TEXTS.retry}
      onRetry={onRetry}
    />
  );
}

/**
 * /statistics (issue 24, levels 3 and 5): the company's figures for a period chosen by name or by two dates, kept
 * in the address, behind the spinner while they load, and all of them to Excel.
 */
export function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(todayInBrowser);
  const asked = statisticsPeriods.read(params, today);
  const result = useStatistics(asked.period);
  const { mutate: exportStatistics } = useExportStatistics();
  useBlockingSpinnerWhile(
    (asked.period !== null && result.isPending) || result.isPlaceholderData,
    STATISTICS_PAGE_TEXTS.loading,
  );

  const choose = (choice: PeriodChoice) =>
    setParams(
      statisticsPeriods.search(
        choice === 'custom' ? (asked.period ?? { from: today, to: today }) : { choice },
      ),
      {
        replace: true,
      },
    );

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack sx={{ gap: 1 }}>
        <Typography component="h1" variant="h4">
          {STATISTICS_PAGE_TEXTS.title}
        </Typography>
        <Typography>{STATISTICS_PAGE_TEXTS.intro}</Typography>
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <PeriodPicker
          asked={asked}
          choices={statisticsPeriods.choices}
          labels={PERIOD_LABELS}
          texts={STATISTICS_PAGE_TEXTS}
          onChoose={choose}
          onDates={(dates) => setParams(statisticsPeriods.search(dates), { replace: true })}
        />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={asked.period === null}
          onClick={() => asked.period && exportStatistics(asked.period)}
          sx={{ ml: { md: 'auto' } }}
        >
          {STATISTICS_PAGE_TEXTS.export}
        </Button>
      </Stack>
      {asked.choice === 'custom' && asked.problem ? <Alert severity="warning">{asked.problem}</Alert> : null}
      {result.isError ? <LoadFailed error={result.error} onRetry={() => void result.refetch()} /> : null}
      {result.data ? <StatisticsCards statistics={result.data} /> : null}
    </Stack>
  );
}
