import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CASE_LIST_CACHE_TTL_MS, cachedCaseList, createCaseListCache } from './case-list.cache.ts';

const list = (json: string, snapshot = 's') => cachedCaseList(snapshot, json, 0);

describe('the case list cache', () => {
  it('answers what was set under the key, with its snapshot', () => {
    const cache = createCaseListCache(() => 0);
    cache.set('a', list('[1]', '10:12:'));
    expect(cache.get('a')).toMatchObject({ snapshot: '10:12:', json: '[1]' });
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets a list older than the TTL', () => {
    let now = 0;
    const cache = createCaseListCache(() => now);
    cache.set('a', list('[]'));
    now = CASE_LIST_CACHE_TTL_MS;
    expect(cache.get('a')).toBeDefined();
    now = CASE_LIST_CACHE_TTL_MS + 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used lists when over its size, and never keeps one larger than that', () => {
    const cache = createCaseListCache(() => 0, 10);
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
    const cache = createCaseListCache(() => 0, 10);
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
