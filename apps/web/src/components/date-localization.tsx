import { DATE_DISPLAY_FORMAT } from '@foretaksportalen/shared/limits';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { nbNO } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/nb';
import type { ReactNode } from 'react';

const pickerTexts = nbNO.components.MuiLocalizationProvider.defaultProps.localeText;
// Constant, so that the pickers below are not told of a new format on every render of the filter row.
const dateFormats = { keyboardDate: DATE_DISPLAY_FORMAT };

/**
 * Norwegian date pickers with dd.MM.yyyy, around each picker rather than the app: the pickers (and dayjs with them)
 * are loaded lazily, and this comes with them.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="nb"
      localeText={pickerTexts}
      dateFormats={dateFormats}
    >
      {children}
    </LocalizationProvider>
  );
}
