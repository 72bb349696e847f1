import type { LiveEvent } from '@foretaksportalen/shared/contract/live';
import { describe, expect, it } from 'vitest';
import { readLiveStream } from './read-live-stream.ts';

const CASE_UID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const changed = {
  Type: 'case',
  Kind: 'case.changed',
  CaseUid: CASE_UID,
  Version: 4,
  By: null,
  Fields: ['CompanyNote'],
} satisfies LiveEvent;

/** A body that gives these chunks, one per read. */
function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function read(chunks: string[]) {
  const events: [LiveEvent, string | undefined][] = [];
  const retries: number[] = [];
  await readLiveStream(
    bodyOf(chunks),
    { event: (event, id) => events.push([event, id]), retry: (ms) => retries.push(ms) },
    new AbortController().signal,
  );
  return { events, retries };
}

describe('readLiveStream', () => {
  it('reads frames split anywhere across chunks, with their ids, and the retry', async () => {
    const frame = `id: 41.900.899\ndata: ${JSON.stringify(changed)}\n\n`;
    const whole = `retry: 3000\n: open\n\n${frame}data: {"Type":"resync"}\n\n`;
    const { events, retries } = await read([
      whole.slice(0, 5),
      whole.slice(5, 40),
      whole.slice(40, 41),
      whole.slice(41),
    ]);

    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      [changed, '41.900.899'],
      [{ Type: 'resync' }, undefined],
    ]);
  });

  it('splits a multi-byte letter across chunks without breaking it', async () => {
    const bytes = new TextEncoder().encode(`data: ${JSON.stringify({ Type: 'resync' })}\n\n: å\n\n`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, bytes.length - 3));
        controller.enqueue(bytes.slice(bytes.length - 3));
        controller.close();
      },
    });
    const events: LiveEvent[] = [];
    await readLiveStream(
      body,
      { event: (event) => events.push(event), retry: () => {} },
      new AbortController().signal,
    );
    expect(events).toEqual([{ Type: 'resync' }]);
  });

  it('leaves out heartbeats, bad JSON, unknown types and frames with fields the contract does not have', async () => {
    const { events } = await read([
      ': \n\n',
      'data: {not json\n\n',
      'data: {"Type":"fireworks"}\n\n',
      `data: ${JSON.stringify({ ...changed, Subject: 'Klage på kort' })}\n\n`,
      `data: ${JSON.stringify({ ...changed, CaseUid: 'EB-2026-0012' })}\n\n`,
      `id: 7\ndata: ${JSON.stringify(changed)}\n\n`,
    ]);
    expect(events).toEqual([[changed, '7']]);
  });

  it('stops reading when stopped', async () => {
    const stop = new AbortController();
    const events: LiveEvent[] = [];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: {"Type":"resync"}\n\n'));
      },
    });
    const reading = readLiveStream(
      body,
      {
        event: (event) => {
          events.push(event);
          stop.abort();
        },
        retry: () => {},
      },
      stop.signal,
    );
    await expect(reading).resolves.toBeUndefined();
    expect(events).toHaveLength(1);
  });
});
