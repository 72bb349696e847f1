import { describe, expect, it } from 'vitest';
import {
  ANSWER_MAX_BLOCKS,
  ANSWER_MAX_INLINES,
  ANSWER_MAX_LIST_DEPTH,
  ANSWER_MAX_MERGE_FIELDS,
  ANSWER_MAX_TEXT_LENGTH,
} from '../limits.ts';
import { TEXT_INVALID_CHARACTERS } from '../validators/messages.ts';
import {
  ANSWER_INVALID,
  ANSWER_TOO_DEEP,
  ANSWER_TOO_LONG,
  ANSWER_TOO_MANY_FIELDS,
  ANSWER_TOO_MANY_PARTS,
  type AnswerBlock,
  type AnswerDoc,
  type AnswerInline,
  answerDocSchema,
  answerFileName,
  answerTexts,
  EMPTY_ANSWER,
  fillMergeFields,
  isBlankAnswer,
  isLinkHref,
  LINK_INVALID,
  MERGE_FIELD_UNKNOWN,
  MERGE_FIELDS,
  type MergeField,
  type MergeValues,
  unfilledFields,
} from './answer.ts';

const text = (value: string, ...marks: ('bold' | 'italic')[]): AnswerInline =>
  marks.length
    ? { type: 'text', text: value, marks: marks.map((type) => ({ type })) }
    : { type: 'text', text: value };
const field = (name: MergeField): Extract<AnswerInline, { type: 'mergeField' }> => ({
  type: 'mergeField',
  attrs: { field: name },
});
const paragraph = (...content: AnswerInline[]): AnswerBlock => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const bulletList = (...items: AnswerBlock[][]) => ({
  type: 'bulletList',
  content: items.map((content) => ({ type: 'listItem', content })),
});

/** A list nested `depth` deep, its innermost item a paragraph. */
function nestedList(depth: number): unknown {
  let inner: unknown = paragraph(text('Innerst'));
  for (let level = 0; level < depth; level++) {
    inner = {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [paragraph(text('Punkt')), inner] }],
    };
  }
  return inner;
}

/** The messages of a refused document, each once, or [] when it is accepted. */
const messagesOf = (value: unknown) => [
  ...new Set((answerDocSchema.safeParse(value).error?.issues ?? []).map((issue) => issue.message)),
];

const NO_VALUES: MergeValues = Object.fromEntries(MERGE_FIELDS.map((name) => [name, null])) as MergeValues;

