import { createHash } from 'node:crypto';
import { caseSchema, fileResultSchema } from '@foretaksportalen/shared/contract/case';
import { caseHistorySchema } from '@foretaksportalen/shared/contract/case-history';
import { problemSchema } from '@foretaksportalen/shared/contract/problem';
import {
  deletionLogPageSchema,
  LEGAL_HOLD_REASON_REQUIRED,
  RETENTION_MONTHS_INVALID,
  retentionDueSchema,
  retentionSettingsSchema,
} from '@foretaksportalen/shared/contract/retention';
import { statisticsSchema } from '@foretaksportalen/shared/contract/statistics';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { caseChangePipeline } from '../src/case-change-pipeline.ts';
import {
  auditLog,
  blobDigests,
  caseEvents,
  caseParties,
  caseRequests,
  cases,
  deletionLog,
  documents,
  internalNotes,
  outbox,
  searchTexts,
} from '../src/db/schema.ts';
import { createAnonymizer, createRetentionJob } from '../src/modules/retention/index.ts';
import { createUploadPurger } from '../src/modules/upload/index.ts';
import { type CaseTestContext, CLOSED_STATUS, createCaseTestApp, insertTestCase } from './helpers/cases.ts';
import { asClerk, companyClerkOf, type DemoPersonKey, sessionFor, testClock } from './helpers/test-app.ts';

const BANK = DEMO_COMPANIES.bank.id;
const DAY_MS = 24 * 60 * 60 * 1000;
const quietLog = pino({ level: 'silent' });

