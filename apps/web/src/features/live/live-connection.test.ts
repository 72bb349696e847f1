import type { LiveEvent } from '@foretaksportalen/shared/contract/live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LiveChannel, type LiveConnectionDeps, startLiveConnection } from './live-connection.ts';

const CASE_UID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const caseChanged = (Version: number): LiveEvent => ({
  Type: 'case',
  Kind: 'case.changed',
  CaseUid: CASE_UID,
  Version,
  By: null,
  Fields: [],
});
const frame = (event: LiveEvent, id?: string) =>
  `${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(event)}\n\n`;

/** Web Locks of one browser: one holder at a time, the others queued in order. */
function fakeLocks(): Pick<LockManager, 'request'> {
  let held = false;
  const queue: { callback: () => Promise<void>; settle: () => void }[] = [];
  const grantNext = () => {
    const next = queue.shift();
    held = next !== undefined;
    if (next)
      void next.callback().finally(() => {
        next.settle();
        grantNext();
      });
  };
  const request = (_name: string, options: LockOptions, callback: () => Promise<void>) =>
    new Promise<void>((resolve, reject) => {
      const entry = { callback, settle: resolve };
      options.signal?.addEventListener('abort', () => {
        const index = queue.indexOf(entry);
        if (index === -1) return;
        queue.splice(index, 1);
        reject(new DOMException('Aborted', 'AbortError'));
      });
      queue.push(entry);
      if (!held) grantNext();
    });
  return { request } as unknown as Pick<LockManager, 'request'>;
}

/** BroadcastChannels of one name: a message reaches every other open one, never its sender. */
function fakeBus() {
  const open = new Set<LiveChannel>();
  return () => {
    const channel: LiveChannel = {
      onmessage: null,
      postMessage: (message) => {
        for (const other of open) {
          if (other !== channel)
            queueMicrotask(() => other.onmessage?.({ data: structuredClone(message) } as MessageEvent));
        }
      },
      close: () => open.delete(channel),
    };
    open.add(channel);
    return channel;
  };
}

interface OpenedStream {
  lastEventId: string | undefined;
  signal: AbortSignal;
  send: (text: string) => void;
}

/** GET /api/live: each opening a stream the test writes to, unless `answer` gives another status. */
function fakeServer(answer: () => number = () => 200) {
  const opened: OpenedStream[] = [];
  const open = vi.fn(async (lastEventId: string | undefined, signal: AbortSignal) => {
    const status = answer();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    opened.push({
      lastEventId,
      signal,
      send: (text) => controller.enqueue(new TextEncoder().encode(text)),
    });
    return status === 200 ? new Response(body, { status }) : new Response(null, { status });
  });
  return { open, opened };
}

function fakeRenewals() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    renew: () => {
      for (const listener of listeners) listener();
    },
  };
}

function startTabs(count: number, deps: Omit<LiveConnectionDeps, 'channel' | 'onEvent'>) {
  const channel = fakeBus();
  return Array.from({ length: count }, () => {
    const events: LiveEvent[] = [];
    const stop = startLiveConnection({ ...deps, channel: channel(), onEvent: (event) => events.push(event) });
    return { events, stop };
  });
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('startLiveConnection', () => {
  it('opens one stream for three tabs, relays its events to the others, and hands over with the same cursor', async () => {
    const server = fakeServer();
    const renewals = fakeRenewals();
    const tabs = startTabs(3, {
      locks: fakeLocks(),
      open: server.open,
      onSessionRenewed: renewals.subscribe,
    });
    stops.push(...tabs.map((tab) => tab.stop));

    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    expect(server.opened[0]?.lastEventId).toBeUndefined();
    server.opened[0]?.send(
      `retry: 3000\n: open\n\n${frame(caseChanged(2), '10.1.1')}${frame(caseChanged(3), '11.1.1')}`,
    );

    await vi.waitFor(() => {
      for (const tab of tabs) expect(tab.events).toEqual([caseChanged(2), caseChanged(3)]);
    });

    tabs[0]?.stop();
    await vi.waitFor(() => expect(server.opened).toHaveLength(2));
    expect(server.opened[0]?.signal.aborted).toBe(true);
    expect(server.opened[1]?.lastEventId).toBe('11.1.1');

    server.opened[1]?.send(frame({ Type: 'presence', CaseUid: CASE_UID }));
    const presence = { Type: 'presence', CaseUid: CASE_UID };
    await vi.waitFor(() => {
      expect(tabs[1]?.events.at(-1)).toEqual(presence);
      expect(tabs[2]?.events.at(-1)).toEqual(presence);
    });
    expect(tabs[0]?.events).toHaveLength(2);
    expect(server.opened).toHaveLength(2);
  });

  it('opens a stream in every tab where there are no Web Locks, each telling its own tab only', async () => {
    const server = fakeServer();
    const tabs = startTabs(2, {
      locks: undefined,
      open: server.open,
      onSessionRenewed: fakeRenewals().subscribe,
    });
    stops.push(...tabs.map((tab) => tab.stop));
    await vi.waitFor(() => expect(server.opened).toHaveLength(2));
    for (const stream of server.opened) stream.send(frame(caseChanged(2), '10.1.1'));
    await vi.waitFor(() => expect(tabs.map((tab) => tab.events.length)).toEqual([1, 1]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tabs.map((tab) => tab.events.length)).toEqual([1, 1]);
  });

  it('after a 401 waits for the app to renew the session, never refreshing it itself', async () => {
    let status = 401;
    const server = fakeServer(() => status);
    const renewals = fakeRenewals();
    const [tab] = startTabs(1, {
      locks: fakeLocks(),
      open: server.open,
      onSessionRenewed: renewals.subscribe,
    });
    if (tab) stops.push(tab.stop);

    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.opened).toHaveLength(1);

    status = 200;
    renewals.renew();
    await vi.waitFor(() => expect(server.opened).toHaveLength(2));
  });

  it('stops reading at the end of the session, and after a 401 on opening again does not loop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let status = 200;
    const server = fakeServer(() => status);
    const [tab] = startTabs(1, {
      locks: fakeLocks(),
      open: server.open,
      onSessionRenewed: fakeRenewals().subscribe,
    });
    if (tab) stops.push(tab.stop);

    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    status = 401;
    server.opened[0]?.send(
      `${frame({ Type: 'session', Reason: 'ended' })}${frame(caseChanged(5), '12.1.1')}`,
    );
    await vi.waitFor(() => expect(server.opened[0]?.signal.aborted).toBe(true));
    expect(tab?.events).toEqual([{ Type: 'session', Reason: 'ended' }]);

    await vi.advanceTimersByTimeAsync(4000);
    expect(server.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(server.opened).toHaveLength(2);
  });

  it('backs off after failures', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer(() => 503);
    const [tab] = startTabs(1, {
      locks: undefined,
      open: server.open,
      onSessionRenewed: fakeRenewals().subscribe,
    });
    if (tab) stops.push(tab.stop);

    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.opened).toHaveLength(3);
  });
});
