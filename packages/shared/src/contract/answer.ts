import { z } from 'zod';
import {
  ANSWER_MAX_BLOCKS,
  ANSWER_MAX_LIST_DEPTH,
  ANSWER_MAX_TEXT_LENGTH,
  LINK_MAX_LENGTH,
} from '../limits.ts';
import { TEXT_INVALID_CHARACTERS } from '../validators/messages.ts';
import { isValidText } from '../validators/text.ts';

/**
 * The company's answer to the complaints body, written in the portal ("Skriv tilsvar", issue 46), and the letter
 * templates it starts from: structured rich text as the editor (TipTap) keeps it, never HTML. What a document may
 * hold is this schema's: paragraphs, headings, bullet and numbered lists, bold, italic, links, line breaks and merge
 * fields. The server renders it to the PDF that is sent (architecture §14).
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

/** The field a server refuses to send with: 'Feltet {Klager.Adresse} er ikke fylt ut'. */
export const unfilledFieldMessage = (field: string) => `Feltet {${field}} er ikke fylt ut`;
export const ANSWER_TOO_LONG = `Tilsvaret kan ikke være lengre enn ${ANSWER_MAX_TEXT_LENGTH} tegn`;
export const LINK_INVALID = 'Lenken må begynne med https://, http:// eller mailto:';

const answerText = z
  .string()
  .min(1)
  .max(ANSWER_MAX_TEXT_LENGTH)
  .refine(isValidText, { error: TEXT_INVALID_CHARACTERS });

const linkHref = z
  .string()
  .max(LINK_MAX_LENGTH)
  .refine((href) => /^(https?:\/\/|mailto:)\S+$/i.test(href), { error: LINK_INVALID });

const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('link'), attrs: z.object({ href: linkHref }) }),
]);

export const answerInlineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: answerText, marks: z.array(markSchema).max(3).optional() }),
  z.object({ type: z.literal('hardBreak') }),
  /** A merge field not filled in yet: the editor shows it marked, and the server refuses to send it. */
  z.object({ type: z.literal('mergeField'), attrs: z.object({ field: z.enum(MERGE_FIELDS) }) }),
]);
export type AnswerInline = z.infer<typeof answerInlineSchema>;

const inlines = z.array(answerInlineSchema).max(ANSWER_MAX_BLOCKS).optional();

const paragraphSchema = z.object({ type: z.literal('paragraph'), content: inlines });
const headingSchema = z.object({
  type: z.literal('heading'),
  attrs: z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  content: inlines,
});

export type AnswerBlock =
  | z.infer<typeof paragraphSchema>
  | z.infer<typeof headingSchema>
  | { type: 'bulletList'; content: AnswerListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number }; content: AnswerListItem[] };
export interface AnswerListItem {
  type: 'listItem';
  content: AnswerBlock[];
}

/** A list nested at most ANSWER_MAX_LIST_DEPTH deep: the schema is written out per depth, never recursive. */
function blockSchema(listDepth: number): z.ZodType<AnswerBlock> {
  if (listDepth >= ANSWER_MAX_LIST_DEPTH)
    return z.discriminatedUnion('type', [paragraphSchema, headingSchema]);
  const item = z.object({
    type: z.literal('listItem'),
    content: z
      .array(blockSchema(listDepth + 1))
      .min(1)
      .max(ANSWER_MAX_BLOCKS),
  });
  const items = z.array(item).min(1).max(ANSWER_MAX_BLOCKS);
  return z.discriminatedUnion('type', [
    paragraphSchema,
    headingSchema,
    z.object({ type: z.literal('bulletList'), content: items }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: z.number().int().min(1).max(10_000).optional() }).optional(),
      content: items,
    }),
  ]) as z.ZodType<AnswerBlock>;
}

/** Every text of the document, in order, merge fields as their tokens. */
export function answerTexts(blocks: readonly AnswerBlock[]): string[] {
  const texts: string[] = [];
  const walk = (block: AnswerBlock | AnswerListItem) => {
    for (const child of (block.content ?? []) as (AnswerBlock | AnswerListItem | AnswerInline)[]) {
      if (child.type === 'text') texts.push(child.text);
      else if (child.type === 'mergeField') texts.push(mergeFieldToken(child.attrs.field));
      else if (child.type !== 'hardBreak') walk(child);
    }
  };
  for (const block of blocks) walk(block);
  return texts;
}

export const answerDocSchema = z
  .object({ type: z.literal('doc'), content: z.array(blockSchema(0)).max(ANSWER_MAX_BLOCKS) })
  .refine((doc) => answerTexts(doc.content).join('').length <= ANSWER_MAX_TEXT_LENGTH, {
    error: ANSWER_TOO_LONG,
  });
export type AnswerDoc = z.infer<typeof answerDocSchema>;

export const EMPTY_ANSWER: AnswerDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Whether the document holds any text at all. */
export const isBlankAnswer = (doc: AnswerDoc) => answerTexts(doc.content).join('').trim() === '';

const TOKEN = /\{([A-Za-zÆØÅæøå]+(?:\.[A-Za-zÆØÅæøå]+)?)\}/g;

/**
 * The merge fields still to fill in: a field node, or a field's token typed as text. Server and editor ask the
 * same; a letter with any is not sent.
 */
export function unfilledFields(doc: AnswerDoc): MergeField[] {
  const found = new Set<MergeField>();
  for (const text of answerTexts(doc.content)) {
    for (const [, name] of text.matchAll(TOKEN)) {
      if ((MERGE_FIELDS as readonly string[]).includes(name ?? '')) found.add(name as MergeField);
    }
  }
  return MERGE_FIELDS.filter((field) => found.has(field));
}

/** The values of the merge fields for one case; null where the case has none (the field then stays to fill in). */
export type MergeValues = Record<MergeField, string | null>;

/** The document with each field that has a value replaced by it as plain text; the others are left as fields. */
export function fillMergeFields(doc: AnswerDoc, values: MergeValues): AnswerDoc {
  const fillInlines = (content: AnswerInline[] | undefined): AnswerInline[] | undefined =>
    content?.map((inline) => {
      if (inline.type !== 'mergeField') return inline;
      const value = values[inline.attrs.field];
      return value ? { type: 'text', text: value } : inline;
    });
  const fillBlock = (block: AnswerBlock): AnswerBlock => {
    if (block.type === 'paragraph' || block.type === 'heading')
      return { ...block, content: fillInlines(block.content) };
    return {
      ...block,
      content: block.content.map((item) => ({ ...item, content: item.content.map(fillBlock) })),
    } as AnswerBlock;
  };
  return { ...doc, content: doc.content.map(fillBlock) };
}

/** The file name the answer's PDF is sent as. */
export const answerFileName = (caseNumber: string) => `Tilsvar ${caseNumber}.pdf`;
