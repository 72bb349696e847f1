import { EMAIL_MAX_LENGTH } from '../limits.ts';

// The local part follows the HTML/Angular e-mail pattern; the domain must have a dot and a top-level domain,
// since an address like "ola@nordmann" is almost always a typing error here.
const EMAIL =
  /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

export const isValidEmail = (value: string | null | undefined): boolean =>
  !value || (value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value));

/**
 * Comma-separated addresses, each trimmed; empty entries are ignored.
 * The old product let only the last non-empty entry decide; here every entry must be valid.
 */
export const isValidEmailList = (value: string | null | undefined): boolean =>
  !value ||
  value
    .split(',')
    .map((entry) => entry.trim())
    .every((entry) => entry === '' || isValidEmail(entry));

/** Confirm e-mail: passes while the field it confirms has no value. */
export const isSameEmail = (value: string | null | undefined, other: string | null | undefined): boolean =>
  other == null || (value ?? '').toLowerCase() === other.toLowerCase();
