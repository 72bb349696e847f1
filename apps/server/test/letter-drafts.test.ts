import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnswerDoc } from '@foretaksportalen/shared/contract/answer';
import { caseEventSchema, caseListSchema, caseSchema } from '@foretaksportalen/shared/contract/case';
import {
  APPROVAL_FORBIDDEN,
  APPROVAL_REQUIRED,
  type CaseDraft,
  caseDraftSchema,
  DRAFT_AWAITS_APPROVAL,
  DRAFT_CHANGED,
  type DraftInput,
  OWN_LETTER_APPROVAL,
  RETURN_COMMENT_REQUIRED,
} from '@foretaksportalen/shared/contract/letter-draft';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  caseEvents,
  cases,
  companies,
  documents,
  letterDraftFiles,
  memberships,
  outbox,
  providerChanges,
  uploads,
} from '../src/db/schema.ts';
import { createApprovalReminder } from '../src/modules/notification/index.ts';
import { type CaseTestContext, createCaseTestApp, insertTestCase } from './helpers/cases.ts';
import { uploadAll, wizardFiles } from './helpers/new-case.ts';
import { bearer, createApiKey, providerPath } from './helpers/provider.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';

/**
 * The letter being written on a case (issue 46): drafts everyone who sees the case may go on with, the answer
 * sent as its PDF, and four eyes where the company wants them.
 */
let context: CaseTestContext;
let clock: ReturnType<typeof testClock>;
afterEach(() => context?.app.close());

const BANK = DEMO_COMPANIES.bank;

async function start({ approval = false } = {}) {
  clock = testClock();
  context = await createCaseTestApp({ clock });
  if (approval)
    await context.db.update(companies).set({ lettersNeedApproval: true }).where(eq(companies.id, BANK.id));
  const target = await insertTestCase(context.db, context.blobs, {
    clerk: 'kari',
    caseNumber: 'EB-2026-4711',
    complainer: {
      firstName: 'Per',
      lastName: 'Klagesen',
      address: 'Storgata 1',
      postalCode: '0155',
      postalPlace: 'OSLO',
    },
  });
  return target.id;
}

const as = (key: DemoPersonKey) => sessionFor(context, key);

const call = (session: TestSession, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  context.app.inject({ method, url, ...(payload && { payload }), ...asClerk(session, context.config) });

const draftUrl = (caseId: string, action?: string) =>
  `/api/case/${caseId}/draft${action ? `/${action}` : ''}`;

const ANSWER: AnswerDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Tilsvar i saken' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Foretaket mener klagen ' },
        { type: 'text', text: 'ikke', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' bør føre frem.' },
      ],
    },
  ],
};

const draftInput = (changes: Partial<DraftInput> = {}): DraftInput => ({
  Version: null,
  Subject: 'Tilsvar',
  Content: 'Se vedlagte tilsvar.',
  Answer: ANSWER,
  KeepFiles: [],
  Files: [],
  ...changes,
});

async function save(session: TestSession, caseId: string, input: DraftInput): Promise<CaseDraft> {
  const response = await call(session, 'PUT', draftUrl(caseId), input);
  expect(response.statusCode, response.body).toBe(200);
  return caseDraftSchema.parse(response.json());
}

async function draftOf(session: TestSession, caseId: string) {
  const response = await call(session, 'GET', draftUrl(caseId));
  expect(response.statusCode, response.body).toBe(200);
  return caseDraftSchema.parse(response.json());
}

/** What pdftotext reads in a stored PDF. */
async function pdfText(blobKey: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tilsvar-'));
  try {
    const file = path.join(dir, 'tilsvar.pdf');
    writeFileSync(file, await context.blobs.read(blobKey));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The case's row in the clerk's lists. */
async function listItemOf(session: TestSession, caseId: string) {
  const response = await call(session, 'POST', '/api/caselist', { includeClosedCases: false });
  return caseListSchema
    .parse(response.json())
    .flatMap((tab) => tab.Items)
    .find((item) => item.CaseUid === caseId);
}

const actionsOf = async (caseId: string) =>
  (
    await context.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.caseId, caseId))
      .orderBy(asc(auditLog.id))
  ).map((row) => row.action);

