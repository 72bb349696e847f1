import type { PDFFont } from 'pdf-lib';

/** A4 in PDF points, portrait. */
export const A4: readonly [number, number] = [595.28, 841.89];

/**
 * The text with every character the font cannot draw replaced by '?'. The standard Helvetica draws WinAnsi:
 * Norwegian letters, not emoji or most other scripts, and what the portal prints may contain anything.
 */
export function drawableIn(font: PDFFont) {
  const characters = new Set(font.getCharacterSet());
  return (text: string) =>
    [...text].map((character) => (characters.has(character.codePointAt(0) ?? 0) ? character : '?')).join('');
}

/** The words of a paragraph in lines that fit the width (a word longer than a line stands alone). */
export function wrapText(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The text on one line of the width, cut short with '…' when it is longer. */
export function fitLine(text: string, font: PDFFont, size: number, width: number) {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let kept = text;
  while (kept.length > 0 && font.widthOfTextAtSize(`${kept}…`, size) > width) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}
