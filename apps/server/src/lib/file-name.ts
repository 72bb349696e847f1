/** The longest file name most file systems take (255), and what an upload is called when nothing is left of its name. */
export const FILE_NAME_MAX_LENGTH = 255;
const FALLBACK_NAME = 'dokument';

// Control characters (C0, DEL, C1) and the direction marks and overrides, with which a name ending in 'fdp.exe'
// after a right-to-left override reads as if it ended in '.pdf'.
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Bidi_Control}]/gu;

/**
 * A file name as a browser sent it, made safe to store and show: no folders (either slash), no control or
 * direction-changing characters, no leading or trailing spaces and dots, at most 255 characters with the
 * extension kept.
 */
export function sanitizeFileName(raw: string | undefined) {
  // A multipart part without a filename parameter has none at all, whatever @fastify/multipart's types say.
  const base = (raw ?? '').split(/[/\\]/).at(-1) ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned === '') return FALLBACK_NAME;
  const characters = [...cleaned];
  if (characters.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? [...cleaned.slice(dot)] : [];
  return [...characters.slice(0, FILE_NAME_MAX_LENGTH - extension.length), ...extension].join('');
}
