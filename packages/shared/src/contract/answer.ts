import { z } from 'zod';
import {
  ANSWER_MAX_BLOCKS,
  ANSWER_MAX_INLINES,
  ANSWER_MAX_LIST_DEPTH,
  ANSWER_MAX_MERGE_FIELDS,
  ANSWER_MAX_TEXT_LENGTH,
  LINK_MAX_LENGTH,
} from '../limits.ts';
import { maxLengthMessage, TEXT_INVALID_CHARACTERS } from '../validators/messages.ts';
import { isValidText } from '../validators/text.ts';

/**
 * The company's answer to the complaints body, written in the portal ("Skriv tilsvar", issue 46), and the letter
 * templates it starts from: structured rich text as the editor (TipTap) keeps it, never HTML. What a document may
 * hold is this schema's: paragraphs, headings, bullet and numbered lists, bold, italic, links, line breaks and merge
 * fields. The server renders it to the PDF that is sent (architecture §14, decision 0025).
 */

/** The merge fields of a template, by the name written between braces ("{Klager.Navn}"). */
export const MERGE_FIELDS = [
  'Klager.Navn',
  'Klager.Adresse',
  'Sak.Nummer',
  'Sak.Foretaksref',
  'Sak.Forfall',
  'Saksbehandler.Navn',
  'Saksbehandler.Telefon',
  'Foretak.Navn',
  'Dato',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** What the editor's field menu shows for each. */
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  'Klager.Navn': 'Klagers navn',
  'Klager.Adresse': 'Klagers adresse',
  'Sak.Nummer': 'Saksnummer',
  'Sak.Foretaksref': 'Foretakets referanse',
  'Sak.Forfall': 'Forfallsdato',
  'Saksbehandler.Navn': 'Saksbehandlers navn',
  'Saksbehandler.Telefon': 'Saksbehandlers telefon',
  'Foretak.Navn': 'Foretakets navn',
  Dato: 'Dagens dato',
};

export const mergeFieldToken = (field: MergeField) => `{${field}}`;
export const isMergeField = (name: string | undefined): name is MergeField =>
  (MERGE_FIELDS as readonly (string | undefined)[]).includes(name);

/** The field a server refuses to send with: 'Feltet {Klager.Adresse} er ikke fylt ut'. */
export const unfilledFieldMessage = (field: string) => `Feltet {${field}} er ikke fylt ut`;
export const ANSWER_TOO_LONG = `Tilsvaret kan ikke være lengre enn ${ANSWER_MAX_TEXT_LENGTH} tegn`;
export const ANSWER_INVALID =
  'Tilsvaret har innhold som ikke kan brukes. Bruk avsnitt, overskrifter, lister, fet og kursiv tekst, lenker og flettefelt.';
export const ANSWER_TOO_DEEP = `Lister kan ligge i høyst ${ANSWER_MAX_LIST_DEPTH} nivåer inne i hverandre`;
export const ANSWER_TOO_MANY_PARTS = 'Tilsvaret har for mange avsnitt, lister eller formateringer';
export const ANSWER_TOO_MANY_FIELDS = `Tilsvaret kan ha høyst ${ANSWER_MAX_MERGE_FIELDS} flettefelt`;
export const MERGE_FIELD_UNKNOWN = 'Ukjent flettefelt';
export const LINK_INVALID = 'Lenken må begynne med https://, http:// eller mailto:';
export const LINK_TOO_LONG = maxLengthMessage('Lenken', LINK_MAX_LENGTH);

/** Every structural refusal has the one Norwegian message: the editor never makes such a document. */
const invalid = { error: ANSWER_INVALID };
const tooMany = { error: ANSWER_TOO_MANY_PARTS };

const LINK_HREF = /^(https?:\/\/|mailto:)\S+$/i;
/** Whether a link may go in an answer: a web or e-mail address, never `javascript:` or a relative path. */
export const isLinkHref = (href: string) => href.length <= LINK_MAX_LENGTH && LINK_HREF.test(href);

const answerText = z
  .string(invalid)
  .min(1, invalid)
  .max(ANSWER_MAX_TEXT_LENGTH, { error: ANSWER_TOO_LONG })
  .refine(isValidText, { error: TEXT_INVALID_CHARACTERS });

const linkHref = z
  .string(invalid)
  .max(LINK_MAX_LENGTH, { error: LINK_TOO_LONG })
  .refine((href) => LINK_HREF.test(href), { error: LINK_INVALID });

const markSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('bold') }),
    z.object({ type: z.literal('italic') }),
    z.object({ type: z.literal('link'), attrs: z.object({ href: linkHref }, invalid) }),
  ],
  invalid,
);
export type AnswerMark = z.infer<typeof markSchema>;
const marksSchema = z.array(markSchema, invalid).max(3, invalid).optional();

const answerInlineSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), text: answerText, marks: marksSchema }),
    z.object({ type: z.literal('hardBreak') }),
    /** A merge field not filled in yet: the editor shows it marked, and the server refuses to send it. */
    z.object({
      type: z.literal('mergeField'),
      attrs: z.object({ field: z.enum(MERGE_FIELDS, { error: MERGE_FIELD_UNKNOWN }) }, invalid),
      marks: marksSchema,
    }),
  ],
  invalid,
);
export type AnswerInline = z.infer<typeof answerInlineSchema>;
type TextInline = Extract<AnswerInline, { type: 'text' }>;

const inlines = z.array(answerInlineSchema, invalid).max(ANSWER_MAX_INLINES, tooMany).optional();

const paragraphSchema = z.object({ type: z.literal('paragraph'), content: inlines }, invalid);
const headingSchema = z.object(
  {
    type: z.literal('heading'),
    attrs: z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3)], invalid) }, invalid),
    content: inlines,
  },
  invalid,
);

export type AnswerBlock =
  | z.infer<typeof paragraphSchema>
  | z.infer<typeof headingSchema>
  | { type: 'bulletList'; content: AnswerListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number | undefined } | undefined; content: AnswerListItem[] };
export interface AnswerListItem {
  type: 'listItem';
  content: AnswerBlock[];
}

const isList = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  ['bulletList', 'orderedList'].includes((value as { type?: unknown }).type as string);

/** A list nested at most ANSWER_MAX_LIST_DEPTH deep: the schema is written out per depth, never recursive. */
function blockSchema(listDepth: number): z.ZodType<AnswerBlock, AnswerBlock> {
  if (listDepth >= ANSWER_MAX_LIST_DEPTH)
    return z.discriminatedUnion('type', [paragraphSchema, headingSchema], {
      error: (issue) => (isList(issue.input) ? ANSWER_TOO_DEEP : ANSWER_INVALID),
    });
  // As the editor's list item: a paragraph first, then what else it holds.
  const item = z
    .object(
      {
        type: z.literal('listItem'),
        content: z
          .array(blockSchema(listDepth + 1), invalid)
          .min(1, invalid)
          .max(ANSWER_MAX_BLOCKS, tooMany),
      },
      invalid,
    )
    .refine((listItem) => listItem.content[0]?.type === 'paragraph', invalid);
  const items = z.array(item, invalid).min(1, invalid).max(ANSWER_MAX_BLOCKS, tooMany);
  return z.discriminatedUnion(
    'type',
    [
      paragraphSchema,
      headingSchema,
      z.object({ type: z.literal('bulletList'), content: items }, invalid),
      z.object(
        {
          type: z.literal('orderedList'),
          attrs: z
            .object({ start: z.number(invalid).int(invalid).min(1, invalid).max(10_000, invalid).optional() })
            .optional(),
          content: items,
        },
        invalid,
      ),
    ],
    invalid,
  ) as z.ZodType<AnswerBlock, AnswerBlock>;
}

type AnswerNode = AnswerBlock | AnswerListItem | AnswerInline;

/** Calls `visit` on every node of the document in reading order (depth first). */
function eachNode(blocks: readonly AnswerBlock[], visit: (node: AnswerNode) => void) {
  const walk = (node: AnswerNode) => {
    visit(node);
    if ('content' in node) for (const child of (node.content ?? []) as AnswerNode[]) walk(child);
  };
  for (const block of blocks) walk(block);
}

/** Every text of the document, in order, merge fields as their tokens. */
export function answerTexts(blocks: readonly AnswerBlock[]): string[] {
  const texts: string[] = [];
  eachNode(blocks, (node) => {
    if (node.type === 'text') texts.push(node.text);
    else if (node.type === 'mergeField') texts.push(mergeFieldToken(node.attrs.field));
  });
  return texts;
}

/** What the document's bounds count (ANSWER_MAX_*): its text length, blocks, inline parts and merge fields. */
function measureAnswer(blocks: readonly AnswerBlock[]) {
  const size = { textLength: 0, blocks: 0, inlines: 0, mergeFields: 0 };
  eachNode(blocks, (node) => {
    if (node.type === 'text') {
      size.inlines++;
      size.textLength += node.text.length;
    } else if (node.type === 'mergeField') {
      size.inlines++;
      size.mergeFields++;
      size.textLength += mergeFieldToken(node.attrs.field).length;
    } else if (node.type === 'hardBreak') size.inlines++;
    else size.blocks++;
  });
  return size;
}

