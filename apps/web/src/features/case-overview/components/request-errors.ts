import type { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';
import { showError } from '../../../lib/show-error.ts';

/** A request's field messages: the new date, the reason, the document. */
export interface RequestFieldErrors {
  DueDate?: string;
  Reason?: string;
  Files?: string;
}

/** The first message of each field a schema refused. */
export function fieldErrorsOf(error: z.ZodError): RequestFieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The server's refusal at the fields it names (a 400), or else as the rest of the portal shows a failure (a 409's
 * message in the snackbar). Answers the fields' messages, empty when there were none.
 */
export function placeRequestError(error: unknown): RequestFieldErrors {
  if (isApiError(error) && error.status === 400 && error.problem.errors) {
    const { DueDate, Reason, Files } = error.problem.errors;
    const placed = { DueDate: DueDate?.[0], Reason: Reason?.[0], Files: Files?.[0] };
    if (placed.DueDate || placed.Reason || placed.Files) return placed;
  }
  showError(error, { logText: 'Forespørselen ble ikke sendt' });
  return {};
}
