import { z } from 'zod';
import { LETTER_MESSAGE_MAX_LENGTH, LETTER_SUBJECT_MAX_LENGTH } from '../limits.ts';
import { nullableText } from '../validators/zod.ts';
import { uploadKeySchema } from './new-case.ts';

/** The info notice when neither a message nor a file is given (spec 2 §5 send letter). */
export const LETTER_EMPTY =
  'Du må enten skrive en melding eller legge ved et dokument for å sende inn forsendelse';

/** How the events list names a letter the company sent: 'Brev fra foretaket: Tilsvar', or without a subject. */
export const sentLetterDescription = (subject: string | null) =>
  subject === null ? 'Brev fra foretaket' : `Brev fra foretaket: ${subject}`;

/** Neither a message nor a file: nothing to send (spec 2 §5 send letter). */
export const isEmptyLetter = (letter: { Content: string | null; Files: readonly unknown[] }) =>
  letter.Content === null && letter.Files.length === 0;

/**
 * The fields of a letter, each checked on its own. The server reads the payload with this and answers an empty
 * letter itself, so that LETTER_EMPTY is the ErrorMessage the form's snackbar shows.
 */
export const letterFieldsSchema = z.object({
  CaseUid: z.uuid({ error: 'Ukjent sak' }),
  /** The logged-in clerk's membership. */
  ClerkId: z.uuid(),
  Subject: nullableText(LETTER_SUBJECT_MAX_LENGTH, 'Emne'),
  Content: nullableText(LETTER_MESSAGE_MAX_LENGTH, 'Meldingen', { multiline: true }),
  Files: z.array(uploadKeySchema).max(100),
});

/** POST /api/case/sendletter: a letter with attachments to the complaints body (spec 2 §3 letter to send). */
export const letterSchema = letterFieldsSchema.refine((letter) => !isEmptyLetter(letter), {
  error: LETTER_EMPTY,
  path: ['Content'],
});
export type Letter = z.input<typeof letterSchema>;
