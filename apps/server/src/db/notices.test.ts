import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { CACHE_CHANNELS, LIVE_CHANNELS, listenOnPostgres, NOTICE_CHANNELS } from './notices.ts';

describe('the notice channels', () => {
  it('a pooled connection listens on the caches’ channels only, never on the live stream’s', async () => {
    const listened: string[] = [];
    const pooled = {
      processID: 1,
      on: () => {},
      query: async (text: string) => void listened.push(text),
    };
    const { listenOnPooled, close } = listenOnPostgres({} as Database, 'postgres://nobody@127.0.0.1:1/none');
    await listenOnPooled(pooled as never);
    await close();
    expect(listened).toEqual(CACHE_CHANNELS.map((channel) => `LISTEN ${channel}`));
    for (const channel of LIVE_CHANNELS) expect(listened).not.toContain(`LISTEN ${channel}`);
  });

  it('the listening connection hears every channel', () => {
    expect([...NOTICE_CHANNELS].sort()).toEqual([...CACHE_CHANNELS, ...LIVE_CHANNELS].sort());
  });
});
