import { DATE_DISPLAY_FORMAT } from '@foretaksportalen/shared/limits';
import { CALENDAR_FIRST_DAY, CALENDAR_LAST_DAY } from '@foretaksportalen/shared/validators/calendar-day';
import { DATE_FORMAT_INVALID } from '@foretaksportalen/shared/validators/messages';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DateLocalization } from './date-localization.tsx';

const ISO_DATE = 'YYYY-MM-DD';
const isoDateOf = (date: Dayjs | null) => (date?.isValid() ? date.format(ISO_DATE) : null);

interface DateFilterProps {
  label: string;
  /** The clear button's name, e.g. 'Tøm Forfall'. */
  clearLabel: string;
  /** yyyy-MM-dd, or null when not set. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A date filter ('Forfall' of the case list, the days of the audit log): a date picker (dd.mm.åååå) whose field
 * takes day, month and year section by section. The filter gets only whole dates; one that does not exist (31.02)
 * shows the format message once the user leaves the field.
 */
export function DateFilter({ label, clearLabel, value, onChange }: DateFilterProps) {
  const [shown, setShown] = useState<Dayjs | null>(() => (value ? dayjs(value) : null));
  const [shownFor, setShownFor] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const [focused, setFocused] = useState(false);
  // A filter changed elsewhere (emptied by header navigation) replaces what the field shows.
  if (value !== shownFor) {
    setShownFor(value);
    if (value !== isoDateOf(shown)) setShown(value ? dayjs(value) : null);
  }
  const showError = invalid && !focused;

  return (
    <DateLocalization>
      <DatePicker
        label={label}
        value={shown}
        format={DATE_DISPLAY_FORMAT}
        minDate={dayjs(CALENDAR_FIRST_DAY)}
        maxDate={dayjs(CALENDAR_LAST_DAY)}
        onChange={(next) => {
          setShown(next);
          onChange(isoDateOf(next));
        }}
        onError={(reason) => setInvalid(reason !== null)}
        localeText={{ fieldClearLabel: clearLabel }}
        slotProps={{
          field: { clearable: true },
          // MUI keeps its clear button out of the tab order; a filter row's clear buttons are all reachable.
          clearButton: { tabIndex: 0, 'aria-label': clearLabel },
          textField: {
            size: 'small',
            error: showError,
            helperText: showError ? DATE_FORMAT_INVALID : undefined,
            onFocus: () => setFocused(true),
            onBlur: () => setFocused(false),
          },
        }}
      />
    </DateLocalization>
  );
}
