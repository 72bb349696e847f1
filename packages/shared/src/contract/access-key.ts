import { z } from 'zod';
import { CODE_PART_COUNT, CODE_PART_LENGTH, PIN_LENGTH } from '../limits.ts';

/**
 * Access keys: the letter a new user receives holds a URL `/access/{accessKey}`, a 16-character code (four
 * groups of four, case-sensitive) and a 6-digit PIN (architecture §5).
 */

/** The URL key: lower-case letters and digits, so that the case-insensitive comparison of spec 1 §4 is exact. */
export const ACCESS_KEY_PATTERN = /^[a-z0-9]{24}$/;
/** The code's alphabet leaves out look-alikes (0/O, 1/l/I). */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const ACCESS_CODE_LENGTH = CODE_PART_LENGTH * CODE_PART_COUNT;

/** GET /api/access/checkkey/{accessKey} answers a boolean: whether the key can still be used. */
export const checkKeyResponseSchema = z.boolean();

/** GET /api/access/{code}/{pin} answers the key string when code and PIN match (spec 1 §7). */
export const codePinResponseSchema = z.string();

/** The access form of spec 1 §3/§5: four code parts of exactly 4 characters and a 6-digit PIN. */
export const accessFormSchema = z.object({
  code1: z.string().length(CODE_PART_LENGTH, 'Ugyldig kode'),
  code2: z.string().length(CODE_PART_LENGTH, 'Ugyldig kode'),
  code3: z.string().length(CODE_PART_LENGTH, 'Ugyldig kode'),
  code4: z.string().length(CODE_PART_LENGTH, 'Ugyldig kode'),
  pin: z.string().regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), 'Ugyldig pin'),
});
export type AccessForm = z.infer<typeof accessFormSchema>;

export { ACCESS_TEXTS } from '../access-key-texts.ts';

/** What issuing a key answers: the data of the letter to the new user. */
export interface AccessKeyLetter {
  url: string;
  /** The code in four groups of four, e.g. "AbCd EfGh JkLm NpQr". */
  code: string;
  pin: string;
  expiresAt: string;
}
