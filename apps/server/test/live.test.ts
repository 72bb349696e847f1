import type { LiveEvent } from '@foretaksportalen/shared/contract/live';
import { DEMO_COMPANIES, DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { NOTICE_LISTENER_NAME } from '../src/db/notices.ts';
import { cases, liveEvents, memberships, persons } from '../src/db/schema.ts';
import { CookieJar, startHttpPortal } from './helpers/http-portal.ts';
import { injectAs, type LiveStream, lastSeenOf, openLiveStream } from './helpers/live-stream.ts';
import { settingsFrom } from './helpers/payloads.ts';
import {
  companyClerkOf,
  type DemoPersonKey,
  distributeCasesOf,
  findDemoPerson,
  roleIdOf,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';
import { testDatabaseKind } from './helpers/test-database.ts';

/**
 * The live stream (issue 47) on a real port, as a browser's fetch reads it: scoped like the lists, ids and kinds
 * only, ended with its session, replayed after Last-Event-ID, and never what keeps a session alive.
 */
type Portal = Awaited<ReturnType<typeof startHttpPortal>> & { clock: () => Date };
let portal: Portal;
const streams: LiveStream[] = [];

afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
  await portal?.close();
});

async function start(config: Partial<Config> = {}, clock: () => Date = () => new Date()) {
  portal = {
    ...(await startHttpPortal({ ...config, live: { ...liveDefaults(), ...config.live } }, { clock })),
    clock,
  };
  // Nina has never logged in (demo data): here she has, and consented.
  await portal.db
    .update(persons)
    .set({ consent: true })
    .where(eq(persons.id, (await findDemoPerson(portal.db, 'nina')).id));
  return portal;
}

const liveDefaults = (): Config['live'] => ({
  streamsPerSession: 3,
  maxStreams: 100,
  heartbeatSeconds: 25,
  replayWindowSeconds: 300,
});

const sessionOf = (person: DemoPersonKey, company: 'bank' | 'forsikring' = 'bank') =>
  sessionFor(portal, person, company);

async function stream(session: TestSession, options: { lastEventId?: string } = {}) {
  const opened = await openLiveStream(portal.url, session, options);
  expect(opened.response.status).toBe(200);
  streams.push(opened);
  return opened;
}

const call = (session: TestSession, method: Parameters<typeof injectAs>[2], url: string, payload?: object) =>
  injectAs(portal, session, method, url, payload);

const clerkId = async (person: DemoPersonKey) => (await companyClerkOf(portal, person)).Id;

async function casesOf(person: DemoPersonKey) {
  return portal.db
    .select({ id: cases.id, version: cases.version, caseNumber: cases.caseNumber })
    .from(cases)
    .where(eq(cases.clerkMembershipId, await clerkId(person)))
    .orderBy(asc(cases.caseNumber));
}

async function firstCaseOf(person: DemoPersonKey) {
  const [found] = await casesOf(person);
  if (!found) throw new Error(`${person} has no case`);
  return found;
}

/** Siri (level 3) writes a company note on a case, as the inline edit does. */
async function noteOnCase(siri: TestSession, caseId: string, note: string) {
  const [current] = await portal.db.select().from(cases).where(eq(cases.id, caseId));
  const edited = await call(siri, 'PATCH', `/api/case/${caseId}`, {
    Version: current?.version,
    CompanyNote: note,
  });
  expect(edited.statusCode, edited.body).toBe(200);
  return edited.json<{ Version: number }>().Version;
}

/** A change every stream of the company hears (users.changed): what came before it has come. */
async function usersChanged(company: 'bank' | 'forsikring' = 'bank') {
  await portal.db
    .update(memberships)
    .set({ phone: `4${Math.floor(Math.random() * 1e7)}` })
    .where(
      eq(
        memberships.id,
        await companyClerkOf(portal, company === 'bank' ? 'ivar' : 'mette', company).then((c) => c.Id),
      ),
    );
}

const isUsersChanged = (event: LiveEvent) => event.Type === 'company' && event.Kind === 'users.changed';
const caseEvents = (s: LiveStream) => s.events().filter((event) => event.Type === 'case');

/** Nothing a stream sends names a person or tells what a case or note says. */
function expectNoPersonalData(s: LiveStream, extra: readonly string[] = []) {
  const forbidden = [
    ...DEMO_PERSONS.flatMap((person) => [person.firstName, person.lastName, person.nationalId, person.email]),
    ...extra,
  ].filter((text): text is string => typeof text === 'string' && text.length > 2);
  for (const frame of s.frames) {
    for (const text of forbidden) expect(frame.data ?? '').not.toContain(text);
  }
  expect(() => s.events()).not.toThrow();
}

