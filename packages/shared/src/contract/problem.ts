import { z } from 'zod';
import { errorCodeSchema } from './error-codes.ts';

/** Every error answer is application/problem+json in this shape (architecture §4). */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  /**
   * Why the request was refused, as a stable machine name (ERROR_CODES). The server always sends it; a problem
   * the web app makes up for an answer that was no problem+json has none.
   */
  code: errorCodeSchema.optional(),
  /** The message the specification's screens read and show. */
  ErrorMessage: z.string().optional(),
  /** On a 403 that sends the browser elsewhere. */
  redirectUrl: z.string().optional(),
  /** Field messages of a 400, keyed by the field's path. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
