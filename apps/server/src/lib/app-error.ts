import type { ErrorCode } from '@foretaksportalen/shared/contract/error-codes';

interface AppErrorOptions {
  detail?: string;
  redirectUrl?: string;
  errors?: Record<string, string[]>;
  /** For the log only. */
  internal?: string;
}

/**
 * The one error type of the server. `code` is the stable machine name of the refusal (the shared contract's
 * ERROR_CODES); `title` is what a user may read (Norwegian); `internal` is for the log only. The error plugin
 * turns it into application/problem+json.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly redirectUrl: string | undefined;
  readonly errors: Record<string, string[]> | undefined;

  constructor(code: ErrorCode, status: number, userMessage: string, options: AppErrorOptions = {}) {
    super(options.internal ?? userMessage);
    this.code = code;
    this.status = status;
    this.title = userMessage;
    this.detail = options.detail;
    this.redirectUrl = options.redirectUrl;
    this.errors = options.errors;
  }
}

/** The title of a 404 that has no more to say. */
export const NOT_FOUND = 'Fant ikke det du ba om';

export const TOO_MANY_REQUESTS = 'For mange forsøk. Vent litt og prøv igjen.';
export const tooManyRequests = () => new AppError('too-many-requests', 429, TOO_MANY_REQUESTS);

/** The code of a 4xx or 5xx that has none of its own: the framework's refusals. */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 409:
      return 'conflict';
    case 413:
      return 'body-too-large';
    case 415:
      return 'unsupported-media-type';
    case 429:
      return 'too-many-requests';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'server-error' : 'bad-request';
  }
}
