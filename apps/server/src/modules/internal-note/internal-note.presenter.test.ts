import { noteMentions } from '@foretaksportalen/shared/contract/internal-note';
import { describe, expect, it } from 'vitest';
import { normalizedBody, plainText, storedBody, toNote } from './internal-note.presenter.ts';

const SIRI = '00000000-0000-4000-8000-000000000003';
const KARI = '00000000-0000-4000-8000-000000000001';
const names = new Map([
  [SIRI, 'Siri Superbruker'],
  [KARI, 'Kari Nordmann'],
]);

describe('a note’s body', () => {
  it('is kept with \\n line breaks, neighbouring texts as one and no blank space at its ends', () => {
    expect(
      normalizedBody([
        { Text: '  \r\nHei ' },
        { Mention: SIRI },
        { Text: ', se\r\n' },
        { Text: 'brevet.  \n' },
        { Text: '' },
      ]),
    ).toEqual([{ Text: 'Hei ' }, { Mention: SIRI }, { Text: ', se\nbrevet.' }]);
    expect(normalizedBody([{ Mention: SIRI }, { Text: '  ' }])).toEqual([{ Mention: SIRI }]);
  });

  it('names each mentioned membership once', () => {
    expect(noteMentions([{ Mention: SIRI }, { Text: ' og ' }, { Mention: KARI }, { Mention: SIRI }])).toEqual(
      [SIRI, KARI],
    );
  });

  it('reads as plain text with the names the clerks have now, a removed one as a former user', () => {
    const gone = '00000000-0000-4000-8000-0000000000ff';
    expect(plainText([{ Mention: SIRI }, { Text: ' og ' }, { Mention: gone }], names)).toBe(
      '@Siri Superbruker og @Tidligere bruker',
    );
  });

  it('shows a body that is not one as its plain text', () => {
    expect(storedBody({ body: { nonsense: true }, text: 'Tekst' })).toEqual([{ Text: 'Tekst' }]);
  });
});

describe('a note as the viewer sees it', () => {
  const row = {
    id: '00000000-0000-4000-8000-0000000000aa',
    authorMembershipId: KARI,
    body: [{ Text: 'Se ' }, { Mention: SIRI }],
    text: 'Se @Siri Superbruker',
    createdAt: new Date('2026-12-07T10:00:00Z'),
    editedAt: null,
  };

  it('offers its author the change until the window closes, and nobody else', () => {
    const early = new Date('2026-12-07T10:05:00Z');
    expect(toNote(row, names, { membershipId: KARI }, early)).toEqual({
      Id: row.id,
      Author: { Id: KARI, DisplayName: 'Kari Nordmann' },
      Created: '2026-12-07T10:00:00.000Z',
      Edited: null,
      Body: [{ Text: 'Se ' }, { Mention: { Id: SIRI, DisplayName: 'Siri Superbruker' } }],
      EditableUntil: '2026-12-07T10:15:00.000Z',
    });
    expect(toNote(row, names, { membershipId: SIRI }, early).EditableUntil).toBeNull();
    expect(
      toNote(row, names, { membershipId: KARI }, new Date('2026-12-07T10:15:00Z')).EditableUntil,
    ).toBeNull();
  });

  it('has no author when their membership is gone', () => {
    expect(
      toNote({ ...row, authorMembershipId: null }, names, { membershipId: KARI }, row.createdAt).Author,
    ).toBeNull();
  });
});
