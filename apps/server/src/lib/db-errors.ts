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
