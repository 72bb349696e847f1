import { randomUUID } from 'node:crypto';
import { type LiveEvent, presenceSchema } from '@foretaksportalen/shared/contract/live';
import { PRESENCE_TTL_SECONDS } from '@foretaksportalen/shared/limits';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { casePresence, cases, persons } from '../src/db/schema.ts';
import { createPresenceService } from '../src/modules/live/index.ts';
import { CookieJar, startHttpPortal } from './helpers/http-portal.ts';
import { injectAs, type LiveStream, lastSeenOf, openLiveStream } from './helpers/live-stream.ts';
import {
  companyClerkOf,
  type DemoPersonKey,
  demoPerson,
  findDemoPerson,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';

/**
 * Presence (issue 47): who else has a case open and what they do there, told over the live stream to those who see
 * the case, gone at a leave, at the TTL and with the session; the beats are not activity.
 */
type Portal = Awaited<ReturnType<typeof startHttpPortal>> & { clock: ReturnType<typeof testClock> };
let portal: Portal;
const streams: LiveStream[] = [];

afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
  await portal?.close();
});

async function start() {
  const clock = testClock();
  portal = {
    ...(await startHttpPortal({ sessionTimeoutSeconds: 600, accessLifetimeSeconds: 3600 }, { clock })),
    clock,
  };
  await portal.db
    .update(persons)
    .set({ consent: true })
    .where(eq(persons.id, (await findDemoPerson(portal.db, 'nina')).id));
}

const sessionOf = (person: DemoPersonKey) => sessionFor(portal, person);
const clerkId = async (person: DemoPersonKey) => (await companyClerkOf(portal, person)).Id;

async function stream(session: TestSession) {
  const opened = await openLiveStream(portal.url, session);
  expect(opened.response.status).toBe(200);
  streams.push(opened);
  await opened.waitFor(() => opened.frames.length > 0, 2000, 'the opening');
  return opened;
}

const call = (session: TestSession, method: Parameters<typeof injectAs>[2], url: string, payload?: object) =>
  injectAs(portal, session, method, url, payload);

const beat = async (
  session: TestSession,
  body: { CaseUid: string; TabId: string; Activity: string | null },
) => {
  const response = await call(session, 'POST', '/api/live/presence', body);
  expect(response.statusCode, response.body).toBe(200);
  return presenceSchema.parse(response.json());
};

const presentOn = async (session: TestSession, caseId: string) => {
  const response = await call(session, 'GET', `/api/live/presence/${caseId}`);
  expect(response.statusCode, response.body).toBe(200);
  return presenceSchema.parse(response.json()).Present;
};

async function karisCase() {
  const [found] = await portal.db
    .select({ id: cases.id })
    .from(cases)
    .where(eq(cases.clerkMembershipId, await clerkId('kari')))
    .orderBy(asc(cases.caseNumber))
    .limit(1);
  if (!found) throw new Error('Kari has no case');
  return found.id;
}

const presenceOf = (caseId: string) => (event: LiveEvent) =>
  event.Type === 'presence' && event.CaseUid === caseId;
const presenceEvents = (s: LiveStream) => s.events().filter((event) => event.Type === 'presence');
const displayName = (person: DemoPersonKey) =>
  `${demoPerson(person).firstName} ${demoPerson(person).lastName}`;

