import { DATE_DISPLAY_FORMAT } from '@foretaksportalen/shared/limits';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DateLocalization } from '../../../components/date-localization.tsx';
import { type AskedPeriod, PERIOD_CHOICES, type PeriodChoice } from '../period.ts';
import { PERIOD_LABELS, STATISTICS_PAGE_TEXTS } from '../texts.ts';

const ISO_DATE = 'YYYY-MM-DD';

/** A date of the period, taken up only once it is a whole date; the field keeps what is being typed. */
function PeriodDate({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const [shown, setShown] = useState<Dayjs | null>(() => (value ? dayjs(value) : null));
  return (
    <DatePicker
      label={label}
      value={shown}
      format={DATE_DISPLAY_FORMAT}
      onChange={(next) => {
        setShown(next);
        if (next?.isValid()) onChange(next.format(ISO_DATE));
      }}
      slotProps={{ textField: { size: 'small', sx: { width: 180 } } }}
    />
  );
}

interface PeriodPickerProps {
  asked: AskedPeriod;
  onChoose: (choice: PeriodChoice) => void;
  onDates: (dates: { from: string; to: string }) => void;
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
        <DateLocalization>
          <PeriodDate
            label={STATISTICS_PAGE_TEXTS.from}
            value={asked.from}
            onChange={(from) => onDates({ from, to: asked.to })}
          />
          <PeriodDate
            label={STATISTICS_PAGE_TEXTS.to}
            value={asked.to}
            onChange={(to) => onDates({ from: asked.from, to })}
          />
        </DateLocalization>
      ) : null}
    </Stack>
  );
}
