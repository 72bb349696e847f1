import { isApiError } from './api-error.ts';
import { snackbar } from './snackbar.ts';

interface ShowErrorOptions {
  /** Logged with the error whenever the user is shown nothing here. */
  logText: string;
  /**
   * Where the specification shows only the answer's ErrorMessage (creating a case, sending a letter; spec 2 §8):
   * that message, whatever the status, and nothing when the answer has none.
   */
  onlyErrorMessage?: boolean;
  /** Puts a 400's messages (keyed by the field's path) on the form's fields; answers whether it placed any. */
  placeFieldErrors?: (errors: Record<string, string[]>) => boolean;
}

/**
 * The one place where a failed call becomes what the user sees. What the HTTP client has shown already (no answer,
 * a 5xx, a 403 that redirects) is only logged. A refusal (403) says why in its title, as a warning; any other
 * failure shows the answer's ErrorMessage, else a field's message, else its title, as an error.
 */
export function showError(error: unknown, options: ShowErrorOptions): void {
  if (!showMessage(error, options)) console.error(options.logText, error);
}

function showMessage(error: unknown, { onlyErrorMessage, placeFieldErrors }: ShowErrorOptions): boolean {
  if (!isApiError(error)) return false;
  const { status, problem } = error;
  if (onlyErrorMessage) {
    if (problem.ErrorMessage) snackbar.show({ message: problem.ErrorMessage, type: 'error' });
    return Boolean(problem.ErrorMessage);
  }
  if (status === 0 || status >= 500 || problem.redirectUrl) return false;
  if (status === 400 && problem.errors && placeFieldErrors?.(problem.errors)) return true;
  if (status === 403) {
    snackbar.show({ message: problem.title, type: 'warning' });
    return true;
  }
  const fieldMessage = problem.errors ? Object.values(problem.errors).flat()[0] : undefined;
  snackbar.show({ message: problem.ErrorMessage ?? fieldMessage ?? problem.title, type: 'error' });
  return true;
}
