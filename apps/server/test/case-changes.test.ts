import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { addDays } from '@foretaksportalen/shared/working-days';
import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { caseChangePipeline } from '../src/case-change-pipeline.ts';
import {
  auditLog,
  caseEvents,
  caseListChanges,
  caseRequests,
  cases,
  companies,
  internalNotes,
  letterDrafts,
  liveEvents,
  outbox,
  providerChanges,
} from '../src/db/schema.ts';
import type { CaseChangeKind } from '../src/modules/case-change/index.ts';
import { createAnonymizer, createRetentionJob } from '../src/modules/retention/index.ts';
import {
  type CaseTestContext,
  CLOSED_STATUS,
  caseVersion,
  createCaseTestApp,
  insertTestCase,
  testPdf,
} from './helpers/cases.ts';
import { chosenClerk, createCase, newIncident, uploadAll, wizardFiles } from './helpers/new-case.ts';
import { bearer, createApiKey, letterBody, newProviderCase, providerPath } from './helpers/provider.ts';
import { asClerk, companyClerkOf, type DemoPersonKey, sessionFor, testClock } from './helpers/test-app.ts';
import { TEST_TODAY } from './helpers/test-config.ts';
import { MIME } from './helpers/uploads.ts';

/**
 * Every kind of case change, made as a user or the complaints body makes it: its follow-ups (the audit entries
 * that are its history, the change feed's rows, the e-mails) happen once each, the caches are told of each case
 * it changed, and a failure in its last follow-up rolls back the change and every follow-up before it.
 */
let context: CaseTestContext;
afterEach(() => context?.app.close());

const BANK = DEMO_COMPANIES.bank;

/** Where the follow-ups of a change land, in the order the pipeline writes them. */
type FollowUpTable = 'audit_log' | 'provider_changes' | 'outbox' | 'live_events';

interface MadeChange {
  response: LightMyRequestResponse;
  /** Whether the change itself is in the database: its own rows, not its follow-ups. */
  isStored(): Promise<boolean>;
}

interface KindTest {
  /** Whatever the change needs before it is made (a case, a letter); answers how to make it. */
  prepare(): Promise<() => Promise<MadeChange>>;
  /** The audit actions it writes, in order. */
  history: (count: number) => string[];
  feed: (count: number) => string[];
  /** Whether it e-mails anyone (the demo companies and clerks want every notification). */
  mails: boolean;
  /** How many cases it changes. */
  cases: number;
  /** The kinds of the live stream's rows it writes (issue 47), in order. */
  live: (count: number) => string[];
}

const session = (person: DemoPersonKey) => sessionFor(context, person);
const clerkId = async (person: DemoPersonKey) => (await companyClerkOf(context, person)).Id;

async function asPerson(
  person: DemoPersonKey,
  method: 'POST' | 'PUT' | 'PATCH' | 'GET' | 'DELETE',
  url: string,
  payload?: object,
) {
  return context.app.inject({
    method,
    url,
    ...(payload && { payload }),
    ...asClerk(await session(person), context.config),
  });
}

const caseRow = async (caseId: string) => {
  const [row] = await context.db.select().from(cases).where(eq(cases.id, caseId));
  return row;
};

const closedCases = (n: number) =>
  Promise.all(
    Array.from({ length: n }, () =>
      insertTestCase(context.db, context.blobs, { ...CLOSED_STATUS, clerk: null }),
    ),
  );

/** A note of Kari's on a case of hers, written as the notes tab writes one; answers the case and the note. */
async function karisNote(text: string) {
  const target = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
  const written = await asPerson('kari', 'POST', `/api/case/${target.id}/notes`, { Body: [{ Text: text }] });
  expect(written.statusCode, written.body).toBe(201);
  return { caseId: target.id, noteId: written.json().Id as string };
}

const requestsOf = (caseId: string) =>
  context.db.select().from(caseRequests).where(eq(caseRequests.caseId, caseId));
const notesOf = (caseId: string) => context.db.$count(internalNotes, eq(internalNotes.caseId, caseId));

async function providerKey() {
  return (await createApiKey(context.db)).key;
}

