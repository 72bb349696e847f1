import type { Note, NoteSegment } from '@foretaksportalen/shared/contract/internal-note';
import type { ClerkRef } from '@foretaksportalen/shared/contract/mentions';

/**
 * A note between the editor and the wire (issue 46): the editor's document (TipTap's JSON: paragraphs of text,
 * hard breaks and mentions) as the contract's segments, and back. Paragraphs and hard breaks are line breaks.
 */

export interface EditorNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
}

/** The segments of an editor's document: its text with \n between lines, and each mention by its membership. */
export function segmentsOf(document: EditorNode): NoteSegment[] {
  const segments: NoteSegment[] = [];
  const addText = (text: string) => {
    const last = segments.at(-1);
    if (last && 'Text' in last) last.Text += text;
    else segments.push({ Text: text });
  };
  (document.content ?? []).forEach((block, index) => {
    if (index > 0) addText('\n');
    for (const inline of block.content ?? []) {
      if (inline.type === 'text') addText(inline.text ?? '');
      else if (inline.type === 'hardBreak') addText('\n');
      else if (inline.type === 'mention' && typeof inline.attrs?.id === 'string')
        segments.push({ Mention: inline.attrs.id });
    }
  });
  return segments.filter((segment) => !('Text' in segment) || segment.Text !== '');
}

/** Whether the segments say anything: a mention, or text that is not only blank. */
export const isBlank = (segments: readonly NoteSegment[]) =>
  segments.every((segment) => 'Text' in segment && segment.Text.trim() === '');

/** A mention in the editor: the membership, and the name it shows. */
const mentionNode = ({ Id, DisplayName }: ClerkRef): EditorNode => ({
  type: 'mention',
  attrs: { id: Id, label: DisplayName },
});

/** A note as the editor's document, to change it: a paragraph per line, the mentions by the names shown. */
export function documentOf(body: Note['Body']): EditorNode {
  const paragraphs: EditorNode[][] = [[]];
  for (const segment of body) {
    if ('Mention' in segment) {
      paragraphs.at(-1)?.push(mentionNode(segment.Mention));
      continue;
    }
    segment.Text.split('\n').forEach((line, index) => {
      if (index > 0) paragraphs.push([]);
      if (line !== '') paragraphs.at(-1)?.push({ type: 'text', text: line });
    });
  }
  return {
    type: 'doc',
    content: paragraphs.map((content) => ({ type: 'paragraph', ...(content.length > 0 && { content }) })),
  };
}

/** The clerks '@' offers for what is typed after it: those with a word of their name starting so, at most `max`. */
export function matchingClerks(clerks: readonly ClerkRef[], query: string, max = 8): ClerkRef[] {
  const wanted = query.trim().toLocaleLowerCase('nb');
  const matches = (clerk: ClerkRef) => {
    const name = clerk.DisplayName.toLocaleLowerCase('nb');
    return name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
  };
  return clerks.filter(matches).slice(0, max);
}

/** An address in a note's text: http or https, up to a space, without punctuation that ends a sentence after it. */
const LINK = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]'"»]+$/;

/** A piece of a note's text: plain, or a link to open (http and https only). */
type TextPart = { text: string } | { text: string; href: string };

/** The text with its http and https addresses as links; anything else stays text. */
export function linkedParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    let href: string | null = null;
    try {
      const url = new URL(address);
      href = url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      href = null;
    }
    if (href === null) continue;
    if (start > from) parts.push({ text: text.slice(from, start) });
    parts.push({ text: address, href });
    from = start + address.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
