/**
 * The deepest a JSON text sent to the portal may nest. The contract's bodies nest a few levels; with this limit
 * no code that walks a body (the text check, zod, the log) can run out of stack or work without end.
 */
export const JSON_MAX_DEPTH = 64;

export const JSON_TOO_DEEP = `Innholdet i forespørselen har flere enn ${JSON_MAX_DEPTH} nivåer`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether a JSON text nests deeper than JSON_MAX_DEPTH: one pass over it, the texts in it skipped, before any parse. */
export function jsonTooDeep(text: string) {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (OPENERS.has(char)) {
      if (++depth > JSON_MAX_DEPTH) return true;
    } else if (CLOSERS.has(char)) depth--;
  }
  return false;
}
