import { describe, expect, it } from 'vitest';
import { documentOf, isBlank, linkedParts, matchingClerks, segmentsOf } from './note-document.ts';

const SIRI = { Id: '00000000-0000-4000-8000-000000000003', DisplayName: 'Siri Superbruker' };
const ANNE = { Id: '00000000-0000-4000-8000-000000000005', DisplayName: 'Anne Admin' };

describe('a note between the editor and the wire', () => {
  it('reads paragraphs and hard breaks as line breaks and mentions as memberships', () => {
    const document = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Hei ' },
            { type: 'mention', attrs: { id: SIRI.Id, label: SIRI.DisplayName } },
            { type: 'text', text: ',' },
            { type: 'hardBreak' },
            { type: 'text', text: 'se brevet.' },
          ],
        },
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'Mvh' }] },
      ],
    };
    expect(segmentsOf(document)).toEqual([
      { Text: 'Hei ' },
      { Mention: SIRI.Id },
      { Text: ',\nse brevet.\n\nMvh' },
    ]);
  });

  it('writes a note back as the editor’s document, and reads it the same again', () => {
    const body = [{ Text: 'Til ' }, { Mention: SIRI }, { Text: ':\nRing kunden\n\nog ' }, { Mention: ANNE }];
    const document = documentOf(body);
    expect(document.content).toHaveLength(4);
    expect(segmentsOf(document)).toEqual([
      { Text: 'Til ' },
      { Mention: SIRI.Id },
      { Text: ':\nRing kunden\n\nog ' },
      { Mention: ANNE.Id },
    ]);
  });

  it('is blank without a mention or a word', () => {
    expect(isBlank([])).toBe(true);
    expect(isBlank([{ Text: ' \n ' }])).toBe(true);
    expect(isBlank([{ Mention: SIRI.Id }])).toBe(false);
  });
});

describe('whom @ offers', () => {
  it('matches the start of the name or of any word of it, ignoring case', () => {
    expect(matchingClerks([SIRI, ANNE], '')).toEqual([SIRI, ANNE]);
    expect(matchingClerks([SIRI, ANNE], 'sup')).toEqual([SIRI]);
    expect(matchingClerks([SIRI, ANNE], 'A')).toEqual([ANNE]);
    expect(matchingClerks([SIRI, ANNE], 'x')).toEqual([]);
  });
});

describe('the links of a note', () => {
  it('are its http and https addresses, without the punctuation after them', () => {
    expect(linkedParts('Se https://eksempel.no/sak?id=1, og (http://a.no).')).toEqual([
      { text: 'Se ' },
      { text: 'https://eksempel.no/sak?id=1', href: 'https://eksempel.no/sak?id=1' },
      { text: ', og (' },
      { text: 'http://a.no', href: 'http://a.no/' },
      { text: ').' },
    ]);
  });

  it('leave every other scheme as text', () => {
    expect(linkedParts('javascript:alert(1) ftp://x.no mailto:a@b.no')).toEqual([
      { text: 'javascript:alert(1) ftp://x.no mailto:a@b.no' },
    ]);
  });
});
