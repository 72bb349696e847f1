import { describe, expect, it } from 'vitest';
import { makeCaseEvent } from '../../test/case-fixtures.ts';
import { countDocuments, groupDocuments } from './document-groups.ts';

const events = [
  makeCaseEvent({ Created: '2026-03-10T12:00:00.000Z' }, [{ FileName: 'c1' }, { FileName: 'c2' }]),
  makeCaseEvent({ Created: '2026-03-05T12:00:00.000Z' }, []),
  makeCaseEvent({ Created: '2026-03-05T12:00:00.000Z' }, [{ FileName: 'b1' }]),
  makeCaseEvent({ Created: '2026-03-01T12:00:00.000Z' }, [
    { FileName: 'a1' },
    { FileName: 'a2' },
    { FileName: 'a3' },
  ]),
];
const named = (direction: 'asc' | 'desc') =>
  groupDocuments(events, direction).map((group) => [
    group.header.FileName,
    group.attachments.map((document) => document.FileName),
  ]);

describe('document groups (spec 2 §2 documents tab)', () => {
  it('makes one group per event with documents, headed by its first', () => {
    expect(named('desc')).toEqual([
      ['c1', ['c2']],
      ['b1', []],
      ['a1', ['a2', 'a3']],
    ]);
    expect(groupDocuments(events, 'desc').map((group) => group.eventId)).toEqual(
      [events[0], events[2], events[3]].map((event) => event?.Gid),
    );
  });

  it('sorts the groups by their header date, attachments staying with them', () => {
    expect(named('asc')).toEqual([
      ['a1', ['a2', 'a3']],
      ['b1', []],
      ['c1', ['c2']],
    ]);
  });

  it('counts every document of every event', () => {
    expect(countDocuments(events)).toBe(6);
  });
});