describe('personal data by law: the retention schedule, legal hold and the deletion log (issue 48)', () => {
  let context: CaseTestContext;
  let clock: ReturnType<typeof testClock>;
  afterEach(() => context?.app.close());

  async function start() {
    clock = testClock();
    context = await createCaseTestApp({ clock });
    return context;
  }

  async function call(
    person: DemoPersonKey,
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    company: 'bank' | 'forsikring' = 'bank',
  ) {
    const session = await sessionFor(context, person, company);
    return context.app.inject({
      method,
      url,
      ...(payload && { payload }),
      ...asClerk(session, context.config),
    });
  }

  const ok = (response: LightMyRequestResponse, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return response;
  };

  const job = () =>
    createRetentionJob({
      db: context.db,
      config: context.config,
      anonymizer: createAnonymizer({
        db: context.db,
        blobs: context.blobs,
        changes: caseChangePipeline(context.config, context.db).changes,
        clock,
      }),
      whileAlone: async (_lock, work) => ({ ran: true, result: await work() }),
      clock,
      log: quietLog,
    });

  /** The instant `months` calendar months before now, moved on by `days`. */
  const monthsAgo = (months: number, days = 0) => {
    const instant = clock();
    instant.setUTCMonth(instant.getUTCMonth() - months);
    return new Date(instant.getTime() + days * DAY_MS);
  };

  /** A closed, archived case with everything that may hold personal data. */
  async function fullCase(closedAt: Date, extra: Parameters<typeof insertTestCase>[2] = {}) {
    const inserted = await insertTestCase(context.db, context.blobs, {
      ...CLOSED_STATUS,
      archived: true,
      createdAt: new Date(closedAt.getTime() - 60 * DAY_MS),
      closedAt,
      clerk: 'kari',
      companyCaseRef: 'REF-Nordmann',
      companyNote: 'Kunden heter Ola',
      complainer: {
        firstName: 'Ola',
        lastName: 'Nordmann',
        email: 'ola@example.no',
        phone: '91234567',
        address: 'Storgata 1',
        postalCode: '0155',
        postalPlace: 'OSLO',
        reference: 'Kundenr 42',
      },
      correspondent: { firstName: 'Advokat', lastName: 'Hansen', email: 'hansen@advokat.no' },
      events: [
        { documents: [{ fileName: 'klage.pdf', isLetter: true }, { fileName: 'vedlegg.pdf' }] },
        { direction: 'outbound', sentBy: 'kari' },
      ],
      ...extra,
    });
    const eventId = inserted.events[0]?.id as string;
    await context.db
      .update(caseEvents)
      .set({ subject: 'Klage fra Ola Nordmann', content: 'Jeg, Ola, klager på lånet' })
      .where(eq(caseEvents.caseId, inserted.id));
    const kari = await companyClerkOf(context, 'kari', 'bank');
    await context.db.insert(internalNotes).values({
      caseId: inserted.id,
      companyId: BANK,
      authorMembershipId: kari.Id,
      body: [{ Text: 'Ola ringte' }],
      text: 'Ola ringte',
    });
    await context.db.insert(auditLog).values({
      companyId: BANK,
      action: 'case.letter-sent',
      caseId: inserted.id,
      targetType: 'case_event',
      targetId: eventId,
      details: { subject: 'Svar til Ola Nordmann', attachments: 0 },
    });
    await context.db.insert(auditLog).values({
      companyId: BANK,
      action: 'case.updated',
      caseId: inserted.id,
      targetType: 'case',
      targetId: inserted.id,
      details: {
        changes: { CompanyNote: { from: null, to: 'Kunden heter Ola' }, Archived: { from: false, to: true } },
      },
    });
    return inserted;
  }

  const setMonths = async (months: number | null) =>
    ok(await call('anne', 'PUT', '/api/retention/settings', { RetentionMonths: months }));

  const caseAs = async (caseId: string, person: DemoPersonKey = 'anne') =>
    caseSchema.parse(ok(await call(person, 'GET', `/api/case/${caseId}`)).json());

  const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

  describe('the setting', () => {
    it('is off by default, at least the operator’s floor when on, and level 5’s only', async () => {
      await start();
      const settings = retentionSettingsSchema.parse(
        ok(await call('anne', 'GET', '/api/retention/settings')).json(),
      );
      expect(settings).toEqual({ RetentionMonths: null, MinMonths: 36 });

      const tooFew = await call('anne', 'PUT', '/api/retention/settings', { RetentionMonths: 35 });
      expect(tooFew.statusCode).toBe(400);
      expect(problemSchema.parse(tooFew.json()).errors).toEqual({
        RetentionMonths: [RETENTION_MONTHS_INVALID(36)],
      });
      expect(
        (await call('anne', 'PUT', '/api/retention/settings', { RetentionMonths: 1201 })).statusCode,
      ).toBe(400);

      await setMonths(36);
      expect(
        retentionSettingsSchema.parse((await call('anne', 'GET', '/api/retention/settings')).json()),
      ).toEqual({
        RetentionMonths: 36,
        MinMonths: 36,
      });
      for (const person of ['kari', 'ola', 'siri', 'ivar'] as const) {
        expect(
          (await call(person, 'PUT', '/api/retention/settings', { RetentionMonths: 40 })).statusCode,
        ).toBe(403);
      }
      // Another company's setting is its own.
      expect(
        retentionSettingsSchema.parse(
          (await call('anne', 'GET', '/api/retention/settings', undefined, 'forsikring')).json(),
        ),
      ).toEqual({
        RetentionMonths: null,
        MinMonths: 36,
      });
      await setMonths(null);
      expect((await call('anne', 'GET', '/api/retention/settings')).json().RetentionMonths).toBeNull();
    });

    it('floors a company below a raised RETENTION_MIN_MONTHS at the new floor', async () => {
      await start();
      await setMonths(36);
      const raised = { ...context.config, retention: { ...context.config.retention, minMonths: 48 } };
      const kept = await fullCase(monthsAgo(40));
      const run = await createRetentionJob({
        db: context.db,
        config: raised,
        anonymizer: createAnonymizer({
          db: context.db,
          blobs: context.blobs,
          changes: caseChangePipeline(raised, context.db).changes,
          clock,
        }),
        whileAlone: async (_lock, work) => ({ ran: true, result: await work() }),
        clock,
        log: quietLog,
      }).run();
      expect(run.ran && run.result[0]?.months).toBe(48);
      expect(run.ran && run.result[0]?.cases).toEqual([]);
      expect((await caseAs(kept.id)).PersonalDataDeleted).toBeNull();
    });
  });

  describe('anonymising on the schedule', () => {
    it('removes every part that holds personal data, keeps the numbers, logs the proof, and leaves the rest', async () => {
      await start();
      await setMonths(36);
      const due = await fullCase(monthsAgo(37));
      await context.db
        .update(cases)
        .set({
          decisionOutcome: 'delvis-medhold',
          decisionDate: '2023-01-10',
          decisionAnswerDue: '2023-02-09',
          decisionFollows: false,
          decisionAmountPaid: 1500.5,
          decisionAnswerReason: 'Ola Nordmann fikk rådgivning',
          decisionAnsweredAt: monthsAgo(38),
        })
        .where(eq(cases.id, due.id));
      await context.db.insert(caseRequests).values({
        caseId: due.id,
        companyId: due.companyId,
        kind: 'deadline-extension',
        status: 'refused',
        currentDueDate: '2023-01-10',
        requestedDueDate: '2023-02-10',
        reason: 'Ola Nordmann er syk',
        requestedAt: monthsAgo(39),
        answeredAt: monthsAgo(39),
        answerText: 'Ola Nordmann har hatt tid nok',
      });
      const recent = await fullCase(monthsAgo(30));
      const open = await fullCase(monthsAgo(40), {
        status: 'Under behandling',
        statusCode: 'UNDER_BEHANDLING',
      });
      const notArchived = await fullCase(monthsAgo(40), { archived: false });
      const forsikring = await fullCase(monthsAgo(40), {
        company: 'forsikring',
        clerk: null,
        events: [{ documents: [{ fileName: 'a.pdf' }, { fileName: 'b.pdf' }] }],
      });
      const statistics = async () =>
        statisticsSchema.parse(
          ok(await call('anne', 'GET', '/api/statistics?from=2023-06-01&to=2025-05-31')).json(),
        );
      const before = await statistics();
      const documentBytes = due.events[0]?.documents.map((document) => document.bytes) ?? [];

      const run = await job().run();
      expect(run.ran).toBe(true);
      if (!run.ran) return;
      expect(run.result.map((company) => company.cases.map((outcome) => outcome.caseId))).toEqual([[due.id]]);

      const [parties] = [await context.db.select().from(caseParties).where(eq(caseParties.caseId, due.id))];
      expect(parties).toHaveLength(2);
      for (const party of parties ?? []) {
        expect(party).toMatchObject({
          firstName: null,
          lastName: null,
          email: null,
          phone: null,
          address: null,
          postalCode: null,
          postalPlace: null,
          reference: null,
          nationalIdHash: null,
        });
      }
      const events = await context.db.select().from(caseEvents).where(eq(caseEvents.caseId, due.id));
      expect(events).toHaveLength(2);
      expect(events.every((event) => event.subject === null && event.content === null)).toBe(true);
      expect(await context.db.select().from(documents).where(eq(documents.caseId, due.id))).toEqual([]);
      expect(await context.db.select().from(searchTexts).where(eq(searchTexts.caseId, due.id))).toEqual([]);
      expect(await context.db.select().from(internalNotes).where(eq(internalNotes.caseId, due.id))).toEqual(
        [],
      );
      const [row] = await context.db.select().from(cases).where(eq(cases.id, due.id));
      expect(row).toMatchObject({
        companyNote: null,
        companyCaseRef: null,
        decisionAnswerReason: null,
        decisionOutcome: 'delvis-medhold',
        decisionFollows: false,
        decisionAmountPaid: 1500.5,
        personalDataDeletedRule: 'schedule',
        caseNumber: due.caseNumber,
        statusCode: 'AVSLUTTET',
        archived: true,
      });
      expect(row?.clerkMembershipId).not.toBeNull();
      const [request] = await context.db.select().from(caseRequests).where(eq(caseRequests.caseId, due.id));
      expect(request).toMatchObject({
        reason: null,
        answerText: null,
        kind: 'deadline-extension',
        status: 'refused',
        requestedDueDate: '2023-02-10',
      });
      const details = await context.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.caseId, due.id));
      expect(JSON.stringify(details)).not.toMatch(/Ola|Nordmann/);

      // The case says so instead of the parties; its history too.
      const answer = await caseAs(due.id);
      expect(answer.PersonalDataDeleted).toEqual({ At: clock().toISOString(), Rule: 'schedule' });
      expect(answer.CanHold).toBe(false);
      expect(answer.Complainer?.DisplayName).toBe('');
      const history = caseHistorySchema.parse(
        ok(await call('anne', 'GET', `/api/case/${due.id}/history`)).json(),
      );
      expect(history.Entries[0]?.Change).toEqual({ Kind: 'PersonalDataDeleted', Rule: 'schedule' });
      expect(JSON.stringify(history)).not.toMatch(/Ola|Nordmann/);

      // The proof: counts and the documents' checksums, no personal data.
      const log = deletionLogPageSchema.parse(ok(await call('anne', 'GET', '/api/retention/log')).json());
      expect(log.Total).toBe(1);
      expect(log.Entries[0]).toMatchObject({
        CaseUid: due.id,
        CaseId: due.caseNumber,
        Rule: 'schedule',
        Parties: 2,
        Letters: 2,
        Documents: 2,
        Notes: 1,
        DocumentSha256: documentBytes.map(sha256),
      });
      expect(JSON.stringify(await context.db.select().from(deletionLog))).not.toMatch(/Ola|Nordmann|example/);
      expect(
        deletionLogPageSchema.parse(
          (await call('anne', 'GET', '/api/retention/log', undefined, 'forsikring')).json(),
        ).Total,
      ).toBe(0);

      // The statistics of the period are the same.
      expect(await statistics()).toEqual(before);

      // Everything else is whole.
      for (const kept of [recent, open, notArchived, forsikring]) {
        const [keptRow] = await context.db.select().from(cases).where(eq(cases.id, kept.id));
        expect(keptRow?.personalDataDeletedAt).toBeNull();
        expect(keptRow?.companyNote).toBe('Kunden heter Ola');
        expect(await context.db.select().from(documents).where(eq(documents.caseId, kept.id))).toHaveLength(
          2,
        );
      }

      // A second run finds nothing more.
      const again = await job().run();
      expect(again.ran && again.result[0]?.cases).toEqual([]);
    });

    it('leaves the bytes to the blob sweep, which deletes them once no row refers to them', async () => {
      await start();
      await setMonths(36);
      const due = await fullCase(monthsAgo(37));
      const keys = (await context.db.select().from(documents).where(eq(documents.caseId, due.id))).map(
        (document) => document.blobKey,
      );
      await job().run();
      for (const key of keys) expect(await context.blobs.exists(key)).toBe(true);
      const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
      const sweeper = createUploadPurger({
        db: context.db,
        blobs: context.blobs,
        clock: () => later,
        log: quietLog,
        retentionHours: 24,
      });
      await sweeper.sweepBlobStore();
      for (const key of keys) expect(await context.blobs.exists(key)).toBe(false);
    });

    it('a dry run tells the same and changes nothing', async () => {
      await start();
      await setMonths(36);
      const due = await fullCase(monthsAgo(37));
      const dry = await job().run({ dryRun: true });
      expect(dry.ran && dry.result[0]?.cases[0]).toMatchObject({
        done: true,
        caseNumber: due.caseNumber,
        entry: { parties: 2, letters: 2, documents: 2, notes: 1 },
      });
      expect(await context.db.select().from(deletionLog)).toEqual([]);
      expect((await caseAs(due.id)).Complainer?.FirstName).toBe('Ola');
    });
  });

  describe('legal hold', () => {
    it('keeps a case from the schedule until it is lifted, each a history entry; level 5 only', async () => {
      await start();
      await setMonths(36);
      const held = await fullCase(monthsAgo(37));
      const holdUrl = `/api/case/${held.id}/legal-hold`;

      const empty = await call('anne', 'PUT', holdUrl, { Reason: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(problemSchema.parse(empty.json()).errors?.Reason).toEqual([LEGAL_HOLD_REASON_REQUIRED]);
      expect((await call('siri', 'PUT', holdUrl, { Reason: 'Tvist' })).statusCode).toBe(403);

      ok(await call('anne', 'PUT', holdUrl, { Reason: 'Tvist for Oslo tingrett' }), 204);
      const answer = await caseAs(held.id);
      expect(answer.LegalHold).toEqual({
        Reason: 'Tvist for Oslo tingrett',
        At: clock().toISOString(),
        By: 'Anne Admin',
      });
      expect(answer.CanHold).toBe(true);
      expect((await caseAs(held.id, 'siri')).CanHold).toBe(false);

      const due = retentionDueSchema.parse(ok(await call('anne', 'GET', '/api/retention/due')).json());
      expect(due).toMatchObject({ Total: 0, Held: 1, Cases: [] });
      expect((await job().run()).ran).toBe(true);
      expect((await caseAs(held.id)).PersonalDataDeleted).toBeNull();

      ok(await call('anne', 'DELETE', holdUrl), 204);
      expect((await caseAs(held.id)).LegalHold).toBeNull();
      const history = caseHistorySchema.parse(
        ok(await call('anne', 'GET', `/api/case/${held.id}/history`)).json(),
      );
      expect(history.Entries.slice(0, 2).map((entry) => entry.Change)).toEqual([
        { Kind: 'LegalHoldLifted' },
        { Kind: 'LegalHoldSet', Reason: 'Tvist for Oslo tingrett' },
      ]);

      await job().run();
      expect((await caseAs(held.id)).PersonalDataDeleted?.Rule).toBe('schedule');
      const refused = await call('anne', 'PUT', holdUrl, { Reason: 'For sent' });
      expect(refused.statusCode).toBe(409);
      expect(problemSchema.parse(refused.json()).code).toBe('retention.data-deleted');
    });
  });

  describe('the notice', () => {
    it('lists the cases due within 30 days, and tells the administrators once a week', async () => {
      await start();
      expect(retentionDueSchema.parse(ok(await call('anne', 'GET', '/api/retention/due')).json()).Total).toBe(
        0,
      );
      const soon = await fullCase(monthsAgo(36, 20));
      await fullCase(monthsAgo(36, 45));
      expect(retentionDueSchema.parse(ok(await call('anne', 'GET', '/api/retention/due')).json()).Total).toBe(
        0,
      );
      await setMonths(36);
      const due = retentionDueSchema.parse(ok(await call('anne', 'GET', '/api/retention/due')).json());
      expect(due.Total).toBe(1);
      expect(due.Cases.map((listed) => listed.CaseUid)).toEqual([soon.id]);
      expect(due.Cases[0]?.DueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const mails = () =>
        context.db.select().from(outbox).where(sql`${outbox.subject} like '%slettet de neste 30 dagene%'`);
      // 2026-11-23 is a Monday; the notice comes from the reminder hour on.
      const monday = new Date('2026-11-23T10:00:00Z');
      expect(await job().notify(monday)).toBeGreaterThan(0);
      const sent = await mails();
      expect(sent.map((mail) => mail.subject)).toContain(
        '1 sak får personopplysningene slettet de neste 30 dagene',
      );
      expect(sent.every((mail) => !/Ola|Nordmann/.test(mail.text))).toBe(true);
      expect(await job().notify(new Date('2026-11-23T14:00:00Z'))).toBe(0);
      expect(await mails()).toHaveLength(sent.length);
    });
  });

  it('lets the event loop turn between cases: on PGlite a long run must not keep the requests waiting', async () => {
    await start();
    await setMonths(36);
    const due = [];
    for (let index = 0; index < 20; index++) due.push(await fullCase(monthsAgo(40)));
    // Every document's digest is recorded, as it is for every blob the portal writes: the run reads no bytes, so
    // nothing but its own turns lets the loop go round.
    const keys = await context.db.select({ key: documents.blobKey }).from(documents);
    await context.db
      .insert(blobDigests)
      .values(keys.map(({ key }) => ({ key, sha256: sha256(Buffer.from(key)), size: 1 })))
      .onConflictDoNothing();
    let turns = 0;
    const counting = setInterval(() => {
      turns += 1;
    }, 0);
    try {
      const run = await job().run();
      expect(run.ran && run.result[0]?.cases.filter((outcome) => outcome.done)).toHaveLength(due.length);
    } finally {
      clearInterval(counting);
    }
    expect(turns).toBeGreaterThanOrEqual(due.length / 2);
  });

  describe('the deletion log', () => {
    it('pages newest first and exports to Excel with the checksums', async () => {
      await start();
      await setMonths(36);
      const first = await fullCase(monthsAgo(40));
      const second = await fullCase(monthsAgo(39));
      await job().run();
      const page = deletionLogPageSchema.parse(
        ok(await call('anne', 'GET', '/api/retention/log?page=1')).json(),
      );
      expect(page.Entries.map((entry) => entry.CaseUid).sort()).toEqual([first.id, second.id].sort());
      const file = fileResultSchema.parse(ok(await call('anne', 'GET', '/api/retention/log/export')).json());
      expect(file.FileName).toMatch(/^slettelogg-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(file.FileContent, 'base64') as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Slettelogg');
      expect(sheet?.getRow(1).values).toEqual([
        undefined,
        'Tidspunkt',
        'Sak',
        'Regel',
        'Parter',
        'Brev',
        'Dokumenter',
        'Notater',
        'SHA-256 av dokumentene',
      ]);
      expect(sheet?.rowCount).toBe(3);
      expect(String(sheet?.getRow(2).getCell(8).value)).toMatch(/^[0-9a-f]{64}\n[0-9a-f]{64}$/);
      const lastYear = fileResultSchema.parse(
        ok(await call('anne', 'GET', '/api/retention/log/export?year=2025')).json(),
      );
      const empty = new ExcelJS.Workbook();
      await empty.xlsx.load(Buffer.from(lastYear.FileContent, 'base64') as unknown as ArrayBuffer);
      expect(empty.getWorksheet('Slettelogg')?.rowCount).toBe(1);
    });
  });
});
