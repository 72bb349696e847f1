import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { DELETE_BATCH_SIZE } from '../src/db/batched-delete.ts';
import { auditLog, loginStates, outbox, sessions } from '../src/db/schema.ts';
import { createHousekeeping } from '../src/housekeeping.ts';
import { createSessionService } from '../src/modules/session/index.ts';
import { capturedLog, createTestApp, findDemoPerson, testClock } from './helpers/test-app.ts';
import { testConfig } from './helpers/test-config.ts';

/**
 * The housekeeping of the portal's own records (issue 48): each kind is kept for its period and deleted after it,
 * at the boundary; what is still in use (an e-mail not sent, a live session) is never deleted.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const SECOND_MS = 1000;

let context: Awaited<ReturnType<typeof createTestApp>>;
afterEach(() => context?.app.close());

async function start(config: Partial<Config> = {}) {
  const clock = testClock();
  const log = capturedLog();
  context = await createTestApp({ clock, config: { logLevel: 'info', ...config }, logStream: log.stream });
  const housekeeping = createHousekeeping({
    db: context.db,
    config: context.config,
    clock,
    log: context.app.log,
  });
  return { now: clock(), housekeeping, log };
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The same instant `years` calendar years earlier. */
function yearsAgo(now: Date, years: number) {
  const earlier = new Date(now);
  earlier.setUTCFullYear(earlier.getUTCFullYear() - years);
  return earlier;
}

async function sentMail(sentAt: Date | null, createdAt = sentAt ?? new Date()) {
  const [row] = await context.db
    .insert(outbox)
    .values({
      to: 'kari.nordmann@eksempelbank.no',
      subject: 'Ny sak i Foretaksportalen',
      text: 'Hei Kari Nordmann',
      replyTo: null,
      createdAt,
      nextAttemptAt: createdAt,
      attempts: sentAt ? 0 : 5,
      sentAt,
    })
    .returning({ id: outbox.id });
  return row?.id ?? '';
}

async function loginState(createdAt: Date) {
  const state = randomUUID();
  await context.db
    .insert(loginStates)
    .values({ state, codeVerifier: 'verifier', nonce: 'nonce', idp: 'nbid', createdAt });
  return state;
}

async function auditEntry(at: Date) {
  const [row] = await context.db
    .insert(auditLog)
    .values({ action: 'test.housekeeping', at })
    .returning({ id: auditLog.id });
  return row?.id ?? 0;
}

/** A session of Kari's issued at `issuedAt` and last seen at `lastSeenAt` (by default when it was issued). */
async function session(issuedAt: Date, lastSeenAt = issuedAt) {
  const service = createSessionService(context.db, context.config, () => issuedAt);
  const person = await findDemoPerson(context.db, 'kari');
  const [membership] = await service.activeMemberships(person.id);
  if (!membership) throw new Error('Kari has no membership');
  const { session } = await service.issue(person.id, membership.membershipId);
  await context.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, session.id));
  return session.id;
}

const remaining = {
  mail: async (ids: string[]) =>
    (await context.db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.id, ids))).map((r) => r.id),
  sessions: async (ids: string[]) =>
    (await context.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids))).map(
      (r) => r.id,
    ),
  loginStates: async (ids: string[]) =>
    (
      await context.db
        .select({ state: loginStates.state })
        .from(loginStates)
        .where(inArray(loginStates.state, ids))
    ).map((r) => r.state),
  audit: async (ids: number[]) =>
    (await context.db.select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.id, ids))).map(
      (r) => r.id,
    ),
};

