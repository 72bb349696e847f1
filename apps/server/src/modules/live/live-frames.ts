import type { LiveEvent } from '@foretaksportalen/shared/contract/live';

/** How long a browser waits before it reconnects (the SSE `retry:`), and after a shutdown closed the stream. */
const RETRY_MS = 3000;
const RETRY_AFTER_SHUTDOWN_MS = 1000;

/** The first bytes, written at once: the headers go out with them through any proxy, before any query. */
export const OPENING = Buffer.from(`retry: ${RETRY_MS}\n: open\n\n`);

/** A comment, so that proxies and the server's own idle timeout see the connection used. */
export const HEARTBEAT = Buffer.from(': \n\n');

export const SHUTTING_DOWN = Buffer.from(`retry: ${RETRY_AFTER_SHUTDOWN_MS}\n\n`);

/** One event as an SSE frame; with the cursor to resume after it, for the rows a replay can give again. */
export const frame = (event: LiveEvent, cursor?: string) =>
  `${cursor === undefined ? '' : `id: ${cursor}\n`}data: ${JSON.stringify(event)}\n\n`;
