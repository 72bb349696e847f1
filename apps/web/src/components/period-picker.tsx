import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { type AskedPeriod, isCustomPeriod } from './chosen-period.ts';
import type { PeriodDatesProps } from './period-dates.tsx';

// The date pickers (with dayjs) load only when dates of one's own are chosen, as the case list's due date filter
// loads them: in the chunk they share, so that no page's first load grows by them.
const PeriodDates = lazy(async () => ({ default: (await import('./period-dates.tsx')).PeriodDates }));

interface PeriodPickerProps<Named extends string> {
  asked: AskedPeriod<Named>;
  /** The names to choose from and 'custom', each with its label. */
  choices: readonly (Named | 'custom')[];
  labels: Record<Named | 'custom', string>;
  texts: { period: string; from: string; to: string };
  onChoose: (choice: Named | 'custom') => void;
  onDates: PeriodDatesProps['onChange'];
}

/** 'Periode': a period by name, or 'Velg datoer' with a date picker for each end. */
export function PeriodPicker<Named extends string>({
  asked,
  choices,
  labels,
  texts,
  onChoose,
  onDates,
}: PeriodPickerProps<Named>) {
  // What stands in the pickers' place while they load: the same fields, disabled.
  const loading = (
    <>
      <TextField label={texts.from} size="small" disabled sx={{ width: 180 }} />
      <TextField label={texts.to} size="small" disabled sx={{ width: 180 }} />
    </>
  );
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={texts.period}
        value={asked.choice}
        onChange={(event) => onChoose(event.target.value as Named | 'custom')}
        sx={{ minWidth: 200 }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {labels[choice]}
          </MenuItem>
        ))}
      </TextField>
      {isCustomPeriod(asked) ? (
        <Suspense fallback={loading}>
          <PeriodDates from={asked.from} to={asked.to} onChange={onDates} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
