import { DATE_DISPLAY_FORMAT } from '@foretaksportalen/shared/limits';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { nbNO } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/nb';
import type { ReactNode } from 'react';

const pickerTexts = nbNO.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Norwegian date pickers with dd.MM.yyyy. Only the logged-in pages use pickers, so this wraps the authenticated
 * layout rather than the whole app and stays out of the login page's JavaScript.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="nb"
      localeText={pickerTexts}
      dateFormats={{ keyboardDate: DATE_DISPLAY_FORMAT }}
    >
      {children}
    </LocalizationProvider>
  );
}
