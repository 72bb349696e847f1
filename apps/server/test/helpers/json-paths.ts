/** The places in a JSON body that the security tests put their values in. */

/** The paths of a JSON value's leaves of one kind: ['Complainer', 'Address', 'Address'], ['0'], ... */
export function pathsOf(
  value: unknown,
  isWanted: (leaf: unknown) => boolean,
  prefix: string[] = [],
): string[][] {
  if (value === null || typeof value !== 'object') return isWanted(value) ? [prefix] : [];
  return [
    ...(isWanted(value) ? [prefix] : []),
    ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, isWanted, [...prefix, key])),
  ];
}

/** The paths of a JSON value's texts. */
export const textPaths = (value: unknown) => pathsOf(value, (leaf) => typeof leaf === 'string');

/** A copy of a JSON value with another value at a path. */
export function withValueAt(value: unknown, [head, ...rest]: string[], replacement: unknown): unknown {
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}
