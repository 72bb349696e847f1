import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IdpSim } from '@foretaksportalen/idp-sim/create-idp-sim';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { type OwnPostgres, ownPostgresSkip, startOwnPostgres } from '../../../scripts/lib/own-postgres.ts';
import { type DatabaseHandle, openPostgres } from '../src/db/client.ts';
import { outbox } from '../src/db/schema.ts';
import { enqueueMail, messageIdFor } from '../src/modules/outbox/index.ts';
import {
  callAs,
  loginOn,
  type PortalProcess,
  startIdpSimFor,
  startPortalProcess,
} from './helpers/portal-process.ts';
import { readMail, type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { testDatabaseKind } from './helpers/test-database.ts';

/**
 * Two portal processes on one PostgreSQL database with nothing shared but the database (issue 10, architecture §1):
 * a session made on one works on the other, a rate limit counts the calls to both, and the outbox sends each
 * message once while both senders run. Brings its own PostgreSQL server, so it runs once, in the PGlite tier.
 */
const skipReason =
  ownPostgresSkip ?? (testDatabaseKind() === 'postgres' ? 'runs in the PGlite tier only' : undefined);

const CHECKKEY_LIMIT = 6;

const receivedMessageIds = (sink: SmtpSink) =>
  sink.received.map((mail) => readMail(mail.raw).headers.get('message-id')).toSorted();
const MESSAGES = 30;

describe.skipIf(skipReason)('two portal processes on one PostgreSQL database', () => {
  let server: OwnPostgres;
  let handle: DatabaseHandle;
  let idpSim: IdpSim;
  let smtp: SmtpSink;
  let portals: PortalProcess[] = [];
  let blobDir: string;

  beforeAll(async () => {
    blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-two-processes-'));
    server = await startOwnPostgres();
    server.createDatabase('portal');
    handle = openPostgres(server.url('portal'));
    smtp = await startSmtpSink();
    const ports = [await freePort(), await freePort()];
    idpSim = await startIdpSimFor(ports);
    const env = {
      DATABASE_URL: server.url('portal'),
      OIDC_ISSUER: idpSim.issuer,
      SMTP_URL: smtp.url,
      RATE_LIMIT_CHECKKEY_PER_MINUTE: String(CHECKKEY_LIMIT),
      // Each sender looks every second, not every 5 s: the outbox tests wait for their rounds.
      MAIL_SEND_INTERVAL_SECONDS: '1',
      BLOB_DIR: blobDir,
    };
    // The first migrates and seeds; the second then finds the database ready, as a second instance would.
    portals = [await startPortalProcess(env, ports[0])];
    portals.push(await startPortalProcess(env, ports[1]));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(portals.map((portal) => portal.kill('SIGTERM')));
    await idpSim?.close();
    await smtp?.close();
    await handle?.close();
    server?.remove();
    if (blobDir) fs.rmSync(blobDir, { recursive: true, force: true });
  });

  const [first, second] = [0, 1].map((index) => () => {
    const portal = portals[index];
    if (!portal) throw new Error(`Portal ${index} did not start`);
    return portal;
  }) as [() => PortalProcess, () => PortalProcess];

  it('keeps a session made on one process working on the other', async () => {
    const jar = await loginOn(first().url, 'anne');
    const onFirst = await callAs(jar, first(), '/api/config');
    const onSecond = await callAs(jar, second(), '/api/config');
    expect(onFirst.status).toBe(200);
    expect(onSecond.status).toBe(200);
    expect(await onSecond.json()).toEqual(await onFirst.json());

    // Logging out on the second ends the session on the first too.
    // As the browser sends it when the user logs out from the portal's menu.
    const logout = await jar.fetch(`${second().url}/api/oidc/logout`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.status).toBeLessThan(400);
    expect((await callAs(jar, first(), '/api/config')).status).toBe(401);
  });

  it('counts a rate limit over both processes', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < CHECKKEY_LIMIT + 2; index++) {
      const portal = index % 2 === 0 ? first() : second();
      statuses.push((await fetch(`${portal.url}/api/access/checkkey/UNKNOWNKEY${index}`)).status);
    }
    expect(statuses.slice(0, CHECKKEY_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(CHECKKEY_LIMIT)).toEqual([429, 429]);
  });

  it('sends each message of the outbox once while both senders run', async () => {
    const now = new Date();
    for (let index = 0; index < MESSAGES; index++) {
      await enqueueMail(
        handle.db,
        {
          to: `mottaker${index}@example.no`,
          subject: `Melding ${index}`,
          text: `Tekst ${index}`,
          replyTo: null,
        },
        now,
      );
    }
    const ids = (await handle.db.select({ id: outbox.id }).from(outbox)).map((row) => row.id);
    await waitUntilAllSent();
    expect(receivedMessageIds(smtp)).toEqual(ids.map(messageIdFor).toSorted());
  }, 60_000);

  it('keeps the messages while the SMTP server is down and delivers each once when it is back', async () => {
    const port = smtp.port;
    await smtp.close();
    await handle.db.delete(outbox);
    const now = new Date();
    for (let index = 0; index < MESSAGES; index++) {
      await enqueueMail(
        handle.db,
        { to: `nede${index}@example.no`, subject: `Nede ${index}`, text: `Tekst ${index}`, replyTo: null },
        now,
      );
    }
    const ids = (await handle.db.select({ id: outbox.id }).from(outbox)).map((row) => row.id);
    // Every message tried and failed at least once: none sent, each waiting for its retry.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const untried = await handle.db.select().from(outbox).where(eq(outbox.attempts, 0));
      if (untried.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const waiting = await handle.db.select().from(outbox);
    expect(waiting).toHaveLength(MESSAGES);
    for (const row of waiting) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBeGreaterThan(0);
      expect(row.lastError).toBeTruthy();
    }

    smtp = await startSmtpSink({ port });
    // The first retry is 30 s after a failure; move the retries to now instead of waiting for them.
    await handle.db.update(outbox).set({ nextAttemptAt: new Date() });
    await waitUntilAllSent();
    expect(receivedMessageIds(smtp)).toEqual(ids.map(messageIdFor).toSorted());
  }, 90_000);

  /**
   * Waits until every message is marked sent and no sender is talking to the SMTP server, twice in a row: a
   * copy that would come late is a send under way (a sender opens a connection for each message), and a sender
   * that finds nothing due sends nothing. Waiting instead for the senders' next round took 6 s each time.
   */
  async function waitUntilAllSent() {
    const deadline = Date.now() + 40_000;
    let settledPolls = 0;
    while (Date.now() < deadline && settledPolls < 2) {
      const unsent = await handle.db.select().from(outbox).where(isNull(outbox.sentAt));
      settledPolls = unsent.length === 0 && !smtp.busy() ? settledPolls + 1 : 0;
      if (settledPolls < 2) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await handle.db.select().from(outbox).where(isNull(outbox.sentAt))).toEqual([]);
  }
});
