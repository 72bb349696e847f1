/**
 * Whether a database error is a unique-key clash (SQLSTATE 23505). Drizzle wraps driver errors, so the code may
 * sit on the error or on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Connection-level SQLSTATEs: the server is shutting down, starting up, or the connection failed. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
/** What node-postgres throws when a connection ends or cannot be made in time (it carries no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** Whether an error means that the database cannot be reached now (it may come back), not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code) || code.startsWith('08'))
    )
      return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    const text = current.message;
    if (UNAVAILABLE_MESSAGES.some((message) => text.includes(message))) return true;
  }
  return false;
}