describe('presence on a case', () => {
  it('shows Kari to Siri, never to Kari herself, and tells those who see the case', async () => {
    await start();
    const [kari, siri, ivar] = [await sessionOf('kari'), await sessionOf('siri'), await sessionOf('ivar')];
    const [siriStream, ninaStream, ivarStream] = [
      await stream(siri),
      await stream(await sessionOf('nina')),
      await stream(ivar),
    ];
    const caseId = await karisCase();
    const tab = randomUUID();

    expect(await beat(kari, { CaseUid: caseId, TabId: tab, Activity: 'viewing' })).toEqual({ Present: [] });
    await siriStream.next(presenceOf(caseId));
    expect(await presentOn(siri, caseId)).toEqual([
      { ClerkId: await clerkId('kari'), DisplayName: displayName('kari'), Activity: 'viewing' },
    ]);
    expect(await presentOn(kari, caseId)).toEqual([]);

    // A bare beat is told nobody; a new activity is.
    await beat(kari, { CaseUid: caseId, TabId: tab, Activity: 'viewing' });
    await beat(kari, { CaseUid: caseId, TabId: tab, Activity: 'writing-letter' });
    await siriStream.waitFor(() => presenceEvents(siriStream).length >= 2, 3000, 'the second presence event');
    // A second tab writing a note: the strongest activity is shown, once per clerk.
    await beat(kari, { CaseUid: caseId, TabId: randomUUID(), Activity: 'writing-note' });
    await siriStream.waitFor(() => presenceEvents(siriStream).length >= 3, 3000, 'the third presence event');
    expect(await presentOn(siri, caseId)).toEqual([
      { ClerkId: await clerkId('kari'), DisplayName: displayName('kari'), Activity: 'writing-note' },
    ]);

    // Leaving the case (Activity null) removes the tab at once.
    await beat(kari, { CaseUid: caseId, TabId: tab, Activity: null });
    await siriStream.waitFor(() => presenceEvents(siriStream).length >= 4, 3000, 'the leave');
    expect(presenceEvents(siriStream)).toHaveLength(4);
    expect(presenceEvents(ninaStream)).toEqual([]);
    expect(presenceEvents(ivarStream)).toEqual([]);
    for (const s of [siriStream, ninaStream]) {
      for (const frame of s.frames) expect(frame.data ?? '').not.toContain(demoPerson('kari').lastName);
    }
    expect((await call(ivar, 'GET', `/api/live/presence/${caseId}`)).statusCode).toBe(403);
  });

  it('goes after PRESENCE_TTL_SECONDS without a beat (the sweep), and with the session at logout', async () => {
    await start();
    const [kari, siri, nina] = [await sessionOf('kari'), await sessionOf('siri'), await sessionOf('nina')];
    const siriStream = await stream(siri);
    const caseId = await karisCase();
    await beat(kari, { CaseUid: caseId, TabId: randomUUID(), Activity: 'viewing' });
    await siriStream.next(presenceOf(caseId));

    const sweeper = createPresenceService({ db: portal.db, clock: portal.clock });
    portal.clock.advance(PRESENCE_TTL_SECONDS - 1);
    expect(await sweeper.sweep()).toBe(0);
    expect(await presentOn(siri, caseId)).toHaveLength(1);
    portal.clock.advance(2);
    // Past its TTL a row is not shown, swept or not.
    expect(await presentOn(siri, caseId)).toEqual([]);
    expect(await sweeper.sweep()).toBe(1);
    await siriStream.waitFor(() => presenceEvents(siriStream).length >= 2, 3000, 'the sweep’s notice');

    // Another clerk's case is not Nina's to be present on.
    expect(
      (
        await call(nina, 'POST', '/api/live/presence', {
          CaseUid: caseId,
          TabId: randomUUID(),
          Activity: 'viewing',
        })
      ).statusCode,
    ).toBe(404);

    await beat(kari, { CaseUid: caseId, TabId: randomUUID(), Activity: 'viewing' });
    await siriStream.waitFor(() => presenceEvents(siriStream).length >= 3, 3000, 'the new beat');
    const jar = new CookieJar();
    for (const [name, value] of Object.entries(kari.cookies)) jar.cookies.set(name, value);
    await jar.fetch(`${portal.url}/api/oidc/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    await siriStream.waitFor(() => presenceEvents(siriStream).length >= 4, 3000, 'the logout');
    expect(await portal.db.select().from(casePresence)).toEqual([]);
  });

  it('beats keep no session alive', async () => {
    await start();
    const kari = await sessionOf('kari');
    const caseId = await karisCase();
    const lastSeen = () => lastSeenOf(portal.db, kari.personId);
    const before = await lastSeen();
    for (let beats = 0; beats < 3; beats++) {
      portal.clock.advance(199);
      await beat(kari, { CaseUid: caseId, TabId: randomUUID(), Activity: 'viewing' });
      await presentOn(kari, caseId);
    }
    expect(await lastSeen()).toEqual(before);
    portal.clock.advance(4);
    expect((await call(kari, 'GET', '/api/config/ping')).statusCode).toBe(401);
  });
});
