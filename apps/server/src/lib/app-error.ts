/**
 * The one error type of the server. `title` is what a user may read (Norwegian); `internal` is for the
 * log only. The error plugin turns it into application/problem+json.
 */
export class AppError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly redirectUrl: string | undefined;
  readonly errors: Record<string, string[]> | undefined;

  constructor(
    status: number,
    title: string,
    options: {
      detail?: string;
      redirectUrl?: string;
      errors?: Record<string, string[]>;
      internal?: string;
    } = {},
  ) {
    super(options.internal ?? title);
    this.status = status;
    this.title = title;
    this.detail = options.detail;
    this.redirectUrl = options.redirectUrl;
    this.errors = options.errors;
  }
}

export const notFound = (title = 'Fant ikke det du ba om') => new AppError(404, title);
export const unauthorized = () => new AppError(401, 'Du er ikke logget inn');
export const forbidden = (title = 'Du har ikke tilgang til dette', redirectUrl?: string) =>
  new AppError(403, title, redirectUrl ? { redirectUrl } : {});
export const conflict = (title: string) => new AppError(409, title);
export const TOO_MANY_REQUESTS = 'For mange forsøk. Vent litt og prøv igjen.';
export const tooManyRequests = () => new AppError(429, TOO_MANY_REQUESTS);
export const badRequest = (title: string, errors?: Record<string, string[]>) =>
  new AppError(400, title, errors ? { errors } : {});