describe('the housekeeping', () => {
  const defaults = testConfig().retention;
  it.each([
    ['the default periods', defaults],
    ['configured periods', { ...defaults, sentMailDays: 2, endedSessionDays: 1, auditLogYears: 1 }],
  ])('keeps each kind for %s and deletes it a second after', async (_, retention) => {
    const { now, housekeeping } = await start({ retention });
    const sentCutoff = ago(now, retention.sentMailDays * DAY_MS);
    const endedCutoff = ago(now, retention.endedSessionDays * DAY_MS);
    const auditCutoff = yearsAgo(now, retention.auditLogYears);
    const idleMs = context.config.sessionTimeoutSeconds * SECOND_MS;
    const lifetimeMs = context.config.sessionMaxLifetimeSeconds * SECOND_MS;

    const mail = { kept: await sentMail(sentCutoff), deleted: await sentMail(ago(sentCutoff, SECOND_MS)) };
    // Ended by idling: last seen the idle timeout before the cutoff, and a second more.
    const idle = {
      kept: await session(ago(endedCutoff, idleMs)),
      deleted: await session(ago(endedCutoff, idleMs + SECOND_MS)),
    };
    // Ended by the absolute lifetime, used until a minute before it.
    const usedToTheEnd = async (endedAt: Date) =>
      session(ago(endedAt, lifetimeMs), ago(endedAt, 60 * SECOND_MS));
    const absolute = {
      kept: await usedToTheEnd(endedCutoff),
      deleted: await usedToTheEnd(ago(endedCutoff, SECOND_MS)),
    };
    const login = {
      kept: await loginState(endedCutoff),
      deleted: await loginState(ago(endedCutoff, SECOND_MS)),
    };
    const audit = {
      kept: await auditEntry(auditCutoff),
      deleted: await auditEntry(ago(auditCutoff, SECOND_MS)),
    };

    await housekeeping.run();

    expect(await remaining.mail([mail.kept, mail.deleted])).toEqual([mail.kept]);
    expect(await remaining.sessions([idle.kept, idle.deleted])).toEqual([idle.kept]);
    expect(await remaining.sessions([absolute.kept, absolute.deleted])).toEqual([absolute.kept]);
    expect(await remaining.loginStates([login.kept, login.deleted])).toEqual([login.kept]);
    expect(await remaining.audit([audit.kept, audit.deleted])).toEqual([audit.kept]);
  });

  it('never deletes an e-mail not sent yet, however old', async () => {
    const { now, housekeeping } = await start();
    const waiting = await sentMail(null, yearsAgo(now, 20));
    await housekeeping.run();
    expect(await remaining.mail([waiting])).toEqual([waiting]);
  });

  it('never deletes a live session, however long ago it began', async () => {
    const { now, housekeeping } = await start({
      sessionMaxLifetimeSeconds: 60 * 24 * 60 * 60,
      retention: { ...defaults, endedSessionDays: 1 },
    });
    const live = [await session(now), await session(ago(now, 30 * DAY_MS), ago(now, 60 * SECOND_MS))];
    await housekeeping.run();
    expect((await remaining.sessions(live)).sort()).toEqual([...live].sort());
  });

  it('walks a table larger than a batch, deleting the old rows of every window and keeping the others', async () => {
    const { now, housekeeping } = await start();
    const old = yearsAgo(now, 6).toISOString();
    const rows = 2 * DELETE_BATCH_SIZE + 1;
    await context.db.execute(sql`
      insert into audit_log (action, at)
      select 'test.housekeeping', case when g % 2 = 0 then ${old}::timestamptz else now() end
      from generate_series(1, ${rows}) as g`);
    const testRows = async () =>
      (
        await context.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'test.housekeeping'))
      )[0]?.n;
    const olderThanKept = async () =>
      (
        await context.db
          .select({ n: count() })
          .from(auditLog)
          .where(sql`${auditLog.at} < ${yearsAgo(now, 5).toISOString()}::timestamptz`)
      )[0]?.n;
    const oldBefore = await olderThanKept();

    const deleted = await housekeeping.run();

    expect(await testRows()).toBe(Math.ceil(rows / 2));
    expect(await olderThanKept()).toBe(0);
    expect(deleted.auditEntries).toBe(oldBefore);
  });

  it('logs one line with how many of each kind it deleted, and nothing they held', async () => {
    const { now, housekeeping, log } = await start();
    await sentMail(ago(now, 40 * DAY_MS));
    await loginState(ago(now, 8 * DAY_MS));
    await session(ago(now, 9 * DAY_MS));

    const deleted = await housekeeping.run();

    const lines = log.lines.filter((line) => line.includes('Housekeeping'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, ...deleted });
    expect(deleted).toMatchObject({ sentMail: 1, endedSessions: 1, loginStates: 1 });
    expect(deleted.auditEntries).toEqual(expect.any(Number));
    expect(lines[0]).not.toMatch(/kari|Nordmann|Ny sak/i);
  });
});
