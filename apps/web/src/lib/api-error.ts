import type { Problem } from '@foretaksportalen/shared/contract/problem';

/**
 * Every failed call is thrown as this, carrying the problem+json answer (or one made up for it) and, when the
 * answer said when to come back (a 503 while the database is down), its Retry-After in seconds.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;
  readonly retryAfterSeconds: number | undefined;

  constructor(problem: Problem, retryAfterSeconds?: number) {
    super(problem.title || `HTTP ${problem.status}`);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A Retry-After header in seconds: either form of RFC 9110 (seconds, or an HTTP date); undefined when unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // Every HTTP date form starts with the day's name; Date.parse alone would take "-3" for a year.
  const date = /^[A-Za-z]/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
