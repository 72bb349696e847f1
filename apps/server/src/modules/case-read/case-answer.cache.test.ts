import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CASE_ANSWER_CACHE_TTL_MS, cachedCaseAnswer, createCaseAnswerCache } from './case-answer.cache.ts';

const DAY = '2026-11-23';

const answer = (caseId: string, changes: Partial<Parameters<typeof cachedCaseAnswer>[1]> = {}) =>
  cachedCaseAnswer(`{"CaseUid":"${caseId}"}`, {
    caseId,
    companyId: 'bank',
    clerkMembershipId: null,
    day: DAY,
    snapshot: '10:12:',
    cachedAt: 0,
    validUntil: Number.POSITIVE_INFINITY,
    ...changes,
  });

/** A cache that hears its notices, holding case `a` in two variants and case `b` of another company. */
function listeningCache(now: () => number = () => 0) {
  const cache = createCaseAnswerCache(now);
  cache.notices.listening(true);
  const readAt = cache.generation();
  cache.remember(answer('a'), 'edits', readAt);
  cache.remember(answer('a'), 'reads', readAt);
  cache.remember(answer('b', { companyId: 'insurer' }), 'edits', readAt);
  return cache;
}

describe('the case answer cache', () => {
  it('answers per case and variant, and is trusted only while its notices are heard', () => {
    const cache = createCaseAnswerCache(() => 0);
    expect(cache.isTrusted()).toBe(false);
    cache.notices.listening(true);
    expect(cache.isTrusted()).toBe(true);
    cache.remember(answer('a'), 'edits', cache.generation());
    expect(cache.get('a', 'edits', DAY)?.caseId).toBe('a');
    expect(cache.get('a', 'reads', DAY)).toBeUndefined();
    cache.notices.listening(false);
    expect(cache.isTrusted()).toBe(false);
  });

  it("drops a case's variants on its notice, a company's cases on the company's, all on any other", () => {
    let cache = listeningCache();
    cache.notices.notice('case:a');
    expect(cache.get('a', 'edits', DAY)).toBeUndefined();
    expect(cache.get('a', 'reads', DAY)).toBeUndefined();
    expect(cache.get('b', 'edits', DAY)).toBeDefined();

    cache = listeningCache();
    cache.notices.notice('company:insurer');
    expect(cache.get('b', 'edits', DAY)).toBeUndefined();
    expect(cache.get('a', 'edits', DAY)).toBeDefined();

    cache = listeningCache();
    cache.notices.notice('all');
    expect(cache.size()).toBe(0);
  });

  it('does not keep a read that a notice of its case or company overtook', () => {
    const cache = createCaseAnswerCache(() => 0);
    cache.notices.listening(true);
    let readAt = cache.generation();
    cache.notices.notice('case:a');
    cache.remember(answer('a'), 'edits', readAt);
    expect(cache.get('a', 'edits', DAY)).toBeUndefined();

    readAt = cache.generation();
    cache.notices.notice('company:bank');
    cache.remember(answer('a'), 'edits', readAt);
    expect(cache.get('a', 'edits', DAY)).toBeUndefined();

    // Another case's notice does not concern it; a read begun after the notice is kept.
    readAt = cache.generation();
    cache.notices.notice('case:b');
    cache.remember(answer('a'), 'edits', readAt);
    expect(cache.get('a', 'edits', DAY)).toBeDefined();
  });

  it('forgets everything when it hears its notices again, and keeps no read begun before', () => {
    const cache = listeningCache();
    cache.notices.listening(false);
    // Deaf, it keeps what it holds: the service checks each against the change records before use.
    expect(cache.get('a', 'edits', DAY)).toBeDefined();
    const readAt = cache.generation();
    cache.notices.listening(true);
    expect(cache.size()).toBe(0);
    cache.remember(answer('a'), 'edits', readAt);
    expect(cache.size()).toBe(0);
  });

  it('does not answer for another day, after a delete window closes, or past the TTL', () => {
    let now = 0;
    const cache = createCaseAnswerCache(() => now);
    cache.notices.listening(true);
    cache.remember(answer('a', { validUntil: 1000 }), 'edits', cache.generation());
    cache.remember(answer('b'), 'edits', cache.generation());
    expect(cache.get('a', 'edits', '2026-11-24')).toBeUndefined();
    cache.remember(answer('a', { validUntil: 1000 }), 'edits', cache.generation());
    now = 999;
    expect(cache.get('a', 'edits', DAY)).toBeDefined();
    now = 1000;
    expect(cache.get('a', 'edits', DAY)).toBeUndefined();
    now = CASE_ANSWER_CACHE_TTL_MS + 1;
    expect(cache.get('b', 'edits', DAY)).toBeUndefined();
  });

  it('keeps at most its size in JSON, the least recently used going first', () => {
    const cache = createCaseAnswerCache(() => 0, 40);
    cache.notices.listening(true);
    for (const id of ['a', 'b', 'c']) cache.remember(answer(id), 'edits', cache.generation());
    expect(cache.get('a', 'edits', DAY)).toBeUndefined();
    expect(cache.get('c', 'edits', DAY)).toBeDefined();
    // An evicted answer's case is forgotten with it: its notice finds nothing, and it can be kept again.
    cache.notices.notice('case:a');
    cache.remember(answer('a'), 'edits', cache.generation());
    expect(cache.get('a', 'edits', DAY)).toBeDefined();
  });

  it('compresses an answer once per encoding', () => {
    const cached = answer('a');
    expect(cached.encoded('zstd')).toBe(cached.encoded('zstd'));
    expect(zlib.zstdDecompressSync(cached.encoded('zstd')).toString()).toBe(cached.json);
    expect(zlib.gunzipSync(cached.encoded('gzip')).toString()).toBe(cached.json);
  });
});