describe('the live stream', () => {
  it('opens at once as text/event-stream, unbuffered and uncompressed, with retry and a first comment', async () => {
    await start();
    const kari = await stream(await sessionOf('kari'));
    expect(kari.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(kari.response.headers.get('x-accel-buffering')).toBe('no');
    expect(kari.response.headers.get('content-encoding')).toBeNull();
    expect(kari.response.headers.get('cache-control')).toContain('no-store');
    await kari.waitFor(() => kari.frames.find((frame) => frame.retry !== undefined), 2000, 'the opening');
  });

  it('refuses a caller without a session, and a person without consent', async () => {
    await start();
    const anonymous = await fetch(`${portal.url}/api/live`);
    expect(anonymous.status).toBe(401);
    const kari = await sessionOf('kari');
    await portal.db.update(persons).set({ consent: null }).where(eq(persons.id, kari.personId));
    const unconsented = await openLiveStream(portal.url, kari);
    streams.push(unconsented);
    expect(unconsented.response.status).toBe(403);
  });

  it('tells each clerk what their lists show: level 1 own cases, level 3 all, level 4 users only, another company nothing', async () => {
    await start();
    const [kari, nina, siri, ivar, mette] = await Promise.all([
      stream(await sessionOf('kari')),
      stream(await sessionOf('nina')),
      stream(await sessionOf('siri')),
      stream(await sessionOf('ivar')),
      stream(await sessionOf('mette', 'forsikring')),
    ]);
    const siriSession = await sessionOf('siri');
    const [karis, ninas] = await casesOf('kari');
    if (!karis || !ninas) throw new Error('Kari has fewer than two cases');
    // Set up by hand, which the pipeline never hears of: one of Kari's cases is Nina's.
    await portal.db
      .update(cases)
      .set({ clerkMembershipId: await clerkId('nina') })
      .where(eq(cases.id, ninas.id));

    const version = await noteOnCase(siriSession, karis.id, 'Ring Kari Nordmann om saken');
    await noteOnCase(siriSession, ninas.id, 'Notat om Nina');
    const changed = await kari.next((event) => event.Type === 'case' && event.CaseUid === karis.id);
    expect(changed).toEqual({
      Type: 'case',
      Kind: 'case.changed',
      CaseUid: karis.id,
      Version: version,
      By: await clerkId('siri'),
      Fields: ['CompanyNote'],
    });
    await siri.next((event) => event.Type === 'case' && event.CaseUid === ninas.id);
    await nina.next((event) => event.Type === 'case' && event.CaseUid === ninas.id);

    // Kari's case given to Nina: it left Kari's lists and arrived in Nina's.
    const moved = await call(siriSession, 'PATCH', `/api/case/${karis.id}`, {
      Version: version,
      CaseClerkId: await clerkId('nina'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await kari.next((event) => event.Type === 'case' && event.Kind === 'case.left')).toEqual({
      Type: 'case',
      Kind: 'case.left',
      CaseUid: karis.id,
      Version: null,
      By: null,
      Fields: [],
    });
    expect(
      await nina.next(
        (event) => event.Type === 'case' && event.CaseUid === karis.id && event.Kind !== 'case.changed',
      ),
    ).toMatchObject({ Kind: 'case.arrived', Version: version + 1, Fields: ['CaseClerkId'] });
    expect(
      await siri.next(
        (event) => event.Type === 'case' && event.CaseUid === karis.id && event.Version === version + 1,
      ),
    ).toMatchObject({ Kind: 'case.changed' });

    await usersChanged('bank');
    await usersChanged('forsikring');
    for (const s of [kari, nina, siri, ivar]) await s.next(isUsersChanged);
    await mette.next(isUsersChanged);

    expect(caseEvents(kari).map((event) => event.Type === 'case' && event.Kind)).toEqual([
      'case.changed',
      'case.left',
    ]);
    expect(
      caseEvents(nina).every(
        (event) =>
          (event.Type === 'case' && event.CaseUid !== karis.id) ||
          (event.Type === 'case' && event.Kind === 'case.arrived'),
      ),
    ).toBe(true);
    expect(caseEvents(siri)).toHaveLength(3);
    expect(caseEvents(ivar)).toEqual([]);
    expect(
      mette.events().filter((event) => event.Type !== 'company' || event.Kind !== 'users.changed'),
    ).toEqual([]);
    for (const s of [kari, nina, siri, ivar, mette]) {
      expectNoPersonalData(s, [karis.caseNumber, ninas.caseNumber, 'Ring Kari', 'Notat om Nina']);
    }
  });

  it('tells a mention to the mentioned clerk alone, and the note to those who see the case', async () => {
    await start();
    const [kari, nina, siri] = await Promise.all([
      stream(await sessionOf('kari')),
      stream(await sessionOf('nina')),
      stream(await sessionOf('siri')),
    ]);
    const karis = await firstCaseOf('kari');
    const written = await call(await sessionOf('siri'), 'POST', `/api/case/${karis.id}/notes`, {
      Body: [{ Text: 'Hemmelig: se brevet, ' }, { Mention: await clerkId('kari') }],
    });
    expect(written.statusCode, written.body).toBe(201);
    await kari.next((event) => event.Type === 'case' && event.Kind === 'mentioned');
    await kari.next((event) => event.Type === 'case' && event.Kind === 'note.changed');
    await siri.next((event) => event.Type === 'case' && event.Kind === 'note.changed');
    await usersChanged();
    for (const s of [nina, siri]) await s.next(isUsersChanged);
    expect(siri.events().some((event) => event.Type === 'case' && event.Kind === 'mentioned')).toBe(false);
    expect(caseEvents(nina)).toEqual([]);
    for (const s of [kari, nina, siri]) expectNoPersonalData(s, ['Hemmelig', karis.caseNumber]);
  });

  it('tells a move of more than 50 cases as one company-wide change, to those concerned', async () => {
    await start();
    const [kari, nina, siri] = await Promise.all([
      stream(await sessionOf('kari')),
      stream(await sessionOf('nina')),
      stream(await sessionOf('siri')),
    ]);
    const companyId = DEMO_COMPANIES.bank.id;
    const inserted = await portal.db
      .insert(cases)
      .values(
        Array.from({ length: 60 }, (_, index) => ({
          companyId,
          caseNumber: `LIVE-2026-${String(index).padStart(5, '0')}`,
          status: 'Under behandling',
          statusCode: 'UNDER_BEHANDLING',
        })),
      )
      .returning({ id: cases.id });
    const movedTo = await call(await sessionOf('siri'), 'POST', '/api/caselist/update', {
      CaseClerkId: await clerkId('nina'),
      IncidentIds: inserted.map((row) => row.id),
    });
    expect(movedTo.statusCode, movedTo.body).toBe(200);
    const bulk = (event: LiveEvent) => event.Type === 'company' && event.Kind === 'cases.changed';
    await nina.next(bulk);
    await siri.next(bulk);
    await usersChanged();
    await kari.next(isUsersChanged);
    expect(kari.events().some(bulk)).toBe(false);
    expect(caseEvents(nina)).toEqual([]);
    expect(nina.events().filter(bulk)).toHaveLength(1);
  });

  it('sends nothing of a change that rolled back', async () => {
    await start();
    const siri = await stream(await sessionOf('siri'));
    const karis = await firstCaseOf('kari');
    // The live row is written and its notice queued; then the transaction fails.
    await portal.db.execute(
      sql.raw(`create function fail_after_live() returns trigger language plpgsql as $$
        begin raise exception 'after the live row'; end $$`),
    );
    await portal.db.execute(
      sql.raw(
        'create trigger zz_fail_after_live after insert on live_events for each row execute function fail_after_live()',
      ),
    );
    const refused = await call(await sessionOf('siri'), 'PATCH', `/api/case/${karis.id}`, {
      Version: karis.version,
      CompanyNote: 'Aldri lagret',
    });
    expect(refused.statusCode).toBe(500);
    await portal.db.execute(sql.raw('drop trigger zz_fail_after_live on live_events'));
    await usersChanged();
    await siri.next(isUsersChanged);
    expect(caseEvents(siri)).toEqual([]);
  });

  it('writes a heartbeat comment every LIVE_HEARTBEAT_SECONDS', async () => {
    await start({ live: { ...liveDefaults(), heartbeatSeconds: 1 } });
    const kari = await stream(await sessionOf('kari'));
    const beats = () => kari.frames.filter((frame) => frame.comment === '');
    await kari.waitFor(() => beats().length >= 2, 4000, 'two heartbeats');
    const [first, second] = beats();
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThan(700);
    expect(kari.events()).toEqual([]);
  });
});

describe('the stream ends with its session, within a second', () => {
  const endsWith = async (s: LiveStream, reason: string) => {
    const since = Date.now();
    await s.ended(1500);
    expect(Date.now() - since).toBeLessThan(1500);
    expect(s.events().at(-1)).toEqual({ Type: 'session', Reason: reason });
  };

  it('logout', async () => {
    await start();
    const kari = await sessionOf('kari');
    const s = await stream(kari);
    const jar = new CookieJar();
    for (const [name, value] of Object.entries(kari.cookies)) jar.cookies.set(name, value);
    const logout = await jar.fetch(`${portal.url}/api/oidc/logout`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.status).toBeLessThan(400);
    await endsWith(s, 'ended');
  });

  it('deactivation', async () => {
    await start();
    const s = await stream(await sessionOf('nina'));
    await distributeCasesOf(portal, 'nina');
    const deactivated = await call(
      await sessionOf('anne'),
      'POST',
      `/api/clerk/deactivate/${await clerkId('nina')}`,
    );
    expect(deactivated.statusCode, deactivated.body).toBeLessThan(300);
    await endsWith(s, 'ended');
  });

  it('a role change: the scope changed, the browser opens a new stream', async () => {
    await start();
    const s = await stream(await sessionOf('kari'));
    const raised = await call(
      await sessionOf('anne'),
      'PUT',
      '/api/clerk',
      settingsFrom(await companyClerkOf(portal, 'kari'), { RoleId: await roleIdOf(portal, 'Superbruker') }),
    );
    expect(raised.statusCode, raised.body).toBe(200);
    await endsWith(s, 'changed');
  });

  it('a company switch', async () => {
    await start();
    const anne = await sessionOf('anne');
    const s = await stream(anne);
    const switched = await call(anne, 'GET', `/api/clerk/selectcompany/${DEMO_COMPANIES.forsikring.id}`);
    expect(switched.statusCode, switched.body).toBe(204);
    await endsWith(s, 'ended');
  });

  it('the fourth stream of a session supersedes the first', async () => {
    await start();
    const kari = await sessionOf('kari');
    const first = await stream(kari);
    await stream(kari);
    await stream(kari);
    await stream(kari);
    await endsWith(first, 'superseded');
  });

  it('a process at its LIVE_MAX_STREAMS refuses with 503 and Retry-After', async () => {
    await start({ live: { ...liveDefaults(), maxStreams: 2 } });
    await stream(await sessionOf('kari'));
    await stream(await sessionOf('nina'));
    const refused = await openLiveStream(portal.url, await sessionOf('siri'));
    streams.push(refused);
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('5');
  });
});

describe('the stream is not activity', () => {
  it('keeps no idle session alive: it ends at the idle timeout, and the session with it', async () => {
    const clock = testClock();
    await start({ sessionTimeoutSeconds: 600, accessLifetimeSeconds: 3600 }, clock);
    const kari = await sessionOf('kari');
    const lastSeen = () => lastSeenOf(portal.db, kari.personId);
    const seenAtStart = await lastSeen();
    clock.advance(300);
    const s = await stream(kari);
    await s.waitFor(() => s.frames.length > 0, 2000, 'the opening');
    expect(await lastSeen()).toEqual(seenAtStart);
    clock.advance(301);
    const since = Date.now();
    await s.ended(2500);
    expect(Date.now() - since).toBeLessThan(2500);
    expect(s.events().at(-1)).toEqual({ Type: 'session', Reason: 'expired' });
    expect(await lastSeen()).toEqual(seenAtStart);
    expect((await call(kari, 'GET', '/api/config/ping')).statusCode).toBe(401);
  });

  it('outlives the access period it was opened in; a new opening after it is refused and refreshes nothing', async () => {
    const clock = testClock();
    await start({ sessionTimeoutSeconds: 600, accessLifetimeSeconds: 60 }, clock);
    const kari = await sessionOf('kari');
    const s = await stream(kari);
    await s.waitFor(() => s.frames.length > 0, 2000, 'the opening');
    clock.advance(120);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(s.isEnded()).toBe(false);
    const late = await openLiveStream(portal.url, kari);
    streams.push(late);
    expect(late.response.status).toBe(401);
    expect(late.response.headers.getSetCookie()).toEqual([]);
  });

  it('a request meanwhile moves the deadline, on whichever process it was made', async () => {
    const clock = testClock();
    await start({ sessionTimeoutSeconds: 600, accessLifetimeSeconds: 3600 }, clock);
    const kari = await sessionOf('kari');
    const s = await stream(kari);
    clock.advance(300);
    expect((await call(kari, 'GET', '/api/config/ping')).statusCode).toBe(204);
    clock.advance(400);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(s.isEnded()).toBe(false);
    clock.advance(201);
    await s.ended(2500);
    expect(s.events().at(-1)).toEqual({ Type: 'session', Reason: 'expired' });
  });
});

describe('replay after Last-Event-ID', () => {
  it('replays what a short break missed, in order, and nothing twice', async () => {
    await start();
    const siri = await sessionOf('siri');
    const karis = await casesOf('kari');
    const [one, two, three] = karis;
    if (!one || !two || !three) throw new Error('Kari has fewer than three cases');
    const first = await stream(siri);
    await noteOnCase(siri, one.id, 'Før pausen');
    await first.next((event) => event.Type === 'case' && event.CaseUid === one.id);
    const cursor = first.frames.findLast((frame) => frame.id !== undefined)?.id;
    expect(cursor).toMatch(/^\d+\.\d+\.\d+$/);
    await first.close();

    const missed = [
      await noteOnCase(siri, two.id, 'I pausen 1'),
      await noteOnCase(siri, three.id, 'I pausen 2'),
      await noteOnCase(siri, one.id, 'I pausen 3'),
    ];
    const again = await stream(siri, { lastEventId: cursor });
    await again.waitFor(() => caseEvents(again).length >= 3, 3000, 'the replay');
    const seenBefore = new Set(first.frames.flatMap((frame) => frame.id ?? []));
    // As the web does: an id seen before is dropped (a row may come once by replay and once more live).
    const replayed = again.frames.filter(
      (frame) => frame.id !== undefined && !seenBefore.has(frame.id) && seenBefore.add(frame.id),
    );
    const events = replayed.map((frame) => JSON.parse(frame.data ?? '{}') as LiveEvent);
    expect(events.map((event) => event.Type === 'case' && [event.CaseUid, event.Version])).toEqual([
      [two.id, missed[0]],
      [three.id, missed[1]],
      [one.id, missed[2]],
    ]);
    expect(again.events().some((event) => event.Type === 'resync')).toBe(false);

    // And it goes on live after the replay.
    await noteOnCase(siri, two.id, 'Etter pausen');
    await again.next(
      (event) => event.Type === 'case' && event.CaseUid === two.id && event.Version === (missed[0] ?? 0) + 1,
    );
  });

  it('answers a cursor it cannot replay from with one resync', async () => {
    await start();
    const siri = await sessionOf('siri');
    for (const lastEventId of ['nonsense', '999999999.1.1', `1.${'9'.repeat(25)}.1`]) {
      const s = await stream(siri, { lastEventId });
      await s.next((event) => event.Type === 'resync', 2000);
      expect(s.events()).toEqual([{ Type: 'resync' }]);
      await s.close();
    }
  });

  it('answers a cursor followed by more than 500 rows with one resync', async () => {
    await start();
    const siri = await sessionOf('siri');
    const first = await stream(siri);
    await usersChanged();
    await first.next(isUsersChanged);
    const cursor = first.frames.findLast((frame) => frame.id !== undefined)?.id;
    await first.close();
    // Another session's stream hears them all first: none is still on its way to this process as it reopens.
    const observer = await stream(await sessionOf('kari'));
    await portal.db.insert(liveEvents).values(
      Array.from({ length: 501 }, () => ({
        companyId: DEMO_COMPANIES.bank.id,
        kind: 'users.changed' as const,
      })),
    );
    await observer.waitFor(
      () => observer.events().filter(isUsersChanged).length >= 501,
      5000,
      'the 501 rows',
    );
    const again = await stream(siri, { lastEventId: cursor });
    await again.next((event) => event.Type === 'resync', 3000);
    expect(again.events()).toEqual([{ Type: 'resync' }]);
  });

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'replays a change whose transaction was still open when the cursor’s row was written, once it commits',
    async () => {
      await start();
      const siri = await sessionOf('siri');
      const first = await stream(siri);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written = () => {};
      const insertedEarly = new Promise<void>((resolve) => {
        written = resolve;
      });
      const early = portal.db.transaction(async (tx) => {
        await tx.insert(liveEvents).values({ companyId: DEMO_COMPANIES.bank.id, kind: 'company.changed' });
        written();
        await held;
      });
      await insertedEarly;
      await usersChanged();
      await first.next(isUsersChanged);
      const cursor = first.frames.findLast((frame) => frame.id !== undefined)?.id;
      await first.close();
      release();
      await early;

      const again = await stream(siri, { lastEventId: cursor });
      await again.next((event) => event.Type === 'company' && event.Kind === 'company.changed', 3000);
      expect(again.events().some((event) => event.Type === 'resync')).toBe(false);
    },
  );

  it('answers a cursor older than the replay window with one resync', async () => {
    await start({ live: { ...liveDefaults(), replayWindowSeconds: 1 } });
    const siri = await sessionOf('siri');
    const first = await stream(siri);
    await noteOnCase(siri, (await firstCaseOf('kari')).id, 'Gammel');
    await first.next((event) => event.Type === 'case');
    const cursor = first.frames.findLast((frame) => frame.id !== undefined)?.id;
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const again = await stream(siri, { lastEventId: cursor });
    await again.next((event) => event.Type === 'resync', 2000);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('a process that listens again', () => {
  it('tells every stream to read everything again once its listening connection is back', async () => {
    await start();
    const kari = await stream(await sessionOf('kari'));
    await kari.waitFor(() => kari.frames.length > 0, 2000, 'the opening');
    const terminated = await portal.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${NOTICE_LISTENER_NAME} and datname = current_database()`);
    expect((terminated as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    await kari.next((event) => event.Type === 'resync', 5000);
    // And it hears again.
    await usersChanged();
    await kari.next(isUsersChanged, 5000);
  });
});

describe('users and settings', () => {
  it('a user’s change and the company settings reach every level of the company, level 4 too', async () => {
    await start();
    const [ivar, kari] = await Promise.all([
      stream(await sessionOf('ivar')),
      stream(await sessionOf('kari')),
    ]);
    await portal.db
      .update(memberships)
      .set({ phone: '41234567' })
      .where(and(eq(memberships.id, await clerkId('nina'))));
    await ivar.next(isUsersChanged);
    await kari.next(isUsersChanged);
    await portal.db.execute(
      sql`update companies set notify_before_due_days = notify_before_due_days + 1 where id = ${DEMO_COMPANIES.bank.id}`,
    );
    const settings = (event: LiveEvent) => event.Type === 'company' && event.Kind === 'company.changed';
    await ivar.next(settings);
    await kari.next(settings);
    expect(caseEvents(ivar)).toEqual([]);
  });
});

describe('shutdown and metrics', () => {
  it('app.close() ends every open stream at once, telling the browser to come back soon', async () => {
    await start();
    const [kari, siri] = await Promise.all([
      stream(await sessionOf('kari')),
      stream(await sessionOf('siri')),
    ]);
    await kari.waitFor(() => kari.frames.length > 0, 2000, 'the opening');
    const closing = portal.app.close();
    const closed = await Promise.race([
      closing.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 3000)),
    ]);
    expect(closed).toBe(true);
    await Promise.all([kari.ended(1000), siri.ended(1000)]);
    expect(kari.frames.at(-1)?.retry).toBe('1000');
  });

  it('counts open streams and events sent, and leaves the stream out of the request durations', async () => {
    const token = 'en-lang-hemmelig-nokkel-for-metrikk';
    await start({ metrics: { port: undefined, token } });
    const siriSession = await sessionOf('siri');
    const siri = await stream(siriSession);
    await stream(await sessionOf('kari'));
    await noteOnCase(siriSession, (await firstCaseOf('kari')).id, 'Telles');
    await siri.next((event) => event.Type === 'case');
    const scraped = await fetch(`${portal.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    const body = await scraped.text();
    expect(body).toMatch(/^live_streams_open 2$/m);
    expect(body).toMatch(/^live_events_sent_total\{type="case"\} 2$/m);
    expect(body).toContain('route="/api/case/:caseUid"');
    expect(body).not.toContain('route="/api/live"');

    // A browser that goes away is a stream less.
    await siri.close();
    const gauge = async () =>
      (
        await (await fetch(`${portal.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text()
      ).match(/^live_streams_open (\d+)$/m)?.[1];
    const deadline = Date.now() + 2000;
    while ((await gauge()) !== '1' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await gauge()).toBe('1');
  });
});
