import { z } from 'zod';
import { text } from '../validators/zod.ts';

export const QUESTION_MAX_LENGTH = 2000;

/** POST /api/faq: the question; the sender's name and e-mail are the logged-in clerk's, taken by the server. */
export const faqQuestionSchema = z.object({
  message: text({ error: 'Skriv spørsmålet ditt' })
    .trim()
    .min(1, 'Skriv spørsmålet ditt')
    .max(QUESTION_MAX_LENGTH, `Spørsmålet kan maksimalt inneholde ${QUESTION_MAX_LENGTH} tegn`),
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;