describe('drafts', () => {
  it('keeps the letter being written on the case, for everyone who sees it to go on with', async () => {
    const caseId = await start();
    const kari = await as('kari');
    const files = await uploadAll(context, kari, await wizardFiles());
    const saved = await save(kari, caseId, draftInput({ Files: files }));
    expect(saved.NeedsApproval).toBe(false);
    expect(saved.Draft).toMatchObject({
      Version: 1,
      Subject: 'Tilsvar',
      Content: 'Se vedlagte tilsvar.',
      Answer: ANSWER,
      Status: 'Draft',
      CreatedBy: { DisplayName: 'Kari Nordmann' },
      UpdatedBy: { DisplayName: 'Kari Nordmann' },
      Submitted: null,
      Returned: null,
    });
    expect(saved.Draft?.Files.map((file) => file.FileName)).toEqual([
      'Klage fra kunden.pdf',
      'Skjermbilde.png',
    ]);
    // The uploads are the draft's files now: no unattached upload is left for the purge.
    expect(await context.db.$count(uploads)).toBe(0);

    const siri = await as('siri');
    const seen = await draftOf(siri, caseId);
    expect(seen.Draft?.Content).toBe('Se vedlagte tilsvar.');
    const [first] = seen.Draft?.Files ?? [];
    const continued = await save(
      siri,
      caseId,
      draftInput({ Version: 1, Content: 'Siris tekst', KeepFiles: [first?.Id ?? ''] }),
    );
    expect(continued.Draft).toMatchObject({
      Version: 2,
      Content: 'Siris tekst',
      UpdatedBy: { DisplayName: 'Siri Superbruker' },
    });
    expect(continued.Draft?.Files.map((file) => file.FileName)).toEqual(['Klage fra kunden.pdf']);
    expect(await context.db.$count(letterDraftFiles)).toBe(1);
  });

  it("refuses a save made on an older version with 409, and keeps the other clerk's text", async () => {
    const caseId = await start();
    const kari = await as('kari');
    const siri = await as('siri');
    await save(kari, caseId, draftInput());
    await save(siri, caseId, draftInput({ Version: 1, Content: 'Siri var først' }));
    const late = await call(
      kari,
      'PUT',
      draftUrl(caseId),
      draftInput({ Version: 1, Content: 'Kari kom sent' }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().ErrorMessage).toBe(DRAFT_CHANGED);
    expect((await draftOf(kari, caseId)).Draft?.Content).toBe('Siri var først');
    // A second first draft of the same case is the same conflict.
    const second = await call(siri, 'PUT', draftUrl(caseId), draftInput({ Version: null }));
    expect(second.statusCode).toBe(409);
  });

  it("is the case's own: level 4 is refused, another company's and another clerk's case are not found", async () => {
    const caseId = await start();
    await save(await as('kari'), caseId, draftInput());
    expect((await call(await as('ivar'), 'GET', draftUrl(caseId))).statusCode).toBe(403);
    expect((await call(await as('ola'), 'GET', draftUrl(caseId))).statusCode).toBe(404);
    const sven = await sessionFor(context, 'sven', 'forsikring');
    expect((await call(sven, 'GET', draftUrl(caseId))).statusCode).toBe(404);
    expect((await call(sven, 'PUT', draftUrl(caseId), draftInput())).statusCode).toBe(404);
  });

  it('sends the answer as "Tilsvar {nr}.pdf" with the message and the files, and the draft is gone', async () => {
    const caseId = await start();
    const kari = await as('kari');
    const files = await uploadAll(context, kari, await wizardFiles());
    await save(kari, caseId, draftInput({ Files: files.slice(0, 1) }));
    const response = await call(kari, 'POST', draftUrl(caseId, 'send'), { Version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const event = caseEventSchema.parse(response.json());
    expect(event.Documents.map((document) => document.FileName)).toEqual([
      'Brev fra foretaket.pdf',
      'Tilsvar EB-2026-4711.pdf',
      'Klage fra kunden.pdf',
    ]);
    expect((await draftOf(kari, caseId)).Draft).toBeNull();
    const [tilsvar] = await context.db
      .select()
      .from(documents)
      .where(and(eq(documents.caseEventId, event.Gid), eq(documents.fileName, 'Tilsvar EB-2026-4711.pdf')));
    const text = await pdfText(tilsvar?.blobKey ?? '');
    expect(text).toContain('Tilsvar i saken');
    expect(text).toContain('Foretaket mener klagen ikke bør føre frem.');
    expect(text).toContain('Kari Nordmann');
    expect(text).toContain('EB-2026-4711');
    expect(await actionsOf(caseId)).toEqual(['case.letter-sent']);
  });

  it('refuses to send an answer with a field left to fill in, naming the field', async () => {
    const caseId = await start();
    const kari = await as('kari');
    const unfilled: AnswerDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Til ' },
            { type: 'mergeField', attrs: { field: 'Sak.Foretaksref' } },
          ],
        },
      ],
    };
    await save(kari, caseId, draftInput({ Answer: unfilled }));
    const refused = await call(kari, 'POST', draftUrl(caseId, 'send'), { Version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().ErrorMessage).toBe('Feltet {Sak.Foretaksref} er ikke fylt ut');
    // A field the case has a value for is filled as it is sent; a field typed by hand counts as a field too.
    const typed: AnswerDoc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Hei {Klager.Navn}, frist {Sak.Forfall}' }] },
      ],
    };
    await save(kari, caseId, draftInput({ Version: 1, Answer: typed }));
    const refusedTyped = await call(kari, 'POST', draftUrl(caseId, 'send'), { Version: 2 });
    expect(refusedTyped.json().ErrorMessage).toBe('Feltet {Sak.Forfall} er ikke fylt ut');
    expect(await context.db.$count(caseEvents, eq(caseEvents.caseId, caseId))).toBe(0);
  });
});