describe('the answer document', () => {
  it('takes what the editor makes: headings, marks, links, line breaks, nested lists and merge fields', () => {
    const written = doc(
      { type: 'heading', attrs: { level: 1 }, content: [text('Tilsvar i sak '), field('Sak.Nummer')] },
      paragraph(
        text('Vi viser til klagen fra '),
        field('Klager.Navn'),
        text('.', 'bold', 'italic'),
        { type: 'hardBreak' },
        {
          type: 'text',
          text: 'vilkårene',
          marks: [{ type: 'link', attrs: { href: 'https://eksempelbank.no' } }],
        },
      ),
      {
        type: 'orderedList',
        attrs: { start: 3 },
        content: [
          { type: 'listItem', content: [paragraph(text('Først')), nestedList(ANSWER_MAX_LIST_DEPTH - 1)] },
        ],
      },
      { type: 'paragraph' },
    );
    expect(messagesOf(written)).toEqual([]);
    expect(messagesOf(EMPTY_ANSWER)).toEqual([]);
  });

  it('leaves out what the editor adds beyond the contract: a link’s target, an ordered list’s type', () => {
    const parsed = answerDocSchema.parse(
      doc(
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'her',
              marks: [
                {
                  type: 'link',
                  attrs: { href: 'https://a.no', target: '_blank', rel: 'noopener', class: null },
                },
              ],
            },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 1, type: null },
          content: [{ type: 'listItem', content: [paragraph()] }],
        },
      ),
    );
    expect(parsed.content).toEqual([
      paragraph({ type: 'text', text: 'her', marks: [{ type: 'link', attrs: { href: 'https://a.no' } }] }),
      { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [paragraph()] }] },
    ]);
  });

  it('refuses HTML’s other nodes and marks, unknown fields and unsafe links, in Norwegian', () => {
    expect(messagesOf(doc({ type: 'image', attrs: { src: 'https://x.no/a.png' } }))).toEqual([
      ANSWER_INVALID,
    ]);
    expect(messagesOf(doc({ type: 'codeBlock', content: [text('x')] }))).toEqual([ANSWER_INVALID]);
    expect(
      messagesOf(doc(paragraph({ type: 'text', text: 'x', marks: [{ type: 'strike' }] } as never))),
    ).toEqual([ANSWER_INVALID]);
    expect(
      messagesOf(doc(paragraph({ type: 'mergeField', attrs: { field: 'Klager.Fnr' } } as never))),
    ).toEqual([MERGE_FIELD_UNKNOWN]);
    expect(messagesOf(doc({ type: 'heading', attrs: { level: 4 }, content: [text('x')] }))).toEqual([
      ANSWER_INVALID,
    ]);
    for (const href of ['javascript:alert(1)', '/relative', 'ftp://x.no', 'data:text/html,<b>'])
      expect(
        messagesOf(doc(paragraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }))),
      ).toEqual([LINK_INVALID]);
    expect(messagesOf('<p>Hei</p>')).toEqual([ANSWER_INVALID]);
    expect(messagesOf({ type: 'doc', content: 'Hei' })).toEqual([ANSWER_INVALID]);
    expect(messagesOf(doc(paragraph(text('a\u0000b'))))).toEqual([TEXT_INVALID_CHARACTERS]);
    expect(messagesOf(doc(paragraph(text(''))))).toEqual([ANSWER_INVALID]);
  });

  it('wants a list item to begin with a paragraph, as the editor’s does', () => {
    expect(
      messagesOf(doc(bulletList([{ type: 'heading', attrs: { level: 2 }, content: [text('x')] }]))),
    ).toEqual([ANSWER_INVALID]);
    expect(messagesOf(doc({ type: 'bulletList', content: [] }))).toEqual([ANSWER_INVALID]);
  });

  it(`nests lists ${ANSWER_MAX_LIST_DEPTH} deep and no deeper`, () => {
    expect(messagesOf(doc(nestedList(ANSWER_MAX_LIST_DEPTH)))).toEqual([]);
    expect(messagesOf(doc(nestedList(ANSWER_MAX_LIST_DEPTH + 1)))).toEqual([ANSWER_TOO_DEEP]);
    expect(messagesOf(doc(nestedList(50)))).toEqual([ANSWER_TOO_DEEP]);
  });

  it(`holds at most ${ANSWER_MAX_TEXT_LENGTH} characters, merge fields counted as their tokens`, () => {
    const half = 'a'.repeat(ANSWER_MAX_TEXT_LENGTH / 2);
    expect(messagesOf(doc(paragraph(text(half)), paragraph(text(half))))).toEqual([]);
    expect(messagesOf(doc(paragraph(text(half)), paragraph(text(half), text('b'))))).toEqual([
      ANSWER_TOO_LONG,
    ]);
    expect(messagesOf(doc(paragraph(text(half)), paragraph(text(half.slice(5)), field('Dato'))))).toEqual([
      ANSWER_TOO_LONG,
    ]);
    expect(messagesOf(doc(paragraph(text('a'.repeat(ANSWER_MAX_TEXT_LENGTH + 1)))))).toEqual([
      ANSWER_TOO_LONG,
    ]);
  });

  it(`counts its parts over the whole document: ${ANSWER_MAX_BLOCKS} blocks, ${ANSWER_MAX_INLINES} inline parts`, () => {
    // 20,000 texts of one character each: within the length, far beyond the parts.
    const manyTexts = Array.from({ length: 100 }, () =>
      paragraph(
        ...Array.from({ length: 200 }, (_, index) => text('x', ...(index % 2 ? (['bold'] as const) : []))),
      ),
    );
    expect(messagesOf(doc(...manyTexts))).toEqual([ANSWER_TOO_MANY_PARTS]);
    const breaks = Array.from({ length: 10 }, () =>
      paragraph(
        ...Array.from({ length: ANSWER_MAX_INLINES / 10 }, (): AnswerInline => ({ type: 'hardBreak' })),
      ),
    );
    expect(messagesOf(doc(...breaks))).toEqual([]);
    expect(messagesOf(doc(...breaks, paragraph({ type: 'hardBreak' })))).toEqual([ANSWER_TOO_MANY_PARTS]);
    const emptyParagraphs = Array.from({ length: ANSWER_MAX_BLOCKS }, () => paragraph());
    expect(messagesOf(doc(...emptyParagraphs))).toEqual([]);
    expect(messagesOf(doc(...emptyParagraphs, paragraph()))).toEqual([ANSWER_TOO_MANY_PARTS]);
    // Spread over lists, each under the array's own bound, the whole still counts.
    const lists = Array.from({ length: 10 }, () =>
      bulletList(...Array.from({ length: 200 }, () => [paragraph()])),
    );
    expect(messagesOf(doc(...lists))).toEqual([ANSWER_TOO_MANY_PARTS]);
  });

  it(`takes at most ${ANSWER_MAX_MERGE_FIELDS} merge fields`, () => {
    const fields = (count: number) => doc(paragraph(...Array.from({ length: count }, () => field('Dato'))));
    expect(messagesOf(fields(ANSWER_MAX_MERGE_FIELDS))).toEqual([]);
    expect(messagesOf(fields(ANSWER_MAX_MERGE_FIELDS + 1))).toEqual([ANSWER_TOO_MANY_FIELDS]);
  });

  it('reads its texts in order, fields as tokens, and knows a blank one', () => {
    const written = answerDocSchema.parse(
      doc(
        paragraph(text('Hei '), field('Klager.Navn')),
        bulletList([paragraph(text('én'))], [paragraph(text('to'))]),
      ),
    );
    expect(answerTexts(written.content)).toEqual(['Hei ', '{Klager.Navn}', 'én', 'to']);
    expect(isBlankAnswer(written)).toBe(false);
    expect(isBlankAnswer(EMPTY_ANSWER)).toBe(true);
    expect(
      isBlankAnswer(answerDocSchema.parse(doc(paragraph(text('   ')), paragraph({ type: 'hardBreak' })))),
    ).toBe(true);
  });

  it('accepts links the editor may make and no others', () => {
    expect(isLinkHref('https://finansklagenemnda.no/vedtak')).toBe(true);
    expect(isLinkHref('mailto:post@eksempelbank.no')).toBe(true);
    expect(isLinkHref('javascript:alert(1)')).toBe(false);
    expect(isLinkHref(`https://x.no/${'a'.repeat(2000)}`)).toBe(false);
  });

  it('names the PDF after the case', () => {
    expect(answerFileName('EB-2026-0042')).toBe('Tilsvar EB-2026-0042.pdf');
  });
});

