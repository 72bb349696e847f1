/** Limits and timings of the specification, defined once for both sides. */
export const CODE_PART_LENGTH = 4;
export const CODE_PART_COUNT = 4;
export const PIN_LENGTH = 6;

export const IDLE_COUNTDOWN_SECONDS = 300;
export const KEEP_ALIVE_INTERVAL_SECONDS = 300;
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 1800;

export const MOBILE_BREAKPOINT_PX = 800;
export const SNACKBAR_DURATION_MS = 5000;
export const CONFIRM_DIALOG_WIDTH_PX = 500;

export const DEFAULT_MAX_UPLOAD_FILE_SIZE = 25 * 1024 * 1024;
export const DEFAULT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
];

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 200;
export const POSTAL_CODE_LENGTH = 4;
export const PHONE_NO_LENGTH = 8;
export const PHONE_OTHER_MAX_LENGTH = 20;

export const DEFAULT_COUNTRY_CODE = 'NO';
export const DATE_DISPLAY_FORMAT = 'DD.MM.YYYY';