describe('four eyes', () => {
  async function submitted(author: DemoPersonKey = 'kari') {
    const caseId = await start({ approval: true });
    const session = await as(author);
    await save(session, caseId, draftInput());
    const response = await call(session, 'POST', draftUrl(caseId, 'submit'), { Version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    return { caseId, session, draft: caseDraftSchema.parse(response.json()) };
  }

  it('makes every letter wait for approval when the company wants it', async () => {
    const caseId = await start({ approval: true });
    const kari = await as('kari');
    const direct = await call(kari, 'POST', '/api/case/sendletter', {
      CaseUid: caseId,
      ClerkId: (await companyClerkOf(context, 'kari')).Id,
      Subject: 'Rett ut',
      Content: 'Hei',
      Files: [],
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().ErrorMessage).toBe(APPROVAL_REQUIRED);
    await save(kari, caseId, draftInput());
    expect((await call(kari, 'POST', draftUrl(caseId, 'send'), { Version: 1 })).statusCode).toBe(409);
    await context.db.delete(outbox);
    const response = await call(kari, 'POST', draftUrl(caseId, 'submit'), { Version: 1 });
    const waiting = caseDraftSchema.parse(response.json());
    expect(waiting.Draft).toMatchObject({
      Status: 'AwaitingApproval',
      Submitted: { By: { DisplayName: 'Kari Nordmann' } },
    });
    expect(waiting.Draft?.CanApprove).toBe(false);
    // Siri and Anne approve letters of the bank; each is told once, Kari not.
    const mails = await context.db.select().from(outbox);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Brev til godkjenning i sak EB-2026-4711',
      'Brev til godkjenning i sak EB-2026-4711',
    ]);
    const kariAddress = (await companyClerkOf(context, 'kari')).Email ?? '';
    expect(mails.some((mail) => mail.to.includes(kariAddress))).toBe(false);
    // The list shows it in 'Til godkjenning'.
    expect(await listItemOf(await as('siri'), caseId)).toMatchObject({ AwaitingApproval: true });
    // Waiting, it is not changed.
    const edit = await call(kari, 'PUT', draftUrl(caseId), draftInput({ Version: 2 }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().ErrorMessage).toBe(DRAFT_AWAITS_APPROVAL);
  });

  it("is approved by a level 3 or 5 who did not submit it, sent as the author's letter, its window starting then", async () => {
    const { caseId } = await submitted();
    const kari = await as('kari');
    const refused = await call(kari, 'POST', draftUrl(caseId, 'approve'), { Version: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().ErrorMessage).toBe(APPROVAL_FORBIDDEN);
    clock.advance(60 * 60);
    const siri = await as('siri');
    expect((await draftOf(siri, caseId)).Draft?.CanApprove).toBe(true);
    await context.db.delete(outbox);
    const approved = await call(siri, 'POST', draftUrl(caseId, 'approve'), { Version: 2 });
    expect(approved.statusCode, approved.body).toBe(200);
    const event = caseEventSchema.parse(approved.json());
    const [row] = await context.db.select().from(caseEvents).where(eq(caseEvents.id, event.Gid));
    expect(row?.createdByMembershipId).toBe((await companyClerkOf(context, 'kari')).Id);
    expect(row?.deleteBefore?.getTime()).toBe(clock().getTime() + 10 * 60 * 1000);
    expect(event.Documents.map((document) => document.UploadedBy)).toContain('Kari Nordmann');
    expect(await actionsOf(caseId)).toEqual([
      'case.letter-submitted',
      'case.letter-sent',
      'case.letter-approved',
    ]);
    const toKari = await context.db.select().from(outbox);
    expect(toKari.map((mail) => mail.subject)).toEqual([
      'Brevet ditt i sak EB-2026-4711 er godkjent og sendt',
    ]);
  });

  it('never lets the author approve their own letter, in another session either', async () => {
    const { caseId } = await submitted('anne');
    const other = await sessionFor(context, 'anne');
    const refused = await call(other, 'POST', draftUrl(caseId, 'approve'), { Version: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().ErrorMessage).toBe(OWN_LETTER_APPROVAL);
    const returned = await call(other, 'POST', draftUrl(caseId, 'return'), { Version: 2, Comment: 'Nei' });
    expect(returned.statusCode).toBe(403);
    expect((await draftOf(other, caseId)).Draft?.CanApprove).toBe(false);
  });

  it('is sent back with a required comment, which the author sees until they send it again', async () => {
    const { caseId } = await submitted();
    const kariId = (await companyClerkOf(context, 'kari')).Id;
    expect(await listItemOf(await as('kari'), caseId)).toMatchObject({ LetterReturnedTo: null });
    const siri = await as('siri');
    const noComment = await call(siri, 'POST', draftUrl(caseId, 'return'), { Version: 2, Comment: '  ' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().errors.Comment).toEqual([RETURN_COMMENT_REQUIRED]);
    const returned = await call(siri, 'POST', draftUrl(caseId, 'return'), {
      Version: 2,
      Comment: 'Svar på punkt 2 også',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const kari = await as('kari');
    // Kari's list, read before and so cached, shows it under 'Sendt tilbake til meg'.
    expect(await listItemOf(kari, caseId)).toMatchObject({
      LetterReturnedTo: kariId,
      AwaitingApproval: false,
    });
    const seen = await draftOf(kari, caseId);
    expect(seen.Draft).toMatchObject({
      Status: 'Draft',
      Version: 3,
      Submitted: null,
      Returned: { By: { DisplayName: 'Siri Superbruker' }, Comment: 'Svar på punkt 2 også' },
    });
    await save(kari, caseId, draftInput({ Version: 3, Content: 'Nå med punkt 2' }));
    const again = caseDraftSchema.parse(
      (await call(kari, 'POST', draftUrl(caseId, 'submit'), { Version: 4 })).json(),
    );
    expect(again.Draft).toMatchObject({ Status: 'AwaitingApproval', Returned: null });
    expect(await listItemOf(kari, caseId)).toMatchObject({ LetterReturnedTo: null, AwaitingApproval: true });
    expect(await actionsOf(caseId)).toEqual([
      'case.letter-submitted',
      'case.letter-returned',
      'case.letter-submitted',
    ]);
  });

  it('reminds the approvers once of a letter still waiting one working day before the deadline', async () => {
    const { caseId } = await submitted();
    // Anne has said no to notices of letters to approve; Siri has not.
    await context.db
      .update(memberships)
      .set({ notifyOnApproval: false })
      .where(eq(memberships.id, (await companyClerkOf(context, 'anne')).Id));
    await context.db.delete(outbox);
    // Wednesday 25 November 2026, 09:00 in Oslo.
    const wednesday = () => new Date('2026-11-25T08:00:00Z');
    const remindOn = async (dueDate: string) => {
      await context.db.update(cases).set({ dueDate }).where(eq(cases.id, caseId));
      const reminder = createApprovalReminder({
        db: context.db,
        config: context.config,
        clock: wednesday,
        log: context.app.log,
      });
      return reminder.runDue();
    };
    expect(await remindOn('2026-11-27')).toBe(0);
    expect(await remindOn('2026-11-26')).toBe(1);
    const mails = await context.db.select().from(outbox);
    expect(mails).toEqual([
      expect.objectContaining({
        to: (await companyClerkOf(context, 'siri')).Email,
        subject: 'Brev venter på godkjenning i sak EB-2026-4711',
      }),
    ]);
    expect(mails[0]?.text).toContain('saken forfaller 26.11.2026, i morgen.');
    // Once per letter sent for approval, however often the reminder runs.
    expect(await remindOn('2026-11-26')).toBe(0);
  });

  it('sends exactly one letter when two approvers press at once', async () => {
    const { caseId } = await submitted();
    const [siri, anne] = [await as('siri'), await as('anne')];
    const answers = await Promise.all([
      call(siri, 'POST', draftUrl(caseId, 'approve'), { Version: 2 }),
      call(anne, 'POST', draftUrl(caseId, 'approve'), { Version: 2 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await context.db.$count(caseEvents, eq(caseEvents.caseId, caseId))).toBe(1);
  });

  it('shows the complaints body only the letter that is sent, never the steps before it', async () => {
    const { caseId } = await submitted();
    const siri = await as('siri');
    await call(siri, 'POST', draftUrl(caseId, 'return'), { Version: 2, Comment: 'Rett opp' });
    expect(await context.db.$count(providerChanges, eq(providerChanges.caseId, caseId))).toBe(0);
    const caseAnswer = caseSchema.parse((await call(siri, 'GET', `/api/case/${caseId}`)).json());
    expect(caseAnswer.Events).toEqual([]);
    const { key } = await createApiKey(context.db);
    const feed = await context.app.inject({
      method: 'GET',
      url: providerPath('/changes'),
      headers: bearer(key),
    });
    const items = feed.json().Items as { Case: { CaseUid: string } }[];
    expect(items.filter((item) => item.Case.CaseUid === caseId)).toEqual([]);
    expect(await context.db.$count(caseEvents, inArray(caseEvents.caseId, [caseId]))).toBe(0);
  });
});
