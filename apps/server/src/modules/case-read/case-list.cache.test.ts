import zlib from 'node:zlib';
import { type CaseListItem, CaseListType } from '@foretaksportalen/shared/contract/case';
import { describe, expect, it } from 'vitest';
import { encodedAnswer } from './answer-encoding.ts';
import {
  CASE_LIST_CACHE_TTL_MS,
  createCaseListCache,
  fullCaseList,
  mergedCaseList,
} from './case-list.cache.ts';

const list = (json: string, snapshot = 's') =>
  Object.assign(encodedAnswer(Buffer.from(json)), { snapshot, cachedAt: 0 });

describe('the case list cache', () => {
  it('answers what was set under the key, with its snapshot', () => {
    const cache = createCaseListCache<ReturnType<typeof list>>(() => 0);
    cache.set('a', list('[1]', '10:12:'));
    expect(cache.get('a')).toMatchObject({ snapshot: '10:12:', json: '[1]' });
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets a list older than the TTL', () => {
    let now = 0;
    const cache = createCaseListCache<ReturnType<typeof list>>(() => now);
    cache.set('a', list('[]'));
    now = CASE_LIST_CACHE_TTL_MS;
    expect(cache.get('a')).toBeDefined();
    now = CASE_LIST_CACHE_TTL_MS + 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used lists when over its size, and never keeps one larger than that', () => {
    const cache = createCaseListCache<ReturnType<typeof list>>(() => 0, 10);
    cache.set('a', list('aaaa'));
    cache.set('b', list('bbbb'));
    cache.get('a');
    cache.set('c', list('cccc'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.json).toBe('aaaa');
    expect(cache.get('c')?.json).toBe('cccc');
    cache.set('d', list('d'.repeat(11)));
    expect(cache.get('d')).toBeUndefined();
    expect(cache.get('a')?.json).toBe('aaaa');
  });

  it('replaces a list set again under the same key', () => {
    const cache = createCaseListCache<ReturnType<typeof list>>(() => 0, 10);
    cache.set('a', list('aaaaaa', 's1'));
    cache.set('a', list('bbbbbb', 's2'));
    expect(cache.get('a')).toMatchObject({ snapshot: 's2', json: 'bbbbbb' });
  });

  it('compresses a list once per encoding, to bytes that decompress to its JSON', () => {
    const cached = list(JSON.stringify([{ Type: 0, Items: [] }]));
    const zstd = cached.encoded('zstd');
    expect(cached.encoded('zstd')).toBe(zstd);
    expect(zlib.zstdDecompressSync(zstd).toString()).toBe(cached.json);
    expect(zlib.gunzipSync(cached.encoded('gzip')).toString()).toBe(cached.json);
  });
});

describe('the case lists of a full read, and merged', () => {
  const item = (id: string, clerk: boolean, note: string | null = null) =>
    ({
      CaseUid: id,
      Clerk: clerk ? { Id: 'k', DisplayName: 'Kari', Phone: null } : null,
      CompanyNote: note,
    }) as unknown as CaseListItem;
  const lists = (items: CaseListItem[]) =>
    JSON.stringify([
      { Type: CaseListType.Queue, Items: items.filter((each) => each.Clerk) },
      { Type: CaseListType.Undistributed, Items: items.filter((each) => !each.Clerk) },
    ]);

  it('writes the text JSON.stringify writes for both lists', () => {
    const items = [item('1', true), item('2', false, 'Æ "sitat"'), item('3', true)];
    expect(fullCaseList('s', items, 0).json).toBe(lists(items));
    expect(fullCaseList('s', [], 0).json).toBe(lists([]));
  });

  it('takes changed cases out, and puts those still selected back where their id places them', () => {
    const before = fullCaseList(
      's1',
      [item('1', true), item('3', false), item('5', true), item('7', false)],
      0,
    );
    const merged = mergedCaseList(
      before,
      's2',
      ['3', '4', '5', '7'],
      [item('4', true), item('5', false), item('3', false, 'Ny')],
    );
    expect(merged).toMatchObject({ snapshot: 's2', madeBy: 'merge', cachedAt: 0 });
    expect(merged.json).toBe(
      lists([item('1', true), item('3', false, 'Ny'), item('4', true), item('5', false)]),
    );
    // The list merged from is left as it was.
    expect(before.json).toBe(lists([item('1', true), item('3', false), item('5', true), item('7', false)]));
  });
});
