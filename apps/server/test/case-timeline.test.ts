import { caseEventSchema } from '@foretaksportalen/shared/contract/case';
import { providerEventSchema } from '@foretaksportalen/shared/contract/provider/case';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { and, count, desc, eq, inArray, isNotNull, not } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  caseEvents,
  cases,
  companies,
  documents,
  outbox,
  providerChanges,
  uploads,
} from '../src/db/schema.ts';
import { EVENT_ORIGINS, type EventOrigin } from '../src/modules/case-timeline/index.ts';
import { type CaseTestContext, createCaseTestApp, insertTestCase, testPdf } from './helpers/cases.ts';
import { createCase, newIncident, uploadAll, wizardFiles } from './helpers/new-case.ts';
import { bearer, createApiKey, letterBody, newProviderCase, providerPath } from './helpers/provider.ts';
import { asClerk, companyClerkOf, sessionFor, testClock } from './helpers/test-app.ts';
import { MIME, PNG_BYTES } from './helpers/uploads.ts';

/**
 * Sending a letter, registering a case and the complaints body adding a letter all go through the case
 * timeline and the case-change pipeline: each gets the follow-ups of its kind of event, and the same set of them.
 */
let context: CaseTestContext;
afterEach(() => context?.app.close());

const BANK = DEMO_COMPANIES.bank;

/** Everything an event brought with it, as it is in the database after the call. */
async function followUpsOf(eventId: string) {
  const { db } = context;
  const [event] = await db.select().from(caseEvents).where(eq(caseEvents.id, eventId));
  if (!event) throw new Error(`No event ${eventId}`);
  const [target] = await db.select().from(cases).where(eq(cases.id, event.caseId));
  const [unread] = await db
    .select({ n: count() })
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, event.caseId), not(caseEvents.isRead)));
  const eventDocuments = await db.select().from(documents).where(eq(documents.caseEventId, eventId));
  const takenUploads = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(isNotNull(uploads.attachedAt), isNotNull(uploads.documentId)));
  // The latest entry about the event or its case (the provider API also logs each request, about neither).
  const [audit] = await db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.targetId, [eventId, event.caseId]))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const feed = await db
    .select({ kind: providerChanges.kind })
    .from(providerChanges)
    .where(eq(providerChanges.eventId, eventId));
  const [mails] = await db.select({ n: count() }).from(outbox);
  return {
    direction: event.direction,
    unread: !event.isRead,
    documents: eventDocuments.map((document) => document.fileName),
    uploadsTaken: takenUploads[0]?.n,
    caseFigures: {
      lastEventAt: target?.lastEventAt?.toISOString(),
      unreadCount: target?.unreadCount,
    },
    expectedCaseFigures: { lastEventAt: event.createdAt.toISOString(), unreadCount: unread?.n },
    audit: {
      action: audit?.action,
      target: audit?.targetType,
      targetId: audit?.targetId,
      companyId: audit?.companyId,
    },
    caseId: event.caseId,
    feed: feed.map((row) => row.kind),
    notified: (mails?.n ?? 0) > 0,
  };
}

/** What the test expects of each kind, written out rather than read from the table it checks. */
const EXPECTED: Record<EventOrigin, { direction: string; unread: boolean; audit: string; feed: string[] }> = {
  'company-letter': { direction: 'outbound', unread: false, audit: 'case.letter-sent', feed: [] },
  'case-registration': {
    direction: 'outbound',
    unread: false,
    audit: 'case.created',
    feed: ['case.registered'],
  },
  'provider-letter': {
    direction: 'inbound',
    unread: true,
    audit: 'case.letter-added',
    feed: [],
  },
};

/** Makes an event of the kind the way its caller does, with two files; answers the event's id. */
const MAKE: Record<EventOrigin, () => Promise<string>> = {
  async 'company-letter'() {
    const session = await sessionFor(context, 'kari');
    const files = await uploadAll(context, session, await wizardFiles());
    const { id: caseId } = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/case/sendletter',
      payload: {
        CaseUid: caseId,
        ClerkId: (await companyClerkOf(context, 'kari')).Id,
        Subject: null,
        Content: null,
        Files: files,
      },
      ...asClerk(session, context.config),
    });
    expect(response.statusCode, response.body).toBe(200);
    return caseEventSchema.parse(response.json()).Gid;
  },
  async 'case-registration'() {
    const session = await sessionFor(context, 'kari');
    const files = await uploadAll(context, session, await wizardFiles());
    const response = await createCase(
      context,
      session,
      newIncident(await companyClerkOf(context, 'kari'), files),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [created] = await context.db
      .select({ id: caseEvents.id })
      .from(caseEvents)
      .innerJoin(cases, eq(cases.id, caseEvents.caseId))
      .where(eq(cases.caseNumber, response.json().CaseId));
    if (!created) throw new Error('No event of the new case');
    return created.id;
  },
  async 'provider-letter'() {
    const { key } = await createApiKey(context.db);
    const caseUrl = providerPath(`/companies/${BANK.orgNum}/cases/KN-1`);
    const putCase = await context.app.inject({
      method: 'PUT',
      url: caseUrl,
      headers: bearer(key),
      payload: newProviderCase(),
    });
    expect(putCase.statusCode, putCase.body).toBeLessThan(300);
    const body = await letterBody({ Description: 'Brev fra nemnda', Subject: null, Content: null }, [
      { name: 'Klage fra kunden.pdf', type: MIME.pdf, content: await testPdf('Brevet') },
      { name: 'Skjermbilde.png', type: MIME.png, content: PNG_BYTES },
    ]);
    const response = await context.app.inject({
      method: 'PUT',
      url: `${caseUrl}/events/BREV-1`,
      headers: { ...bearer(key), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return providerEventSchema.parse(response.json()).EventUid;
  },
};

describe('the case timeline', () => {
  for (const origin of Object.keys(EXPECTED) as EventOrigin[]) {
    it(`gives a ${origin} event every follow-up of its kind`, async () => {
      context = await createCaseTestApp({ clock: testClock() });
      // Every address that could be told is there, so that a missing e-mail is the timeline's doing.
      await context.db
        .update(companies)
        .set({ emailAddress: 'post@bank.no', notifyOnNewPosts: true, notifyOnNewCases: true })
        .where(eq(companies.id, BANK.id));
      await context.db.delete(outbox);

      const eventId = await MAKE[origin]();
      const observed = await followUpsOf(eventId);
      const expected = EXPECTED[origin];

      expect(observed.direction).toBe(expected.direction);
      expect(observed.unread).toBe(expected.unread);
      expect(observed.documents).toEqual(['Klage fra kunden.pdf', 'Skjermbilde.png']);
      expect(observed.uploadsTaken).toBe(origin === 'provider-letter' ? 0 : 2);
      expect(observed.caseFigures).toEqual(observed.expectedCaseFigures);
      expect(observed.audit.action).toBe(expected.audit);
      expect(observed.audit.companyId).toBe(BANK.id);
      expect(observed.audit.targetId).toBe(origin === 'case-registration' ? observed.caseId : eventId);
      expect(observed.feed).toEqual(expected.feed);
      expect(observed.notified).toBe(origin === 'provider-letter');
      // The table the timeline follows says the same as this test (test/case-changes.test.ts checks the rest).
      expect(EVENT_ORIGINS[origin]).toEqual({ direction: expected.direction, unread: expected.unread });
    });
  }
});
