/** Limits and timings of the specification, defined once for both sides. */
export const CODE_PART_LENGTH = 4;
export const CODE_PART_COUNT = 4;
export const PIN_LENGTH = 6;
/** The fifth wrong PIN locks an access key for good (architecture §5). */
export const MAX_WRONG_PINS = 5;

/** The window of every rate limit counted per minute (config.rateLimits.*PerMinute). */
export const RATE_LIMIT_WINDOW_MS = 60_000;

export const IDLE_COUNTDOWN_SECONDS = 300;
export const KEEP_ALIVE_INTERVAL_SECONDS = 300;
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 1800;

export const MOBILE_BREAKPOINT_PX = 800;
export const SNACKBAR_DURATION_MS = 5000;
export const CONFIRM_DIALOG_WIDTH_PX = 500;

export const DEFAULT_MAX_UPLOAD_FILE_SIZE = 25 * 1024 * 1024;
/** How many uploads no case or letter has taken yet one person may have, and their bytes together (issue 17). */
export const DEFAULT_UPLOAD_QUOTA_FILES = 50;
export const DEFAULT_UPLOAD_QUOTA_BYTES = 500 * 1024 * 1024;
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

/** Company details of a case (spec 2 §5, §9). */
export const CASE_REF_MAX_LENGTH = 30;
export const CASE_NOTE_MAX_LENGTH = 100;

/**
 * The company's reminder before a case's deadline (issue 20): how many working days before it, 0 for none. New
 * companies start at the default.
 */
export const NOTIFY_BEFORE_DUE_DAYS_MAX = 30;
export const NOTIFY_BEFORE_DUE_DAYS_DEFAULT = 3;

/** The incidents list (spec 2 §2, §9). */
/**
 * The most cases one bulk change (clerk, archive) takes: every case matching a filter, as the browser selected
 * them, fits one request (20,000 ids are about 800 KB of JSON, under the 1 MB body limit).
 */
export const MAX_BULK_CASES = 20_000;
export const CASE_LIST_PAGE_SIZE = 15;
export const CASE_LIST_PAGE_SIZE_OPTIONS = [5, 10, 15, 25, 50];
export const CASE_LIST_TRUNCATE_LENGTH = 8;
/** Text cells are truncated only when longer than this (and the truncate length is above 0). */
export const TRUNCATE_THRESHOLD = 11;
export const OVERVIEW_NOTE_TRUNCATE_LENGTH = 20;
export const HIDE_REF_NOTE_COLUMNS_MAX_WIDTH_PX = 1024;
export const HIDE_CLERK_ACTIONS_COLUMNS_MAX_WIDTH_PX = 820;
export const BULK_DIALOG_WIDTH_PX = 600;
export const SEQUENTIAL_DOWNLOAD_DELAY_MS = 200;
/** Documents answered as base64 in JSON are all in memory at once; more than this must go as a zip. */
export const MAX_JSON_DOCUMENTS_BYTES = 50 * 1024 * 1024;

/** The send-letter form (spec 2 §5, §9); the subject's limit is ours (the specification gives none). */
export const LETTER_MESSAGE_MAX_LENGTH = 500;
export const LETTER_SUBJECT_MAX_LENGTH = 200;
/** The red 'SLETT (mm:ss)' button counts down every second; the expand animation of document groups. */
export const DELETE_COUNTDOWN_TICK_MS = 1000;
export const EXPAND_ANIMATION_MS = 225;
export const LETTER_DELETE_WINDOW_MINUTES = 10;

/** Internal notes on a case (issue 46): their length, and how long their author may still edit or delete them. */
export const INTERNAL_NOTE_MAX_LENGTH = 4000;
export const INTERNAL_NOTE_MAX_MENTIONS = 50;
export const INTERNAL_NOTE_EDIT_MINUTES = 15;
/**
 * The answer written in the portal and the letter templates (issue 46): bounded, whatever the editor sends. The
 * counts are of the whole document: its text (merge fields as their tokens), its blocks (paragraphs, headings,
 * lists and their items), its inline parts (texts, line breaks, merge fields) and its merge fields, so that the
 * PDF of any accepted document is a few dozen pages at most (about 50 lines a page).
 */
export const ANSWER_MAX_TEXT_LENGTH = 20_000;
export const ANSWER_MAX_BLOCKS = 2_000;
export const ANSWER_MAX_INLINES = 5_000;
export const ANSWER_MAX_MERGE_FIELDS = 100;
export const ANSWER_MAX_LIST_DEPTH = 3;
export const LINK_MAX_LENGTH = 2_000;
export const LETTER_TEMPLATE_NAME_MAX_LENGTH = 100;
export const LETTER_TEMPLATES_MAX = 200;
/** Why an approver sends a letter back (issue 46). */
export const RETURN_COMMENT_MAX_LENGTH = 1_000;

/**
 * The live stream (issue 47): a heartbeat comment keeps proxies from closing it; changes missed in a break this
 * short are replayed after Last-Event-ID, a longer one makes the web refetch its lists once. A case page beats
 * its presence while open; a beat not renewed lapses, so someone who left is gone within 30 s.
 */
export const LIVE_HEARTBEAT_SECONDS = 25;
export const LIVE_REPLAY_SECONDS = 300;
export const PRESENCE_BEAT_SECONDS = 20;
export const PRESENCE_TTL_SECONDS = 28;

/**
 * Personal data by law (issue 48): the longest retention a company may set, in months (100 years), the days
 * before it that a case is named on 'Saker som slettes de neste 30 dagene', and how many of them the view lists.
 */
export const RETENTION_MONTHS_MAX = 1200;
export const RETENTION_NOTICE_DAYS = 30;
export const RETENTION_DUE_LIST_MAX = 500;