export const answerDocSchema = z
  .object(
    {
      type: z.literal('doc', invalid),
      content: z.array(blockSchema(0), invalid).max(ANSWER_MAX_BLOCKS, tooMany),
    },
    invalid,
  )
  .superRefine((doc, context) => {
    const size = measureAnswer(doc.content);
    if (size.textLength > ANSWER_MAX_TEXT_LENGTH)
      context.addIssue({ code: 'custom', message: ANSWER_TOO_LONG });
    if (size.blocks > ANSWER_MAX_BLOCKS || size.inlines > ANSWER_MAX_INLINES)
      context.addIssue({ code: 'custom', message: ANSWER_TOO_MANY_PARTS });
    if (size.mergeFields > ANSWER_MAX_MERGE_FIELDS)
      context.addIssue({ code: 'custom', message: ANSWER_TOO_MANY_FIELDS });
  });
export type AnswerDoc = z.infer<typeof answerDocSchema>;

export const EMPTY_ANSWER: AnswerDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Whether the document holds any text at all. */
export const isBlankAnswer = (doc: AnswerDoc) => answerTexts(doc.content).join('').trim() === '';

/** A field's token as it may be typed into a text: '{Klager.Navn}', '{Dato}'. */
const TOKEN = /\{([A-Za-zÆØÅæøå]+(?:\.[A-Za-zÆØÅæøå]+)?)\}/g;

/**
 * The merge fields still to fill in: a field node, or a field's token typed as text. Server and editor ask the
 * same; a letter with any is not sent.
 */
export function unfilledFields(doc: AnswerDoc): MergeField[] {
  const found = new Set<MergeField>();
  for (const text of answerTexts(doc.content)) {
    for (const [, name] of text.matchAll(TOKEN)) if (isMergeField(name)) found.add(name);
  }
  return MERGE_FIELDS.filter((field) => found.has(field));
}

/** The values of the merge fields for one case; null where the case has none (the field then stays to fill in). */
export type MergeValues = Record<MergeField, string | null>;

const withMarks = <Inline extends AnswerInline>(inline: Inline, marks: AnswerMark[] | undefined): Inline =>
  marks?.length ? { ...inline, marks } : inline;

/**
 * The document with each field that has a value replaced by it as text, keeping the field's bold, italic or link;
 * a field without a value stays a field (marked in the editor, to fill in by hand). A field's token typed as text
 * is filled the same way, or becomes a field when it has no value, so that it shows as one.
 */
export function fillMergeFields(doc: AnswerDoc, values: MergeValues): AnswerDoc {
  const filled = (field: MergeField, marks: AnswerMark[] | undefined): AnswerInline => {
    const value = values[field];
    return value
      ? withMarks({ type: 'text', text: value }, marks)
      : withMarks({ type: 'mergeField', attrs: { field } }, marks);
  };
  const fillText = (inline: TextInline): AnswerInline[] => {
    const parts: AnswerInline[] = [];
    let from = 0;
    for (const match of inline.text.matchAll(TOKEN)) {
      if (!isMergeField(match[1])) continue;
      if (match.index > from) parts.push({ ...inline, text: inline.text.slice(from, match.index) });
      parts.push(filled(match[1], inline.marks));
      from = match.index + match[0].length;
    }
    if (from === 0) return [inline];
    if (from < inline.text.length) parts.push({ ...inline, text: inline.text.slice(from) });
    return parts;
  };
  const fillInlines = (content: AnswerInline[] | undefined): AnswerInline[] | undefined =>
    content?.flatMap((inline) => {
      if (inline.type === 'mergeField') return [filled(inline.attrs.field, inline.marks)];
      return inline.type === 'text' ? fillText(inline) : [inline];
    });
  const fillBlock = (block: AnswerBlock): AnswerBlock => {
    if (block.type === 'paragraph' || block.type === 'heading')
      return { ...block, content: fillInlines(block.content) };
    return {
      ...block,
      content: block.content.map((item) => ({ ...item, content: item.content.map(fillBlock) })),
    };
  };
  return { ...doc, content: doc.content.map(fillBlock) };
}

/** The file name the answer's PDF is sent as. */
export const answerFileName = (caseNumber: string) => `Tilsvar ${caseNumber}.pdf`;
