import { describe, expect, it } from 'vitest';
import type { SessionWithAccess } from './session.repository.ts';
import { createSessionCache } from './session-cache.ts';

const found = (id: string, membershipId = `m-${id}`, personId = `p-${id}`) =>
  ({ session: { id, membershipId, personId } }) as SessionWithAccess;

function listeningCache(maxEntries?: number) {
  const cache = createSessionCache(maxEntries);
  cache.notices.listening(true);
  return cache;
}

describe('createSessionCache', () => {
  it('holds nothing while it does not hear the database, and forgets all when it stops or starts again', () => {
    const cache = createSessionCache();
    cache.remember('t1', found('s1'), cache.generation());
    expect(cache.get('t1')).toBeUndefined();

    cache.notices.listening(true);
    cache.remember('t1', found('s1'), cache.generation());
    expect(cache.get('t1')).toEqual(found('s1'));
    cache.notices.listening(false);
    expect(cache.get('t1')).toBeUndefined();
    cache.notices.listening(true);
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('does not keep a read that a notice overtook', () => {
    const cache = listeningCache();
    const readAt = cache.generation();
    cache.notices.notice('session:s1');
    cache.remember('t1', found('s1'), readAt);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('drops the sessions a notice names: one session, a membership, a person, or all', () => {
    const cache = listeningCache();
    const keep = (tokenHash: string, entry: SessionWithAccess) =>
      cache.remember(tokenHash, entry, cache.generation());
    keep('t1', found('s1', 'm1', 'p1'));
    keep('t2', found('s2', 'm1', 'p1'));
    keep('t3', found('s3', 'm3', 'p1'));
    keep('t4', found('s4', 'm4', 'p4'));

    cache.notices.notice('session:s1');
    expect(['t1', 't2', 't3', 't4'].map((t) => Boolean(cache.get(t)))).toEqual([false, true, true, true]);
    cache.notices.notice('membership:m1');
    expect(['t2', 't3', 't4'].map((t) => Boolean(cache.get(t)))).toEqual([false, true, true]);
    cache.notices.notice('person:p1');
    expect(['t3', 't4'].map((t) => Boolean(cache.get(t)))).toEqual([false, true]);
    cache.notices.notice('all');
    expect(cache.size()).toBe(0);
  });

  it('drops every token it holds for a session, the one a rotation replaced too when its notice came late', () => {
    const cache = listeningCache();
    cache.remember('old', found('s1'), cache.generation());
    // The new token was read before the rotation's notice came: both are held for a moment.
    cache.remember('new', found('s1'), cache.generation());
    cache.notices.notice('session:s1');
    expect(cache.get('old')).toBeUndefined();
    expect(cache.get('new')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('keeps at most its limit, the longest kept going first', () => {
    const cache = listeningCache(2);
    for (const id of ['1', '2', '3']) cache.remember(`t${id}`, found(id), cache.generation());
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t2')).toBeDefined();
    expect(cache.get('t3')).toBeDefined();
    // A session forgotten for the limit is forgotten by its id too.
    cache.notices.notice('session:1');
    expect(cache.size()).toBe(2);
  });
});
