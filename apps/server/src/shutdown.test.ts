import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { drainingPlugin } from './plugins/draining.ts';
import { createShutdown, type ShutdownParts } from './shutdown.ts';

/** A promise with its resolve, for waiting on events instead of time. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A server like the portal's (Fastify's default keep-alive timeout of 72 s, longer than any test) with the draining
 * plugin and a route that answers when the test says, and a shutdown whose exit is recorded instead of ending the
 * test process.
 */
async function startServer(timeoutSeconds = 30) {
  const exited = deferred<number>();
  const shutdown = createShutdown(timeoutSeconds, exited.resolve);
  const app = Fastify({ keepAliveTimeout: 72_000 });
  await app.register(drainingPlugin, { isDraining: shutdown.isDraining });
  const started = deferred();
  const answer = deferred();
  app.get('/slow', async () => {
    started.resolve();
    await answer.promise;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const steps: string[] = [];
  const parts: ShutdownParts = {
    app,
    backgroundTasks: [{ stop: async () => void steps.push('task stopped') }],
    release: async () => void steps.push('released'),
  };
  return { app, port, shutdown, parts, steps, started, answer, exited };
}

/** A GET on a kept-alive connection, as a browser or a proxy sends it. */
function get(port: number, agent: http.Agent | false) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/slow', agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    });
    request.on('error', reject);
  });
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  if (app?.server.listening) await app.close();
  app = undefined;
});

describe('createShutdown', () => {
  it('drains at once, finishes the request under way, closes its kept-alive connection, then releases and exits 0', async () => {
    const server = await startServer();
    app = server.app;
    const agent = new http.Agent({ keepAlive: true });
    const underWay = get(server.port, agent);
    await server.started.promise;

    const done = server.shutdown.shutDown(server.parts, 'SIGTERM');
    expect(server.shutdown.isDraining()).toBe(true);
    while (server.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    await expect(get(server.port, false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(server.steps).toEqual(['task stopped']);

    server.answer.resolve();
    expect(await underWay).toEqual({ status: 200, connection: 'close', body: '{"done":true}' });
    // Without `Connection: close` the idle connection would hold the server open for the 72 s keep-alive timeout.
    expect(await server.exited.promise).toBe(0);
    await done;
    expect(server.steps).toEqual(['task stopped', 'released']);
    agent.destroy();
  });

  it('cuts the connections still open after the timeout, and still releases and exits 0', async () => {
    const server = await startServer(0.2);
    app = server.app;
    const underWay = get(server.port, false);
    await server.started.promise;
    void server.shutdown.shutDown(server.parts, 'SIGTERM');
    await expect(underWay).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(await server.exited.promise).toBe(0);
    expect(server.steps).toEqual(['task stopped', 'released']);
    server.answer.resolve();
  });

  it('shuts down once however many signals come', async () => {
    const server = await startServer();
    app = server.app;
    await Promise.all([
      server.shutdown.shutDown(server.parts, 'SIGTERM'),
      server.shutdown.shutDown(server.parts, 'SIGINT'),
    ]);
    expect(server.steps).toEqual(['task stopped', 'released']);
  });

  it('exits 1 when what it closes fails', async () => {
    const server = await startServer();
    app = server.app;
    await server.shutdown.shutDown(
      {
        ...server.parts,
        release: async () => {
          throw new Error('The database did not close');
        },
      },
      'SIGTERM',
    );
    expect(await server.exited.promise).toBe(1);
  });
});
