import type { ControllerFieldState } from 'react-hook-form';

/**
 * A field's first message: its own, or for a field holding a document (a letter template's text) the first of the
 * messages on its parts (Body.content.3.content.0.text).
 */
export function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  for (const [key, child] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/** Errors show once the field is changed, or for every field once the user has tried to save (spec 1 §5). */
export const shownOnceChanged =
  (submitted: boolean) =>
  ({ isDirty, error }: ControllerFieldState): string | undefined =>
    isDirty || submitted ? firstMessage(error) : undefined;
