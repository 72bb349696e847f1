import { DATE_DISPLAY_FORMAT } from '@foretaksportalen/shared/limits';
import { CALENDAR_FIRST_DAY, CALENDAR_LAST_DAY } from '@foretaksportalen/shared/validators/calendar-day';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DateLocalization } from './date-localization.tsx';

const ISO_DATE = 'YYYY-MM-DD';
const DATE_FIELD_WIDTH = 180;

/** The two fields' names. */
export const PERIOD_DATE_LABELS = { from: 'Fra', to: 'Til' } as const;

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
      minDate={dayjs(CALENDAR_FIRST_DAY)}
      maxDate={dayjs(CALENDAR_LAST_DAY)}
      onChange={(next) => {
        setShown(next);
        if (next?.isValid()) onChange(next.format(ISO_DATE));
      }}
      slotProps={{ textField: { size: 'small', sx: { width: DATE_FIELD_WIDTH } } }}
    />
  );
}

export interface PeriodDatesProps {
  from: string;
  to: string;
  onChange: (dates: { from: string; to: string }) => void;
}

/**
 * 'Fra' and 'Til' of a period of one's own (the statistics, the complaints report): date pickers (dd.mm.åååå),
 * loaded lazily by the pages, in the pickers' own chunk.
 */
export function PeriodDates({ from, to, onChange }: PeriodDatesProps) {
  return (
    <DateLocalization>
      <PeriodDate
        label={PERIOD_DATE_LABELS.from}
        value={from}
        onChange={(day) => onChange({ from: day, to })}
      />
      <PeriodDate label={PERIOD_DATE_LABELS.to} value={to} onChange={(day) => onChange({ from, to: day })} />
    </DateLocalization>
  );
}
