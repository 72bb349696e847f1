// A lone surrogate: half of a UTF-16 pair without its other half. It is no character, has no UTF-8 form, and
// PostgreSQL refuses its JSON escape; NUL is refused by PostgreSQL in any text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored and shown as it is: no NUL and no lone surrogate. */
export const isValidText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * Where a JSON value (a request's body, path parameters or query) holds invalid text, as dotted paths
 * ('Complainer.FirstName', 'Files.0.Key'); object keys count as text too.
 */
export function invalidTextPaths(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return isValidText(value) ? [] : [path.join('.')];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    isValidText(key) ? invalidTextPaths(child, [...path, key]) : [[...path, key].join('.')],
  );
}
