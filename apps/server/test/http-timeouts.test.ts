import net from 'node:net';
import { XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, sessionFor, type TestSession } from './helpers/test-app.ts';
import { testDatabaseKind } from './helpers/test-database.ts';
import { MIME, multipartBody, PNG_BYTES } from './helpers/uploads.ts';

/**
 * Request timeouts (issue 17): a client that trickles its request a byte at a time is cut off instead of holding a
 * connection for ever, while an upload that keeps moving passes. On a real listening server (app.inject has no
 * sockets), with timeouts of seconds instead of the defaults' minutes. The timeouts are the HTTP server's, whatever
 * the database, and the tests wait them out: they run once, in the PGlite tier.
 */
type Context = Awaited<ReturnType<typeof createTestApp>>;
let context: Context | undefined;
afterEach(async () => {
  await context?.app.close();
  context = undefined;
});

const SHORT = { requestSeconds: 3, headersSeconds: 1, idleSeconds: 2, keepAliveSeconds: 2 };

async function listening() {
  context = await createTestApp({ config: { httpTimeouts: SHORT } });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const address = context.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { context, port: address.port };
}

/** What the server did to a raw connection: its answer, and how long until it closed the connection. */
interface Outcome {
  answer: string;
  closedAfterMs: number | null;
}

/**
 * Opens a connection, writes `head` at once and then one byte of `trickle` every `everyMs`, until the server
 * closes the connection or `giveUpMs` has passed (closedAfterMs null).
 */
function trickle(port: number, head: string, trickle: Buffer, everyMs: number, giveUpMs: number) {
  return new Promise<Outcome>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const finish = (closedAfterMs: number | null) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const drip = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle.subarray(sent, ++sent));
    }, everyMs);
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => finish(Date.now() - started));
    socket.write(head);
  });
}

const uploadHead = (session: TestSession, contentType: string, length: number) =>
  [
    'POST /api/document/uploadfile HTTP/1.1',
    'Host: localhost:3000',
    'Origin: http://localhost:3000',
    `Cookie: ${Object.entries(session.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ')}`,
    `${XSRF_HEADER}: ${session.xsrf}`,
    `Content-Type: ${contentType}`,
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');

describe.skipIf(testDatabaseKind() === 'postgres')('HTTP timeouts', () => {
  it('cuts off an upload whose body trickles in a byte at a time, at the request timeout', async () => {
    const { context, port } = await listening();
    const kari = await sessionFor(context, 'kari');
    const { payload, contentType } = await multipartBody('skjema.png', MIME.png, PNG_BYTES);
    const outcome = await trickle(port, uploadHead(kari, contentType, payload.length), payload, 250, 10_000);
    expect(outcome.closedAfterMs, 'the server closed the connection').not.toBeNull();
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(SHORT.requestSeconds * 1000 - 250);
    if (outcome.answer) expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that trickles its headers, at the headers timeout', async () => {
    const { port } = await listening();
    const headers = Buffer.from('Host: localhost:3000\r\nAccept: application/json\r\nX-Slow: 1\r\n\r\n');
    const outcome = await trickle(port, 'GET /api/health HTTP/1.1\r\n', headers, 200, 10_000);
    expect(outcome.closedAfterMs, 'the server closed the connection').not.toBeNull();
    expect(outcome.closedAfterMs).toBeLessThan(SHORT.requestSeconds * 1000);
    if (outcome.answer) expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('lets an upload through that keeps moving for longer than the headers timeout', async () => {
    const { context, port } = await listening();
    const kari = await sessionFor(context, 'kari');
    const { payload, contentType } = await multipartBody('skjema.png', MIME.png, PNG_BYTES);
    // About 1.5 s for the body: past the 1 s headers timeout, inside the 3 s request timeout.
    const everyMs = Math.ceil(1500 / payload.length);
    const chunked = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
        if (answer.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(answer);
        }
      });
      socket.on('error', reject);
      socket.write(uploadHead(kari, contentType, payload.length));
      const step = Math.ceil(payload.length / 30);
      let sent = 0;
      const drip = setInterval(() => {
        socket.write(payload.subarray(sent, sent + step));
        sent += step;
        if (sent >= payload.length) clearInterval(drip);
      }, everyMs * step);
    });
    expect(chunked).toMatch(/^HTTP\/1\.1 200/);
  });

  it('lets 25 MB through at 1 Mbit/s with the default request timeout, with room to spare', () => {
    const secondsFor25MbAt1Mbit = (25 * 1024 * 1024 * 8) / 1_000_000;
    expect(secondsFor25MbAt1Mbit).toBeLessThan(loadConfig({}).httpTimeouts.requestSeconds / 2);
  });
});
