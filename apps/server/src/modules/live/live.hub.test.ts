import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { NoticeChannel, NoticeListener, Notices } from '../../db/notices.ts';
import type { AuthContext } from '../session/index.ts';
import { createLiveHub } from './live.hub.ts';

const COMPANY = '00000000-0000-4000-8000-000000000001';
const auth: AuthContext = {
  sessionId: '00000000-0000-4000-8000-0000000000s1',
  personId: '00000000-0000-4000-8000-0000000000p1',
  membershipId: '00000000-0000-4000-8000-0000000000m1',
  companyId: COMPANY,
  accessLevel: 3,
  consent: true,
  welcomeDismissed: true,
};

/** A hub on notices the test sends itself, with a session that stays live. */
function hubForTest(limits: Partial<Config['live']> = {}) {
  const listeners = new Map<NoticeChannel, NoticeListener>();
  const notices: Notices = {
    listen(channel, listener) {
      listeners.set(channel, listener);
      return () => listeners.delete(channel);
    },
    caughtUp: async () => true,
  };
  const silent = { error() {} };
  const hub = createLiveHub({
    db: {} as Database,
    config: {
      live: {
        streamsPerSession: 3,
        maxStreams: 10,
        heartbeatSeconds: 25,
        replayWindowSeconds: 300,
        ...limits,
      },
    } as Config,
    clock: () => new Date(),
    notices,
    sessions: {
      deadlinesOf: async (ids) =>
        new Map(
          ids.map((id) => [id, { auth: { ...auth, sessionId: id }, endsAt: new Date(Date.now() + 60_000) }]),
        ),
    },
    log: silent as never,
  });
  let id = 0;
  const row = () =>
    JSON.stringify({
      id: ++id,
      txid: '100',
      xmin: '100',
      companyId: COMPANY,
      kind: 'case.changed',
      caseId: '00000000-0000-4000-8000-0000000000c1',
      version: id,
      clerkId: null,
      formerClerkIds: [],
      toMembershipIds: null,
      byMembershipId: null,
      fields: ['CompanyNote'],
    });
  const tell = (payload: string) => listeners.get('live_events')?.notice(payload);
  return { hub, row, tell };
}

const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await nextTurn();
};

describe('the live hub', () => {
  it('sends a tick’s rows to a stream in one write, after the notice’s callback has returned', async () => {
    const { hub, row, tell } = hubForTest();
    const stream = hub.open(auth, undefined) as PassThrough;
    await settle();
    const writes: string[] = [];
    stream.on('data', (chunk) => writes.push(String(chunk)));
    tell(row());
    tell(row());
    tell(row());
    expect(writes).toEqual([]);
    await settle();
    const frames = writes.filter((chunk) => chunk.includes('data: '));
    expect(frames).toHaveLength(1);
    expect(frames[0]?.match(/^data: /gm)).toHaveLength(3);
    hub.stop();
    hub.closeAll();
  });

  it('cuts a stream whose client reads nothing past 64 KiB', async () => {
    const { hub, row, tell } = hubForTest();
    const stream = hub.open(auth, undefined) as PassThrough;
    await settle();
    stream.pause();
    for (let batch = 0; batch < 100 && !stream.destroyed; batch++) {
      for (let rows = 0; rows < 20; rows++) tell(row());
      await settle();
    }
    expect(stream.destroyed).toBe(true);
    expect(hub.size()).toBe(0);
    hub.stop();
  });
});

describe('the live hub under load', () => {
  it('tells 5,000 streams (LIVE_MAX_STREAMS) of 50 rows of one tick without holding the event loop for 200 ms', async () => {
    const { hub, row, tell } = hubForTest({ maxStreams: 5000, streamsPerSession: 5000 });
    const streams = Array.from({ length: 5000 }, () => hub.open(auth, undefined) as PassThrough);
    await settle();
    let received = 0;
    const count = (chunk: unknown) => {
      received += String(chunk).split('data: ').length - 1;
    };
    for (const stream of streams) stream.on('data', count);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    for (let rows = 0; rows < 50; rows++) tell(row());
    while (received < 5000 * 50) await new Promise((resolve) => setTimeout(resolve, 5));
    delay.disable();
    expect(delay.max / 1e6).toBeLessThan(200);
    hub.stop();
    hub.closeAll();
  });
});
