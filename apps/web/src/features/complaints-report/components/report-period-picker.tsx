import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { PeriodDatesProps } from '../../../components/period-dates.tsx';
import { type AskedReportPeriod, REPORT_PERIOD_CHOICES, type ReportPeriodChoice } from '../period.ts';
import { REPORT_NAMES, REPORT_PAGE_TEXTS, REPORT_PERIOD_LABELS } from '../texts.ts';

// The date pickers load only when dates of one's own are chosen, in the chunk the statistics share.
const PeriodDates = lazy(async () => ({
  default: (await import('../../../components/period-dates.tsx')).PeriodDates,
}));

function DatesLoading() {
  return (
    <>
      <TextField label={REPORT_NAMES.from} size="small" disabled sx={{ width: 180 }} />
      <TextField label={REPORT_NAMES.to} size="small" disabled sx={{ width: 180 }} />
    </>
  );
}

interface ReportPeriodPickerProps {
  asked: AskedReportPeriod;
  onChoose: (choice: ReportPeriodChoice) => void;
  onDates: PeriodDatesProps['onChange'];
}

/** 'Periode': a half-year or year by name, or 'Velg datoer' with a date picker for each end. */
export function ReportPeriodPicker({ asked, onChoose, onDates }: ReportPeriodPickerProps) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={REPORT_PAGE_TEXTS.period}
        value={asked.choice}
        onChange={(event) => onChoose(event.target.value as ReportPeriodChoice)}
        sx={{ minWidth: 200 }}
      >
        {REPORT_PERIOD_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {REPORT_PERIOD_LABELS[choice]}
          </MenuItem>
        ))}
      </TextField>
      {asked.choice === 'custom' ? (
        <Suspense fallback={<DatesLoading />}>
          <PeriodDates from={asked.from} to={asked.to} onChange={onDates} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
