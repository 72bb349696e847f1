import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { caseFileProgressSchema } from '@foretaksportalen/shared/contract/case-file';
import { caseHistorySchema } from '@foretaksportalen/shared/contract/case-history';
import {
  type CaseNotes,
  caseNotesSchema,
  INTERNAL_NOTE_TOO_LONG,
  noteSchema,
} from '@foretaksportalen/shared/contract/internal-note';
import { type Mentions, mentionsSchema } from '@foretaksportalen/shared/contract/mentions';
import { searchResultSchema } from '@foretaksportalen/shared/contract/search';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { INTERNAL_NOTE_MAX_LENGTH } from '@foretaksportalen/shared/limits';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, memberships, noteMentions, outbox, providerChanges } from '../src/db/schema.ts';
import { type CaseTestContext, createCaseTestApp, insertTestCase } from './helpers/cases.ts';
import { bearer, createApiKey, newProviderCase, providerPath } from './helpers/provider.ts';
import { letNinaIn } from './helpers/route-matrix.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';

/**
 * Internal notes (issue 46): who sees and writes them, who may be mentioned, the mark and the e-mail a mention
 * brings, the author's 15 minutes, the history, the search, and that they never reach the complaints body (its
 * API, its change feed) nor a case file unless it is asked for.
 */
let context: CaseTestContext;
let clock: ReturnType<typeof testClock>;
afterEach(() => context?.app.close());

async function start() {
  clock = testClock();
  context = await createCaseTestApp({ clock });
  // Nina, the demo set's first-time user, is a level 1 clerk like Kari, with none of Kari's cases.
  await letNinaIn(context);
}

const as = (person: DemoPersonKey): Promise<TestSession> =>
  sessionFor(context, person, person === 'mette' ? 'forsikring' : 'bank');

async function call(
  person: DemoPersonKey,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return context.app.inject({
    method,
    url,
    ...(payload && { payload }),
    ...asClerk(await as(person), context.config),
  });
}

const membershipOf = async (person: DemoPersonKey) => (await companyClerkOf(context, person)).Id;
const text = (Text: string) => ({ Text });
const mention = async (person: DemoPersonKey) => ({ Mention: await membershipOf(person) });

const notesUrl = (caseId: string) => `/api/case/${caseId}/notes`;

async function write(person: DemoPersonKey, caseId: string, Body: object[]) {
  const response = await call(person, 'POST', notesUrl(caseId), { Body });
  expect(response.statusCode, response.body).toBe(201);
  return noteSchema.parse(response.json());
}

async function notesOf(person: DemoPersonKey, caseId: string): Promise<CaseNotes> {
  const response = await call(person, 'GET', notesUrl(caseId));
  expect(response.statusCode, response.body).toBe(200);
  return caseNotesSchema.parse(response.json());
}

async function mentionsOf(person: DemoPersonKey): Promise<Mentions> {
  const response = await call(person, 'GET', '/api/mentions');
  expect(response.statusCode, response.body).toBe(200);
  return mentionsSchema.parse(response.json());
}

const karisCase = () =>
  insertTestCase(context.db, context.blobs, { clerk: 'kari', caseNumber: 'EB-2026-NOTE' });

const mailsTo = (address: string) =>
  context.db.select().from(outbox).where(eq(outbox.to, address)).orderBy(asc(outbox.id));

