import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { PeriodDatesProps } from '../../../components/period-dates.tsx';
import { type AskedPeriod, PERIOD_CHOICES, type PeriodChoice } from '../period.ts';
import { PERIOD_LABELS, STATISTICS_PAGE_TEXTS } from '../texts.ts';

// The date pickers (with dayjs) load only when dates of one's own are chosen, as the case list's due date filter
// loads them: in the chunk the two share, so that neither page's first load grows by them.
const PeriodDates = lazy(async () => ({
  default: (await import('../../../components/period-dates.tsx')).PeriodDates,
}));

/** What stands in the pickers' place while they load: the same fields, disabled. */
function DatesLoading() {
  return (
    <>
      <TextField label={STATISTICS_PAGE_TEXTS.from} size="small" disabled sx={{ width: 180 }} />
      <TextField label={STATISTICS_PAGE_TEXTS.to} size="small" disabled sx={{ width: 180 }} />
    </>
  );
}

interface PeriodPickerProps {
  asked: AskedPeriod;
  onChoose: (choice: PeriodChoice) => void;
  onDates: PeriodDatesProps['onChange'];
}

/** 'Periode': a period by name, or 'Velg datoer' with a date picker for each end. */
export function PeriodPicker({ asked, onChoose, onDates }: PeriodPickerProps) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={STATISTICS_PAGE_TEXTS.period}
        value={asked.choice}
        onChange={(event) => onChoose(event.target.value as PeriodChoice)}
        sx={{ minWidth: 200 }}
      >
        {PERIOD_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {PERIOD_LABELS[choice]}
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
