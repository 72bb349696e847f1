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

  constructor(code: ErrorCode, status: number, userMessage: string, options?: AppErrorOptions);
  /** @deprecated Status first, without a code: only until the issue 18 merge converts the provider module. */
  constructor(status: number, userMessage: string, options?: AppErrorOptions);
  constructor(
    ...args:
      | [code: ErrorCode, status: number, userMessage: string, options?: AppErrorOptions]
      | [status: number, userMessage: string, options?: AppErrorOptions]
  ) {
    const [code, status, userMessage, options = {}] =
      typeof args[0] === 'number'
        ? [codeOfStatus(args[0]), args[0], args[1] as string, args[2] as AppErrorOptions | undefined]
        : (args as [ErrorCode, number, string, AppErrorOptions | undefined]);
    super(options.internal ?? userMessage);
    this.code = code;
    this.status = status;
    this.title = userMessage;
    this.detail = options.detail;
    this.redirectUrl = options.redirectUrl;
    this.errors = options.errors;
  }
}

export const TOO_MANY_REQUESTS = 'For mange forsøk. Vent litt og prøv igjen.';
export const tooManyRequests = () => new AppError('too-many-requests', 429, TOO_MANY_REQUESTS);

/** The code of a 4xx or 5xx that has none of its own: the framework's refusals, and the unconverted ones. */
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

// Status-first helpers without a code, for the provider module, letter.service.ts and new-case.service.ts only,
// which the issue 18 merge converts to coded AppErrors; it then deletes these and the constructor overload.
/** @deprecated */
export const notFound = (title = 'Fant ikke det du ba om') => new AppError(404, title);
/** @deprecated */
export const forbidden = (title = 'Du har ikke tilgang til dette') => new AppError(403, title);
/** @deprecated */
export const conflict = (title: string) => new AppError(409, title);
/** @deprecated */
export const badRequest = (title: string, errors?: Record<string, string[]>) =>
  new AppError(400, title, errors ? { errors } : {});
