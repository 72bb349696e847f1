import { DATE_DISPLAY_FORMAT } from '@foretaksportalen/shared/limits';
import dayjs from 'dayjs';

/** A wire date (ISO 8601 date or timestamp) as the product shows dates: dd.MM.yyyy in the browser's time zone. */
export const formatDate = (isoDate: string): string => dayjs(isoDate).format(DATE_DISPLAY_FORMAT);

/** A wire timestamp with its time of day, where events of one day must be told apart: dd.MM.yyyy HH:mm. */
export const formatDateTime = (isoDateTime: string): string =>
  dayjs(isoDateTime).format(`${DATE_DISPLAY_FORMAT} HH:mm`);
