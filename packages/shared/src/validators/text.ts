// A lone surrogate: half of a UTF-16 pair without its other half. It is no character, has no UTF-8 form, and
// PostgreSQL refuses its JSON escape; NUL is refused by PostgreSQL in any text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored and shown as it is: no NUL and no lone surrogate. */
export const isValidText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

interface Place {
  value: unknown;
  key?: string;
  parent?: Place;
}

const pathOf = (place: Place) => {
  const keys: string[] = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Whether a text is valid on one line, as a name, a number, a reference or a subject: valid text without control
 * characters (C0, tab, CR and LF among them, DEL and C1), which have no place in one line and break what prints it.
 */
export const isValidLine = (text: string) => isValidText(text) && !/\p{Cc}/u.test(text);

/**
 * Where a JSON value (a request's body, path parameters or query) holds invalid text, as dotted paths
 * ('Complainer.FirstName', 'Files.0.Key'); object keys count as text too. Walked with a list of its own rather than
 * by recursion, and each path spelled only when it is reported, so that no depth of value runs out of stack or time.
 */
export function invalidTextPaths(value: unknown): string[] {
  const invalid: string[] = [];
  const pending: Place[] = [{ value }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    if (typeof place.value === 'string') {
      if (!isValidText(place.value)) invalid.push(pathOf(place));
    } else if (place.value !== null && typeof place.value === 'object') {
      for (const [key, child] of Object.entries(place.value).reverse()) {
        const childPlace = { value: child, key, parent: place };
        if (isValidText(key)) pending.push(childPlace);
        else invalid.push(pathOf(childPlace));
      }
    }
  }
  return invalid;
}