describe('unfilledFields', () => {
  it('names each field left, once, in the order of the field list: nodes and tokens typed as text alike', () => {
    const written: AnswerDoc = {
      type: 'doc',
      content: [
        paragraph(field('Dato'), text(' til {Klager.Navn} og {Klager.Navn}')),
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(field('Sak.Forfall'))] }] },
      ],
    };
    expect(unfilledFields(written)).toEqual(['Klager.Navn', 'Sak.Forfall', 'Dato']);
  });

  it('ignores braces that name no field', () => {
    const written: AnswerDoc = {
      type: 'doc',
      content: [paragraph(text('{Kunde.Navn} {} {Dato {sak.nummer}'))],
    };
    expect(unfilledFields(written)).toEqual([]);
    expect(unfilledFields(EMPTY_ANSWER)).toEqual([]);
  });
});

describe('fillMergeFields', () => {
  const values: MergeValues = { ...NO_VALUES, 'Klager.Navn': 'Åse Ødegård', Dato: '07.12.2026' };

  it('puts each value in place of its field, keeping the field’s marks, and leaves fields without one', () => {
    const template: AnswerDoc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Sak '), field('Sak.Nummer')] },
        paragraph(
          text('Til '),
          { ...field('Klager.Navn'), marks: [{ type: 'bold' }] },
          text(', '),
          field('Dato'),
        ),
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [paragraph(field('Klager.Navn')), bulletList([paragraph(field('Dato'))])],
            },
          ],
        } as AnswerBlock,
      ],
    };
    const filled = fillMergeFields(template, values);
    expect(filled.content).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [text('Sak '), field('Sak.Nummer')] },
      paragraph(text('Til '), text('Åse Ødegård', 'bold'), text(', '), text('07.12.2026')),
      {
        type: 'orderedList',
        content: [
          {
            type: 'listItem',
            content: [paragraph(text('Åse Ødegård')), bulletList([paragraph(text('07.12.2026'))])],
          },
        ],
      },
    ]);
    expect(unfilledFields(filled)).toEqual(['Sak.Nummer']);
    expect(answerDocSchema.safeParse(filled).success).toBe(true);
  });

  it('fills a token typed as text, and makes a field of one without a value, in the text’s marks', () => {
    const template: AnswerDoc = {
      type: 'doc',
      content: [paragraph(text('Hei {Klager.Navn}, saken {Sak.Nummer} av {Dato}{Ukjent}', 'italic'))],
    };
    expect(fillMergeFields(template, values).content).toEqual([
      paragraph(
        text('Hei ', 'italic'),
        text('Åse Ødegård', 'italic'),
        text(', saken ', 'italic'),
        { ...field('Sak.Nummer'), marks: [{ type: 'italic' }] },
        text(' av ', 'italic'),
        text('07.12.2026', 'italic'),
        text('{Ukjent}', 'italic'),
      ),
    ]);
  });

  it('changes nothing without fields, and nothing of the document it is given', () => {
    const plain: AnswerDoc = { type: 'doc', content: [paragraph(text('Ingen felt her.'))] };
    expect(fillMergeFields(plain, values)).toEqual(plain);
    const template: AnswerDoc = { type: 'doc', content: [paragraph(field('Dato'))] };
    const copy = structuredClone(template);
    fillMergeFields(template, values);
    expect(template).toEqual(copy);
    expect(fillMergeFields(template, NO_VALUES)).toEqual(template);
  });
});