describe('writing a note and mentioning a clerk', () => {
  it('marks the case for the mentioned clerk and e-mails them, without the note’s text, once', async () => {
    await start();
    const target = await karisCase();
    const note = await write('kari', target.id, [
      text('Ring kunden om fakturaen, '),
      await mention('siri'),
      text('.\nSe https://eksempel.no/sak'),
    ]);
    expect(note).toMatchObject({
      Author: { Id: await membershipOf('kari'), DisplayName: 'Kari Nordmann' },
      Edited: null,
      Body: [
        { Text: 'Ring kunden om fakturaen, ' },
        { Mention: { Id: await membershipOf('siri'), DisplayName: 'Siri Superbruker' } },
        { Text: '.\nSe https://eksempel.no/sak' },
      ],
      EditableUntil: new Date(clock().getTime() + 15 * 60_000).toISOString(),
    });

    const kari = await notesOf('kari', target.id);
    expect(kari.Notes.map((shown) => shown.Id)).toEqual([note.Id]);
    expect(kari.UnseenMentions).toBe(0);
    // Whom '@' offers on Kari's case: the clerks who see it, Kari left out.
    expect(kari.Mentionable.map((clerk) => clerk.DisplayName).sort()).toEqual([
      'Anne Admin',
      'Siri Superbruker',
    ]);

    // Siri's mark: the case, its note, who and when.
    expect(await mentionsOf('siri')).toEqual({
      Total: 1,
      Cases: [
        {
          CaseUid: target.id,
          CaseId: 'EB-2026-NOTE',
          NoteId: note.Id,
          By: { Id: await membershipOf('kari'), DisplayName: 'Kari Nordmann' },
          At: note.Created,
          Count: 1,
        },
      ],
    });
    expect((await mentionsOf('kari')).Total).toBe(0);
    const siri = await notesOf('siri', target.id);
    expect(siri.UnseenMentions).toBe(1);
    expect(siri.Notes[0]?.EditableUntil).toBeNull();

    const [mail, ...more] = await mailsTo('siri.superbruker@eksempelbank.no');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Du er nevnt i et internt notat i sak EB-2026-NOTE');
    expect(mail?.text).toContain('Kari Nordmann har nevnt deg i et internt notat i saken EB-2026-NOTE');
    expect(mail?.text).toContain(`${context.config.publicUrl}/case/${target.id}?note=${note.Id}`);
    expect(mail?.text).toContain('valgt varsel når du blir nevnt i profilen din');
    expect(mail?.text).not.toContain('fakturaen');

    // Opening the notes tab marks them seen.
    const seen = await call('siri', 'POST', `${notesUrl(target.id)}/seen`);
    expect(seen.statusCode).toBe(204);
    expect(await mentionsOf('siri')).toEqual({ Total: 0, Cases: [] });
    expect((await notesOf('siri', target.id)).UnseenMentions).toBe(0);
  });

  it('counts the notes in the case answer, which is told of each new one', async () => {
    await start();
    const target = await karisCase();
    const caseAnswer = async () =>
      (await call('kari', 'GET', `/api/case/${target.id}`)).json().InternalNoteCount;
    expect(await caseAnswer()).toBe(0);
    await write('kari', target.id, [text('Første')]);
    expect(await caseAnswer()).toBe(1);
    await write('siri', target.id, [text('Andre')]);
    expect(await caseAnswer()).toBe(2);
  });

  it('e-mails nobody who has turned the mention e-mails off, the author mentioning themselves included', async () => {
    await start();
    const target = await karisCase();
    await context.db
      .update(memberships)
      .set({ notifyOnMention: false })
      .where(eq(memberships.id, await membershipOf('siri')));
    await write('kari', target.id, [await mention('siri'), text(' og '), await mention('kari')]);
    expect(await mailsTo('siri.superbruker@eksempelbank.no')).toEqual([]);
    expect(await mailsTo('kari.nordmann@eksempelbank.no')).toEqual([]);
    // The mark is Siri's all the same; Kari gets none for her own note.
    expect((await mentionsOf('siri')).Total).toBe(1);
    expect((await mentionsOf('kari')).Total).toBe(0);
  });

  it('mentions only enabled clerks of the company who see the case: 400 on Body for anyone else', async () => {
    await start();
    const target = await karisCase();
    const mette = (await companyClerkOf(context, 'mette', 'forsikring')).Id;
    for (const refused of [
      await mention('nina'), // level 1, not her case
      await mention('ola'), // level 2, not his case
      await mention('ivar'), // level 4: no cases
      await mention('dag'), // disabled
      { Mention: mette }, // another company's
      { Mention: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const response = await call('kari', 'POST', notesUrl(target.id), { Body: [text('Se her '), refused] });
      expect(response.statusCode, JSON.stringify(refused)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'internal-note.mention-not-allowed',
        errors: { Body: ['Du kan bare nevne aktive saksbehandlere som har tilgang til saken'] },
      });
    }
    expect((await notesOf('kari', target.id)).Notes).toEqual([]);
    expect(await context.db.$count(outbox)).toBe(0);

    // Ola on a case of his own may be mentioned, and offered.
    const olas = await insertTestCase(context.db, context.blobs, { clerk: 'ola' });
    expect((await notesOf('anne', olas.id)).Mentionable.map((clerk) => clerk.DisplayName)).toContain(
      'Ola Ekstern',
    );
    await write('anne', olas.id, [await mention('ola')]);
    expect((await mentionsOf('ola')).Total).toBe(1);
  });

  it('refuses an empty note, one that is too long, and text it cannot store', async () => {
    await start();
    const target = await karisCase();
    for (const [Body, message] of [
      [[text('   \n ')], 'Skriv et notat før du legger det til'],
      [[], 'Skriv et notat før du legger det til'],
      [[text('x'.repeat(INTERNAL_NOTE_MAX_LENGTH)), text('y')], INTERNAL_NOTE_TOO_LONG],
    ] as const) {
      const response = await call('kari', 'POST', notesUrl(target.id), { Body });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const nul = await call('kari', 'POST', notesUrl(target.id), { Body: [text('a\u0000b')] });
    expect(nul.statusCode).toBe(400);
    // At the limit, a mention counting as one character.
    await write('kari', target.id, [text('x'.repeat(INTERNAL_NOTE_MAX_LENGTH - 1)), await mention('siri')]);
  });
});

describe('changing and deleting a note', () => {
  it('is its author’s for 15 minutes: a new mention is told, a kept one not again, a removed one unmarked', async () => {
    await start();
    const target = await karisCase();
    const note = await write('kari', target.id, [text('Til '), await mention('siri')]);
    const noteUrl = `${notesUrl(target.id)}/${note.Id}`;
    clock.advance(10 * 60);

    const edited = await call('kari', 'PUT', noteUrl, {
      Body: [text('Til '), await mention('siri'), text(' og '), await mention('anne')],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(noteSchema.parse(edited.json()).Edited).toBe(clock().toISOString());
    expect(await mailsTo('siri.superbruker@eksempelbank.no')).toHaveLength(1);
    expect(await mailsTo('anne.admin@eksempelbank.no')).toHaveLength(1);

    // Siri taken out: her mark goes; Anne kept: no second e-mail.
    const withoutSiri = await call('kari', 'PUT', noteUrl, { Body: [text('Til '), await mention('anne')] });
    expect(withoutSiri.statusCode).toBe(200);
    expect((await mentionsOf('siri')).Total).toBe(0);
    expect((await mentionsOf('anne')).Total).toBe(1);
    expect(await mailsTo('anne.admin@eksempelbank.no')).toHaveLength(1);

    // Nobody else changes or deletes it.
    const siriEdits = await call('siri', 'PUT', noteUrl, { Body: [text('Endret av Siri')] });
    expect(siriEdits.statusCode).toBe(403);
    expect(siriEdits.json().code).toBe('internal-note.not-author');
    expect((await call('anne', 'DELETE', noteUrl)).statusCode).toBe(403);

    // After 15 minutes it stands.
    clock.advance(5 * 60);
    const late = await call('kari', 'PUT', noteUrl, { Body: [text('For sent')] });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('internal-note.edit-window-passed');
    expect((await call('kari', 'DELETE', noteUrl)).statusCode).toBe(409);
    const [shown] = (await notesOf('kari', target.id)).Notes;
    expect(shown?.EditableUntil).toBeNull();
    expect(shown?.Body).toEqual([
      { Text: 'Til ' },
      { Mention: { Id: await membershipOf('anne'), DisplayName: 'Anne Admin' } },
    ]);
  });

  it('deletes the author’s note with its marks within the window; an unknown note is 404', async () => {
    await start();
    const target = await karisCase();
    const note = await write('kari', target.id, [text('Feil sak, '), await mention('siri')]);
    const other = await insertTestCase(context.db, context.blobs, { clerk: 'kari' });
    // A note addressed through another case is no note of that case.
    expect((await call('kari', 'DELETE', `${notesUrl(other.id)}/${note.Id}`)).statusCode).toBe(404);
    const unknown = await call('kari', 'DELETE', `${notesUrl(target.id)}/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('internal-note.not-found');

    expect((await call('kari', 'DELETE', `${notesUrl(target.id)}/${note.Id}`)).statusCode).toBe(204);
    expect((await notesOf('kari', target.id)).Notes).toEqual([]);
    expect(await context.db.$count(noteMentions)).toBe(0);
    expect((await mentionsOf('siri')).Total).toBe(0);
  });

  it('leaves an unchanged note as it was: not edited, nobody told again', async () => {
    await start();
    const target = await karisCase();
    const note = await write('kari', target.id, [text('Til '), await mention('siri')]);
    const again = await call('kari', 'PUT', `${notesUrl(target.id)}/${note.Id}`, {
      Body: [text('Til '), await mention('siri'), text('  ')],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().Edited).toBeNull();
    expect(await mailsTo('siri.superbruker@eksempelbank.no')).toHaveLength(1);
  });
});

describe('who sees the notes', () => {
  it('everyone who sees the case: levels 1 and 2 their own cases, 3 and 5 all; level 4 none; another company’s is 404', async () => {
    await start();
    const karis = await karisCase();
    await write('kari', karis.id, [text('Kari sitt notat')]);
    for (const person of ['kari', 'siri', 'anne'] as const)
      expect((await notesOf(person, karis.id)).Notes).toHaveLength(1);
    for (const person of ['nina', 'ola'] as const) {
      expect((await call(person, 'GET', notesUrl(karis.id))).statusCode).toBe(404);
      const refused = await call(person, 'POST', notesUrl(karis.id), { Body: [text('Hei')] });
      expect(refused.statusCode).toBe(404);
      expect((await call(person, 'POST', `${notesUrl(karis.id)}/seen`)).statusCode).toBe(404);
    }
    for (const [method, url] of [
      ['GET', notesUrl(karis.id)],
      ['POST', notesUrl(karis.id)],
      ['POST', `${notesUrl(karis.id)}/seen`],
      ['GET', '/api/mentions'],
    ] as const) {
      const response = await call(
        'ivar',
        method,
        url,
        method === 'POST' ? { Body: [text('Hei')] } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('case.no-access');
    }

    const forsikring = await insertTestCase(context.db, context.blobs, {
      company: 'forsikring',
      clerk: 'mette',
    });
    expect((await call('mette', 'GET', notesUrl(forsikring.id))).statusCode).toBe(200);
    for (const person of ['siri', 'kari'] as const) {
      expect((await call(person, 'GET', notesUrl(forsikring.id))).statusCode).toBe(404);
      expect((await call(person, 'POST', notesUrl(forsikring.id), { Body: [text('Hei')] })).statusCode).toBe(
        404,
      );
    }
    expect((await call('mette', 'GET', notesUrl(karis.id))).statusCode).toBe(404);
  });

  it('lists a mention only while the clerk sees its case', async () => {
    await start();
    const karis = await karisCase();
    await write('siri', karis.id, [await mention('kari')]);
    expect((await mentionsOf('kari')).Total).toBe(1);
    const moved = await call('siri', 'POST', '/api/caselist/update', {
      CaseClerkId: await membershipOf('nina'),
      IncidentIds: [karis.id],
    });
    expect(moved.statusCode).toBe(200);
    expect(await mentionsOf('kari')).toEqual({ Total: 0, Cases: [] });
  });

  it('finds notes in the search with the same access, and never after they are deleted', async () => {
    await start();
    const karis = await karisCase();
    const note = await write('kari', karis.id, [text('Kunden nevnte blåbærsyltetøy i telefonen')]);
    const search = async (person: DemoPersonKey) => {
      const response = await call(person, 'GET', '/api/search?q=bl%C3%A5b%C3%A6rsyltet%C3%B8y');
      expect(response.statusCode, response.body).toBe(200);
      return searchResultSchema.parse(response.json());
    };
    const found = await search('siri');
    expect(found.Hits).toHaveLength(1);
    expect(found.Hits[0]).toMatchObject({
      CaseUid: karis.id,
      NoteId: note.Id,
      EventId: null,
      EventDescription: null,
      DocumentId: null,
      EventCreated: note.Created,
    });
    expect(found.Hits[0]?.Snippet.some((part) => part.Match && /blåbærsyltetøy/i.test(part.Text))).toBe(true);
    expect((await search('kari')).Total).toBe(1);
    expect((await search('nina')).Total).toBe(0);
    expect((await call('kari', 'DELETE', `${notesUrl(karis.id)}/${note.Id}`)).statusCode).toBe(204);
    expect((await search('kari')).Total).toBe(0);
  });
});

describe('the history of a case', () => {
  it('has an entry for each note written, changed and deleted, and the log keeps no note’s text', async () => {
    await start();
    const target = await karisCase();
    const note = await write('kari', target.id, [text('Hemmelig innhold, '), await mention('siri')]);
    const noteUrl = `${notesUrl(target.id)}/${note.Id}`;
    expect((await call('kari', 'PUT', noteUrl, { Body: [text('Annet hemmelig innhold')] })).statusCode).toBe(
      200,
    );
    expect((await call('kari', 'DELETE', noteUrl)).statusCode).toBe(204);

    const history = caseHistorySchema.parse(
      (await call('siri', 'GET', `/api/case/${target.id}/history`)).json(),
    );
    expect(history.Entries.slice(0, 3)).toEqual(
      ['NoteDeleted', 'NoteEdited', 'NoteAdded'].map((Kind) => ({
        At: expect.any(String),
        Actor: { Kind: 'Person', Name: 'Kari Nordmann' },
        Change: { Kind },
      })),
    );
    const entries = await context.db.select().from(auditLog).where(eq(auditLog.caseId, target.id));
    expect(entries.map((entry) => [entry.action, entry.targetType])).toEqual(
      expect.arrayContaining([
        ['case.note-added', 'internal_note'],
        ['case.note-edited', 'internal_note'],
        ['case.note-deleted', 'internal_note'],
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain('hemmelig');
  });
});

/** What pdftotext reads in the whole PDF. */
function pdfText(bytes: Uint8Array) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'internal-notes-'));
  try {
    const file = path.join(folder, 'file.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function casePdf(person: DemoPersonKey, caseId: string, query = '') {
  const made = await call(person, 'POST', `/api/casefile/${caseId}/pdf${query}`);
  expect(made.statusCode, made.body).toBe(200);
  const last = caseFileProgressSchema.parse(JSON.parse(made.body.trim().split('\n').at(-1) ?? '{}'));
  if (!('Ready' in last)) throw new Error(made.body);
  const file = await call(person, 'GET', last.Ready);
  expect(file.statusCode).toBe(200);
  return pdfText(new Uint8Array(file.rawPayload));
}

async function caseZip(person: DemoPersonKey, caseId: string, query = '') {
  const response = await call(person, 'GET', `/api/casefile/${caseId}/zip${query}`);
  expect(response.statusCode).toBe(200);
  return unzipSync(new Uint8Array(response.rawPayload));
}

describe('what the notes never reach', () => {
  it('the case file leaves them out unless they are asked for, and says so in the log', async () => {
    await start();
    const target = await insertTestCase(context.db, context.blobs, {
      clerk: 'kari',
      caseNumber: 'EB-2026-MAPPE',
      events: [{ documents: [{ fileName: 'Brev.pdf', isLetter: true }] }],
    });
    await write('kari', target.id, [text('Kunden er misfornøyd, '), await mention('siri')]);

    const plain = await casePdf('kari', target.id);
    expect(plain).toContain('Brev.pdf');
    expect(plain).not.toContain('misfornøyd');
    expect(plain).not.toContain('Interne notater');
    const withNotes = await casePdf('kari', target.id, '?internalNotes=true');
    expect(withNotes).toContain('Interne notater');
    expect(withNotes).toContain('Kunden er misfornøyd, @Siri Superbruker');
    expect(withNotes).toContain('Kari Nordmann');

    const zip = await caseZip('kari', target.id);
    expect(Object.keys(zip).some((name) => name.includes('Interne notater'))).toBe(false);
    const zipWithNotes = await caseZip('kari', target.id, '?internalNotes=true');
    const notesPdf = zipWithNotes['Interne notater.pdf'];
    expect(notesPdf).toBeDefined();
    expect(pdfText(notesPdf ?? new Uint8Array())).toContain('Kunden er misfornøyd');

    const downloads = await context.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.caseId, target.id), eq(auditLog.action, 'case.file-downloaded')))
      .orderBy(asc(auditLog.id));
    expect(downloads.map((row) => row.details)).toEqual([
      { format: 'pdf' },
      { format: 'pdf', internalNotes: true },
      { format: 'zip' },
      { format: 'zip', internalNotes: true },
    ]);
  });

  it('the provider API and the change feed never carry them', async () => {
    await start();
    const { key } = await createApiKey(context.db);
    const caseUrl = providerPath(`/companies/${DEMO_COMPANIES.bank.orgNum}/cases/KN-NOTES`);
    const put = await context.app.inject({
      method: 'PUT',
      url: caseUrl,
      headers: bearer(key),
      payload: newProviderCase({ CaseId: 'KN-2026-NOTES' }),
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const caseId: string = put.json().CaseUid;
    const [feedBefore] = await context.db
      .select({ id: sql<string>`coalesce(max(${providerChanges.id}), 0)` })
      .from(providerChanges);

    const note = await write('anne', caseId, [
      text('Intern vurdering: avvis kravet, '),
      await mention('siri'),
    ]);
    const noteUrl = `${notesUrl(caseId)}/${note.Id}`;
    expect(
      (await call('anne', 'PUT', noteUrl, { Body: [text('Intern vurdering: godta kravet')] })).statusCode,
    ).toBe(200);

    const seenByProvider = await context.app.inject({ method: 'GET', url: caseUrl, headers: bearer(key) });
    expect(seenByProvider.statusCode).toBe(200);
    expect(seenByProvider.body).not.toContain('vurdering');
    expect(seenByProvider.body).not.toMatch(/"[A-Za-z]*Note/);
    expect(
      await context.db.$count(providerChanges, gt(providerChanges.id, Number(feedBefore?.id ?? 0))),
    ).toBe(0);
  });
});