/** A case of Kari's in a company that wants letters approved, with a draft of hers; sent for approval if asked. */
async function draftOfKari({ submitted }: { submitted: boolean }) {
  await context.db.update(companies).set({ lettersNeedApproval: true }).where(eq(companies.id, BANK.id));
  const target = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
  const draft = {
    Version: null,
    Subject: 'Tilsvar',
    Content: 'Vi viser til klagen.',
    Answer: null,
    KeepFiles: [],
    Files: [],
  };
  const saved = await asPerson('kari', 'PUT', `/api/case/${target.id}/draft`, draft);
  expect(saved.statusCode, saved.body).toBe(200);
  if (submitted) {
    const sent = await asPerson('kari', 'POST', `/api/case/${target.id}/draft/submit`, { Version: 1 });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  return target.id;
}

const draftStatus = async (caseId: string) =>
  (await context.db.select().from(letterDrafts).where(eq(letterDrafts.caseId, caseId)))[0];

/** A change made outside a request (the nightly retention run): its outcome as a route would answer it. */
async function outsideRequest(work: () => Promise<unknown>) {
  try {
    await work();
    return { statusCode: 200, body: '' } as LightMyRequestResponse;
  } catch (error) {
    return { statusCode: 500, body: String(error) } as LightMyRequestResponse;
  }
}

/** A closed, archived case of a company that deletes personal data 36 months after closing, closed 40 ago. */
async function caseDueForDeletion() {
  await context.db.update(companies).set({ retentionMonths: 36 }).where(eq(companies.id, BANK.id));
  const closedAt = new Date(context.clock().getTime() - 40 * 31 * 24 * 60 * 60 * 1000);
  return insertTestCase(context.db, context.blobs, {
    ...CLOSED_STATUS,
    archived: true,
    clerk: 'kari',
    closedAt,
  });
}

const retentionRun = () =>
  createRetentionJob({
    db: context.db,
    config: context.config,
    anonymizer: createAnonymizer({
      db: context.db,
      blobs: context.blobs,
      changes: caseChangePipeline(context.config, context.db).changes,
      clock: context.clock,
    }),
    whileAlone: async (_lock, work) => ({ ran: true, result: await work() }),
    clock: context.clock,
    log: pino({ level: 'silent' }),
  }).run();

/** A case of the bank's held back from deletion, or not. */
/** A case the complaints body created by its own id; answers its key and address. */
async function providerCase(externalId: string) {
  const key = await providerKey();
  const url = providerPath(`/companies/${BANK.orgNum}/cases/${externalId}`);
  const put = await context.app.inject({
    method: 'PUT',
    url,
    headers: bearer(key),
    payload: newProviderCase({ CaseId: `${externalId}-NR` }),
  });
  expect(put.statusCode, put.body).toBe(201);
  return { key, url };
}

async function providerCaseRow(externalId: string) {
  const [row] = await context.db.select().from(cases).where(eq(cases.externalId, externalId));
  return row;
}

async function caseOfBank({ held }: { held: boolean }) {
  const target = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
  if (held) {
    const hold = await asPerson('anne', 'PUT', `/api/case/${target.id}/legal-hold`, { Reason: 'Tvist' });
    expect(hold.statusCode, hold.body).toBe(204);
  }
  return target.id;
}

const KINDS: Record<CaseChangeKind, KindTest> = {
  'case.registered': {
    async prepare() {
      const anne = await session('anne');
      const files = await uploadAll(context, anne, await wizardFiles());
      const incident = newIncident(await companyClerkOf(context, 'anne'), files, {
        CompanyClerk: chosenClerk(await companyClerkOf(context, 'kari')),
      });
      return async () => {
        const response = await createCase(context, anne, incident);
        return {
          response,
          isStored: async () =>
            (await context.db.$count(cases, eq(cases.caseNumber, response.json().CaseId ?? ''))) > 0,
        };
      };
    },
    history: () => ['case.created'],
    feed: () => ['case.registered'],
    mails: true,
    cases: 1,
    live: () => ['case.arrived'],
  },
  'case.edited': {
    async prepare() {
      const [closed] = await closedCases(1);
      const target = closed?.id ?? '';
      const change = {
        Version: await caseVersion(context.db, target),
        CaseClerkId: await clerkId('kari'),
        CompanyNote: 'Følges opp',
        Archived: true,
      };
      return async () => ({
        response: await asPerson('siri', 'PATCH', `/api/case/${target}`, change),
        isStored: async () => (await caseRow(target))?.archived === true,
      });
    },
    history: () => ['case.updated'],
    feed: () => ['case.archived'],
    mails: true,
    cases: 1,
    live: () => ['case.changed'],
  },
  'cases.assigned': {
    async prepare() {
      const ids = (await closedCases(2)).map((row) => row.id);
      const kari = await clerkId('kari');
      return async () => ({
        response: await asPerson('siri', 'POST', '/api/caselist/update', {
          CaseClerkId: kari,
          IncidentIds: ids,
        }),
        isStored: async () => (await caseRow(ids[0] ?? ''))?.clerkMembershipId === kari,
      });
    },
    history: (n) => Array.from({ length: n }, () => 'case.updated'),
    feed: () => [],
    mails: true,
    cases: 2,
    live: (n) => Array(n).fill('case.changed'),
  },
  'cases.handed-over': {
    async prepare() {
      const from = await clerkId('kari');
      const to = await clerkId('ola');
      return async () => ({
        response: await asPerson('siri', 'POST', '/api/caselist/handover', {
          FromClerkId: from,
          CaseClerkId: to,
        }),
        isStored: async () =>
          (await context.db.$count(
            cases,
            and(eq(cases.companyId, BANK.id), eq(cases.clerkMembershipId, from)),
          )) === 0,
      });
    },
    history: (n) => [...Array.from({ length: n }, () => 'case.updated'), 'cases.handed-over'],
    feed: () => [],
    mails: true,
    cases: Number.NaN,
    live: (n) => Array(n).fill('case.changed'),
  },
  'cases.archived': {
    async prepare() {
      const ids = (await closedCases(2)).map((row) => row.id);
      return async () => ({
        response: await asPerson('siri', 'POST', '/api/caselist/archive', { IncidentIds: ids }),
        isStored: async () => (await caseRow(ids[0] ?? ''))?.archived === true,
      });
    },
    history: (n) => Array.from({ length: n }, () => 'case.updated'),
    feed: (n) => Array.from({ length: n }, () => 'case.archived'),
    mails: false,
    cases: 2,
    live: (n) => Array(n).fill('case.changed'),
  },
  'letter.sent': {
    async prepare() {
      const target = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
      const letter = {
        CaseUid: target.id,
        ClerkId: await clerkId('kari'),
        Subject: 'Svar',
        Content: 'Vi viser til brevet.',
        Files: [],
      };
      return async () => ({
        response: await asPerson('kari', 'POST', '/api/case/sendletter', letter),
        isStored: async () => (await context.db.$count(caseEvents, eq(caseEvents.caseId, target.id))) > 0,
      });
    },
    history: () => ['case.letter-sent'],
    feed: () => [],
    mails: false,
    cases: 1,
    live: () => ['case.changed'],
  },
  'letter.deleted': {
    async prepare() {
      const target = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
      const sent = await asPerson('kari', 'POST', '/api/case/sendletter', {
        CaseUid: target.id,
        ClerkId: await clerkId('kari'),
        Subject: 'Svar',
        Content: 'Vi viser til brevet.',
        Files: [],
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const eventId: string = sent.json().Gid;
      return async () => ({
        response: await asPerson('kari', 'DELETE', `/api/case/event/${eventId}`),
        isStored: async () => (await context.db.$count(caseEvents, eq(caseEvents.id, eventId))) === 0,
      });
    },
    history: () => ['case.letter-deleted'],
    feed: () => [],
    mails: false,
    cases: 1,
    live: () => ['case.changed'],
  },
  'letter.read': {
    async prepare() {
      const target = await insertTestCase(context.db, context.blobs, {
        clerk: 'kari',
        events: [{ isRead: false, documents: [{ fileName: 'Brev.pdf', isLetter: true }] }],
      });
      const eventId = target.events[0]?.id ?? '';
      return async () => ({
        response: await asPerson('kari', 'GET', `/api/document/openletter/${eventId}/${target.id}/false`),
        isStored: async () => {
          const [event] = await context.db.select().from(caseEvents).where(eq(caseEvents.id, eventId));
          return event?.isRead === true;
        },
      });
    },
    history: () => ['case.letter-opened'],
    feed: () => ['letter.read'],
    mails: false,
    cases: 1,
    live: () => ['letter.read'],
  },
  'letter.received': {
    async prepare() {
      const key = await providerKey();
      const caseUrl = providerPath(`/companies/${BANK.orgNum}/cases/KN-RECEIVED`);
      const put = await context.app.inject({
        method: 'PUT',
        url: caseUrl,
        headers: bearer(key),
        payload: newProviderCase({ CaseId: 'KN-2026-RECEIVED' }),
      });
      expect(put.statusCode, put.body).toBeLessThan(300);
      const body = await letterBody({ Description: 'Brev fra nemnda', Subject: null, Content: null }, [
        { name: 'Brev.pdf', type: MIME.pdf, content: await testPdf('Brevet') },
      ]);
      return async () => ({
        response: await context.app.inject({
          method: 'PUT',
          url: `${caseUrl}/events/BREV-1`,
          headers: { ...bearer(key), 'content-type': body.contentType },
          payload: body.payload,
        }),
        isStored: async () => (await context.db.$count(caseEvents, eq(caseEvents.externalId, 'BREV-1'))) > 0,
      });
    },
    history: () => ['case.letter-added'],
    feed: () => [],
    mails: true,
    cases: 1,
    live: () => ['letter.arrived'],
  },
  'provider.case-created': {
    async prepare() {
      const key = await providerKey();
      return async () => ({
        response: await context.app.inject({
          method: 'PUT',
          url: providerPath(`/companies/${BANK.orgNum}/cases/KN-CREATED`),
          headers: bearer(key),
          payload: newProviderCase({ CaseId: 'KN-2026-CREATED' }),
        }),
        isStored: async () => (await context.db.$count(cases, eq(cases.externalId, 'KN-CREATED'))) > 0,
      });
    },
    history: () => ['case.created'],
    feed: () => [],
    mails: true,
    cases: 1,
    live: () => ['case.arrived'],
  },
  'provider.case-updated': {
    async prepare() {
      const key = await providerKey();
      const url = providerPath(`/companies/${BANK.orgNum}/cases/KN-UPDATED`);
      const put = await context.app.inject({
        method: 'PUT',
        url,
        headers: bearer(key),
        payload: newProviderCase({ CaseId: 'KN-2026-UPDATED' }),
      });
      expect(put.statusCode, put.body).toBeLessThan(300);
      return async () => ({
        response: await context.app.inject({
          method: 'PUT',
          url,
          headers: bearer(key),
          payload: newProviderCase({
            CaseId: 'KN-2026-UPDATED',
            Status: 'Avsluttet',
            StatusCode: 'AVSLUTTET',
          }),
        }),
        isStored: async () => {
          const [row] = await context.db.select().from(cases).where(eq(cases.externalId, 'KN-UPDATED'));
          return row?.statusCode === 'AVSLUTTET';
        },
      });
    },
    history: () => ['case.updated'],
    feed: () => [],
    mails: false,
    cases: 1,
    live: () => ['case.changed'],
  },
  'letter.submitted': {
    async prepare() {
      const caseId = await draftOfKari({ submitted: false });
      return async () => ({
        response: await asPerson('kari', 'POST', `/api/case/${caseId}/draft/submit`, { Version: 1 }),
        isStored: async () => (await draftStatus(caseId))?.status === 'awaiting-approval',
      });
    },
    history: () => ['case.letter-submitted'],
    feed: () => [],
    mails: true,
    cases: 1,
    live: () => ['approval.waiting'],
  },
  'note.added': {
    async prepare() {
      const target = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
      const note = { Body: [{ Text: 'Se brevet, ' }, { Mention: await clerkId('siri') }] };
      return async () => ({
        response: await asPerson('kari', 'POST', `/api/case/${target.id}/notes`, note),
        isStored: async () => (await notesOf(target.id)) > 0,
      });
    },
    history: () => ['case.note-added'],
    feed: () => [],
    mails: true,
    cases: 1,
    live: () => ['note.changed', 'mentioned'],
  },
  'letter.returned': {
    async prepare() {
      const caseId = await draftOfKari({ submitted: true });
      return async () => ({
        response: await asPerson('siri', 'POST', `/api/case/${caseId}/draft/return`, {
          Version: 2,
          Comment: 'Svar på punkt 2',
        }),
        isStored: async () => (await draftStatus(caseId))?.returnComment === 'Svar på punkt 2',
      });
    },
    history: () => ['case.letter-returned'],
    feed: () => [],
    mails: true,
    cases: 1,
    live: () => ['case.changed'],
  },
  'note.edited': {
    async prepare() {
      const { caseId, noteId } = await karisNote('Se brevet');
      const edit = { Body: [{ Text: 'Se brevet, ' }, { Mention: await clerkId('siri') }] };
      return async () => ({
        response: await asPerson('kari', 'PUT', `/api/case/${caseId}/notes/${noteId}`, edit),
        isStored: async () => {
          const [note] = await context.db.select().from(internalNotes).where(eq(internalNotes.id, noteId));
          return note?.editedAt !== null;
        },
      });
    },
    history: () => ['case.note-edited'],
    feed: () => [],
    mails: true,
    cases: 1,
    live: () => ['note.changed', 'mentioned'],
  },
  // The approved letter is sent: its own letter.sent comes with it, in the same transaction.
  'letter.approved': {
    async prepare() {
      const caseId = await draftOfKari({ submitted: true });
      return async () => ({
        response: await asPerson('siri', 'POST', `/api/case/${caseId}/draft/approve`, { Version: 2 }),
        isStored: async () => (await context.db.$count(caseEvents, eq(caseEvents.caseId, caseId))) > 0,
      });
    },
    history: () => ['case.letter-sent', 'case.letter-approved'],
    feed: () => [],
    mails: true,
    cases: 1,
    live: () => ['case.changed', 'case.changed'],
  },
  'note.deleted': {
    async prepare() {
      const { caseId, noteId } = await karisNote('Feil sak');
      return async () => ({
        response: await asPerson('kari', 'DELETE', `/api/case/${caseId}/notes/${noteId}`),
        isStored: async () => (await notesOf(caseId)) === 0,
      });
    },
    history: () => ['case.note-deleted'],
    feed: () => [],
    mails: false,
    cases: 1,
    live: () => ['note.changed'],
  },
  'provider.decision-received': {
    async prepare() {
      const { key, url } = await providerCase('KN-DECIDED');
      return async () => ({
        response: await context.app.inject({
          method: 'PUT',
          url: `${url}/decision`,
          headers: bearer(key),
          payload: { Outcome: 'medhold', DecisionDate: '2026-11-02' },
        }),
        isStored: async () => (await providerCaseRow('KN-DECIDED'))?.decisionOutcome === 'medhold',
      });
    },
    history: () => ['case.decision-received'],
    feed: () => [],
    mails: false,
    cases: 1,
    live: () => ['case.changed'],
  },
  'decision.answered': {
    async prepare() {
      const target = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
      await context.db
        .update(cases)
        .set({ decisionOutcome: 'medhold', decisionDate: '2026-11-02', decisionAnswerDue: '2026-12-02' })
        .where(eq(cases.id, target.id));
      return async () => ({
        response: await asPerson('kari', 'POST', `/api/case/${target.id}/decision-answer`, {
          Follows: true,
          AmountPaid: 1000,
        }),
        isStored: async () => (await caseRow(target.id))?.decisionFollows === true,
      });
    },
    history: () => ['case.decision-answered'],
    feed: () => ['decision.answered'],
    mails: false,
    cases: 1,
    live: () => ['case.changed'],
  },
  'request.sent': {
    async prepare() {
      const target = await insertTestCase(context.db, context.blobs, { clerk: 'kari', dueDate: TEST_TODAY });
      return async () => ({
        response: await asPerson('kari', 'POST', `/api/case/${target.id}/requests`, {
          Kind: 'deadline-extension',
          DueDate: addDays(TEST_TODAY, 14),
          Reason: 'Vi venter på dokumentasjon fra kunden',
        }),
        isStored: async () => (await requestsOf(target.id)).length === 1,
      });
    },
    history: () => ['case.request-sent'],
    feed: () => ['deadline-extension.requested'],
    mails: false,
    cases: 1,
    live: () => ['case.changed'],
  },
  'request.answered': {
    async prepare() {
      const { key, url } = await providerCase('KN-REQUESTED');
      const caseId = (await providerCaseRow('KN-REQUESTED'))?.id ?? '';
      await context.db.update(cases).set({ dueDate: TEST_TODAY }).where(eq(cases.id, caseId));
      const [request] = await context.db
        .insert(caseRequests)
        .values({
          caseId,
          companyId: BANK.id,
          kind: 'deadline-extension',
          currentDueDate: TEST_TODAY,
          requestedDueDate: addDays(TEST_TODAY, 14),
          reason: 'Vi venter på dokumentasjon',
          requestedAt: context.clock(),
        })
        .returning();
      return async () => ({
        response: await context.app.inject({
          method: 'PUT',
          url: `${url}/requests/${request?.id}`,
          headers: bearer(key),
          payload: { Status: 'granted' },
        }),
        isStored: async () => (await caseRow(caseId))?.dueDate === addDays(TEST_TODAY, 14),
      });
    },
    history: () => ['case.request-answered'],
    feed: () => [],
    mails: false,
    cases: 1,
    live: () => ['case.changed'],
  },
  'case.held': {
    async prepare() {
      const caseId = await caseOfBank({ held: false });
      return async () => ({
        response: await asPerson('anne', 'PUT', `/api/case/${caseId}/legal-hold`, { Reason: 'Tvist' }),
        isStored: async () => (await caseRow(caseId))?.legalHoldReason === 'Tvist',
      });
    },
    history: () => ['case.legal-hold-set'],
    feed: () => [],
    mails: false,
    cases: 1,
    live: () => ['case.changed'],
  },
  'case.hold-lifted': {
    async prepare() {
      const caseId = await caseOfBank({ held: true });
      return async () => ({
        response: await asPerson('anne', 'DELETE', `/api/case/${caseId}/legal-hold`),
        isStored: async () => (await caseRow(caseId))?.legalHoldReason === null,
      });
    },
    history: () => ['case.legal-hold-lifted'],
    feed: () => [],
    mails: false,
    cases: 1,
    live: () => ['case.changed'],
  },
  'case.anonymised': {
    async prepare() {
      const target = await caseDueForDeletion();
      return async () => ({
        response: await outsideRequest(retentionRun),
        isStored: async () => (await caseRow(target.id))?.personalDataDeletedAt !== null,
      });
    },
    history: () => ['case.personal-data-deleted'],
    feed: () => [],
    mails: false,
    cases: 1,
    live: () => ['case.changed'],
  },
};

/** The highest row id of each follow-up table, and the database's clock: what a change adds comes after. */
async function marks() {
  const highest = async (table: typeof auditLog | typeof providerChanges) =>
    Number((await context.db.select({ id: sql<string>`coalesce(max(${table.id}), 0)` }).from(table))[0]?.id);
  const [clock] = await context.db
    .select({ now: sql<string>`clock_timestamp()::text` })
    .from(sql`(select 1) as one`);
  return {
    audit: await highest(auditLog),
    feed: await highest(providerChanges),
    mails: await context.db.$count(outbox),
    live: Number(
      (await context.db.select({ id: sql<string>`coalesce(max(${liveEvents.id}), 0)` }).from(liveEvents))[0]
        ?.id,
    ),
    at: clock?.now ?? '',
  };
}

/** The follow-ups written since `since`, leaving out the provider API's log of its calls. */
async function followUpsSince(since: Awaited<ReturnType<typeof marks>>) {
  const history = await context.db
    .select({ action: auditLog.action, caseId: auditLog.caseId })
    .from(auditLog)
    .where(and(gt(auditLog.id, since.audit), ne(auditLog.action, 'provider.request')))
    .orderBy(asc(auditLog.id));
  const feed = await context.db
    .select({ kind: providerChanges.kind })
    .from(providerChanges)
    .where(gt(providerChanges.id, since.feed))
    .orderBy(asc(providerChanges.id));
  const [mails] = await context.db.select({ n: count() }).from(outbox);
  const live = await context.db
    .select({ kind: liveEvents.kind, caseId: liveEvents.caseId, version: liveEvents.version })
    .from(liveEvents)
    .where(gt(liveEvents.id, since.live))
    .orderBy(asc(liveEvents.id));
  // What the caches read: the database's record of the cases changed (decision 0023).
  const told = await context.db
    .selectDistinct({ caseId: caseListChanges.caseId })
    .from(caseListChanges)
    .where(gt(caseListChanges.changedAt, sql`${since.at}::timestamptz`));
  const historyCases = new Set(history.flatMap((row) => row.caseId ?? []));
  return {
    history: history.map((row) => row.action),
    cases: historyCases.size,
    feed: feed.map((row) => row.kind),
    mails: (mails?.n ?? 0) - since.mails,
    cachesUntold: [...historyCases].filter((caseId) => !told.some((row) => row.caseId === caseId)).length,
    cachesTold: told.length,
    live,
  };
}

/** The last table the change's follow-ups write to: failing there undoes the most. */
function lastFollowUp(test: KindTest): FollowUpTable {
  if (test.mails) return 'outbox';
  return test.feed(1).length > 0 ? 'provider_changes' : 'audit_log';
}

async function failInsertsInto(table: FollowUpTable) {
  await context.db.execute(
    sql.raw(`create or replace function fail_follow_up() returns trigger language plpgsql as $$
      begin raise exception 'follow-up failed'; end $$`),
  );
  await context.db.execute(
    sql.raw(
      `create trigger fail_follow_up before insert on ${table} for each statement execute function fail_follow_up()`,
    ),
  );
  return async () => {
    await context.db.execute(sql.raw(`drop trigger fail_follow_up on ${table}`));
    await context.db.execute(sql.raw('drop function fail_follow_up()'));
  };
}

describe('every kind of case change', () => {
  for (const [kind, test] of Object.entries(KINDS) as [CaseChangeKind, KindTest][]) {
    it(`${kind}: its follow-ups happen once each`, async () => {
      context = await createCaseTestApp({ clock: testClock() });
      const make = await test.prepare();
      const before = await marks();
      const made = await make();
      expect(made.response.statusCode, made.response.body).toBeLessThan(300);
      expect(await made.isStored()).toBe(true);

      const observed = await followUpsSince(before);
      const cases = Number.isNaN(test.cases) ? observed.cases : test.cases;
      expect(cases).toBeGreaterThan(0);
      expect(observed.history).toEqual(test.history(cases));
      expect(observed.cases).toBe(cases);
      expect(observed.feed).toEqual(test.feed(cases));
      // One e-mail per addressee, never one per case.
      if (test.mails) expect(observed.mails).toBeGreaterThan(0);
      else expect(observed.mails).toBe(0);
      if (kind.startsWith('cases.')) expect(observed.mails).toBeLessThanOrEqual(1);
      expect(observed.cachesUntold).toBe(0);
      expect(observed.live.map((row) => row.kind)).toEqual(test.live(cases));
      for (const row of observed.live) {
        expect(row.version).toBe((await caseRow(row.caseId ?? ''))?.version);
      }
    });

    /** Inserts into `table` fail: the change and everything that followed from it are rolled back. */
    const rolledBackWhenInsertsFail = (table: FollowUpTable) => async () => {
      context = await createCaseTestApp({ clock: testClock() });
      const make = await test.prepare();
      const before = await marks();
      const restore = await failInsertsInto(table);
      try {
        const made = await make();
        expect(made.response.statusCode, made.response.body).toBe(500);
        expect(await made.isStored()).toBe(false);
      } finally {
        await restore();
      }
      expect(await followUpsSince(before)).toEqual({
        history: [],
        cases: 0,
        feed: [],
        mails: 0,
        cachesUntold: 0,
        cachesTold: 0,
        live: [],
      });
    };

    it(
      `${kind}: a failure in its last follow-up rolls the change back`,
      rolledBackWhenInsertsFail(lastFollowUp(test)),
    );

    it(
      `${kind}: a failure in its live rows, the last follow-up, rolls the change and the rest back`,
      rolledBackWhenInsertsFail('live_events'),
    );
  }
});
