import { isApiError } from '../../../lib/api-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';

/**
 * A refused inline save (a 400 with the server's Norwegian message, a 403 or 404) as an error snackbar. Network
 * failures, 5xx answers and redirects have already been shown by the HTTP client.
 */
export function showSaveError(error: unknown): void {
  console.error('Saken ble ikke lagret', error);
  if (!isApiError(error) || error.status === 0 || error.status >= 500 || error.problem.redirectUrl) return;
  const { ErrorMessage, errors, title } = error.problem;
  const fieldMessage = errors ? Object.values(errors).flat()[0] : undefined;
  snackbar.show({ message: ErrorMessage ?? fieldMessage ?? title, type: 'error' });
}
