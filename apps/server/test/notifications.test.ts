import { DEMO_COMPANIES, type DemoCompanyKey } from '@foretaksportalen/shared/demo-data';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import {
  caseCategories,
  caseEvents,
  caseParties,
  cases,
  companies,
  dueReminders,
  memberships,
  notificationRuns,
  outbox,
} from '../src/db/schema.ts';
import { createMailer, type Mailer } from '../src/lib/mailer.ts';
import {
  createCauseAlert,
  createDueReminder,
  createUnreadReminder,
  LISTED_CASES_MAX,
  notifyCasesAssigned,
  notifyNewCase,
  notifyNewLetter,
} from '../src/modules/notification/index.ts';
import { createOutboxSender } from '../src/modules/outbox/index.ts';
import {
  type CaseTestContext,
  CLOSED_STATUS,
  caseVersion,
  createCaseTestApp,
  type InsertedCase,
  insertTestCase,
  type TestCase,
  testPdf,
} from './helpers/cases.ts';
import {
  COMPLAINER_NATIONAL_ID,
  chosenClerk,
  createCase,
  newIncident,
  uploadAll,
  wizardFiles,
} from './helpers/new-case.ts';
import { bearer, createApiKey, letterBody, newProviderCase, providerPath } from './helpers/provider.ts';
import { readMail, type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import {
  asClerk,
  companyClerkOf,
  type DemoPersonKey,
  sessionFor,
  type TestSession,
  testClock,
} from './helpers/test-app.ts';
import { MIME } from './helpers/uploads.ts';

let context: CaseTestContext;
let sinks: SmtpSink[] = [];
let mailers: Mailer[] = [];
afterEach(async () => {
  for (const mailer of mailers) mailer.close();
  await Promise.all(sinks.map((sink) => sink.close()));
  sinks = [];
  mailers = [];
  await context?.app.close();
});

/** A clock the test sets to any instant. */
function settableClock(start: Date) {
  let now = start;
  const clock = () => now;
  clock.set = (instant: string) => {
    now = new Date(instant);
  };
  return clock;
}

const start = async (clock: () => Date = testClock()) => {
  context = await createCaseTestApp({ clock });
  return context;
};

const as = (key: DemoPersonKey) => sessionFor(context, key);
const clerkOf = (key: DemoPersonKey, company: DemoCompanyKey = 'bank') =>
  companyClerkOf(context, key, company);
const insertCase = (spec: TestCase = {}) => insertTestCase(context.db, context.blobs, spec);

/** The outbox, by recipient. */
const mails = () => context.db.select().from(outbox).orderBy(asc(outbox.to), asc(outbox.subject));
const recipients = async () => (await mails()).map((mail) => mail.to);

const setMembership = async (key: DemoPersonKey, values: Partial<typeof memberships.$inferInsert>) =>
  context.db
    .update(memberships)
    .set(values)
    .where(eq(memberships.id, (await clerkOf(key)).Id));

const setCompany = (values: Partial<typeof companies.$inferInsert>, company: DemoCompanyKey = 'bank') =>
  context.db.update(companies).set(values).where(eq(companies.id, DEMO_COMPANIES[company].id));

/** A complainer whose every detail is easy to look for in a mail. */
const COMPLAINER = {
  firstName: 'Ragnhild',
  lastName: 'Klagestad',
  email: 'ragnhild.klagestad@example.no',
  phone: '48123456',
  address: 'Klagevegen 12',
  postalCode: '7010',
  postalPlace: 'TRONDHEIM',
  reference: 'Kunde 9911',
};
const COMPLAINER_DETAILS = Object.values(COMPLAINER);

/**
 * Fails when any of the details appears in the text. The case ids in links are random hex, left out: "7010" (a
 * postal code) is in ".../case/54bc73cf-8fea-429f-b6ad-7cc701014fe2".
 */
function expectNoDetailIn(text: string, details: readonly string[]) {
  const withoutCaseIds = text.replaceAll(/\/case\/[0-9a-f-]{36}/g, '/case/{id}');
  for (const detail of details) expect(withoutCaseIds).not.toContain(detail);
}

/** Fails when any of the details appears in the subject or text of any mail in the outbox. */
async function expectNoneOf(details: readonly string[]) {
  for (const mail of await mails()) expectNoDetailIn(`${mail.subject}\n${mail.text}`, details);
}

const call = (session: TestSession, method: 'POST' | 'PATCH', url: string, payload: object) =>
  context.app.inject({ method, url, payload, ...asClerk(session, context.config) });

const reassign = async (session: TestSession, caseId: string, CaseClerkId: string | null) =>
  call(session, 'PATCH', `/api/case/${caseId}`, {
    CaseClerkId,
    Version: await caseVersion(context.db, caseId),
  });

const bulkAssign = (session: TestSession, CaseClerkId: string | null, IncidentIds: string[]) =>
  call(session, 'POST', '/api/caselist/update', { CaseClerkId, IncidentIds });

const handOver = (session: TestSession, FromClerkId: string, CaseClerkId: string | null) =>
  call(session, 'POST', '/api/caselist/handover', { FromClerkId, CaseClerkId });

const caseUrl = (caseId: string) => `${context.config.publicUrl}/case/${caseId}`;

describe('cases assigned to a clerk by someone else', () => {
  it('the wizard e-mails the chosen clerk, and nobody when clerks register for themselves', async () => {
    await start();
    const kari = await clerkOf('kari');
    const wizard = async (key: DemoPersonKey) => {
      const session = await as(key);
      const files = await uploadAll(context, session, await wizardFiles());
      const payload = newIncident(await clerkOf(key), files, { CompanyClerk: chosenClerk(kari) });
      const response = await createCase(context, session, payload);
      expect(response.statusCode).toBe(200);
      return response.json().CaseId as string;
    };

    await wizard('kari');
    expect(await mails()).toEqual([]);

    const caseNumber = await wizard('siri');
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.to).toBe('kari.nordmann@eksempelbank.no');
    expect(mail?.subject).toBe(`Ny sak ${caseNumber} er tildelt deg i Foretaksportalen`);
    expect(mail?.text).toContain(`Siri Superbruker har tildelt deg saken ${caseNumber} i Eksempel Bank ASA.`);
    await expectNoneOf([
      'Klagesen',
      'per.klagesen@example.no',
      '41234567',
      'Storgata',
      COMPLAINER_NATIONAL_ID,
    ]);
  });

  it('an inline change e-mails the new clerk the case number and a link, signed with the portal name', async () => {
    await start();
    const assigned = await insertCase({ clerk: null, caseNumber: 'EB-2026-04711', complainer: COMPLAINER });
    const kari = await clerkOf('kari');

    expect((await reassign(await as('siri'), assigned.id, kari.Id)).statusCode).toBe(200);
    expect(await mails()).toEqual([
      expect.objectContaining({
        to: 'kari.nordmann@eksempelbank.no',
        subject: 'Ny sak EB-2026-04711 er tildelt deg i Foretaksportalen',
        replyTo: null,
        text: [
          'Hei Kari Nordmann',
          '',
          'Siri Superbruker har tildelt deg saken EB-2026-04711 i Eksempel Bank ASA.',
          '',
          `Åpne saken: ${caseUrl(assigned.id)}`,
          '',
          'Du får denne e-posten fordi du har valgt varsel om ny tildelt sak i profilen din i Foretaksportalen.',
          '',
          'Med vennlig hilsen',
          'Foretaksportalen',
        ].join('\n'),
      }),
    ]);
    await expectNoneOf(COMPLAINER_DETAILS);
  });

  it('an inline change e-mails nobody when distributors take the case themselves, or give it to nobody', async () => {
    await start();
    const assigned = await insertCase({ clerk: 'kari' });
    const siri = await as('siri');
    expect((await reassign(siri, assigned.id, (await clerkOf('siri')).Id)).statusCode).toBe(200);
    expect((await reassign(siri, assigned.id, null)).statusCode).toBe(200);
    const anne = await as('anne');
    expect((await reassign(anne, assigned.id, (await clerkOf('anne')).Id)).statusCode).toBe(200);
    expect(await mails()).toEqual([]);
  });

  it('a refused change e-mails nobody', async () => {
    await start();
    const assigned = await insertCase({ clerk: 'kari' });
    const dag = await clerkOf('dag');
    expect((await reassign(await as('siri'), assigned.id, dag.Id)).statusCode).toBe(400);
    expect((await reassign(await as('kari'), assigned.id, (await clerkOf('ola')).Id)).statusCode).toBe(403);
    expect(await mails()).toEqual([]);
  });

  it('a bulk change e-mails the clerk once, listing the cases that became theirs', async () => {
    await start();
    const first = await insertCase({ clerk: null, caseNumber: 'EB-2026-00902', complainer: COMPLAINER });
    const second = await insertCase({ clerk: 'ola', caseNumber: 'EB-2026-00901', complainer: COMPLAINER });
    const already = await insertCase({ clerk: 'kari', caseNumber: 'EB-2026-00903' });
    const kari = await clerkOf('kari');

    const response = await bulkAssign(await as('siri'), kari.Id, [first.id, second.id, already.id]);
    expect(response.statusCode).toBe(200);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.to).toBe('kari.nordmann@eksempelbank.no');
    expect(mail?.subject).toBe('2 nye saker er tildelt deg i Foretaksportalen');
    expect(mail?.text).toContain(
      [
        'Siri Superbruker har tildelt deg 2 saker i Eksempel Bank ASA:',
        '',
        `EB-2026-00901: ${caseUrl(second.id)}`,
        `EB-2026-00902: ${caseUrl(first.id)}`,
        '',
        `Se alle sakene dine: ${context.config.publicUrl}/incidents`,
      ].join('\n'),
    );
    expect(mail?.text).not.toContain('EB-2026-00903');
    await expectNoneOf(COMPLAINER_DETAILS);
  });

  it("a handover of a colleague's cases e-mails the receiver once, listing them", async () => {
    await start();
    await insertCase({ clerk: 'ola' });
    await insertCase({ clerk: 'ola', ...CLOSED_STATUS });
    const kari = await clerkOf('kari');
    const response = await handOver(await as('siri'), (await clerkOf('ola')).Id, kari.Id);
    // Ola's demo cases and the two above, one e-mail for all of them.
    const { Updated } = response.json();
    expect(Updated).toBeGreaterThanOrEqual(2);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.to).toBe('kari.nordmann@eksempelbank.no');
    expect(mail?.subject).toBe(`${Updated} nye saker er tildelt deg i Foretaksportalen`);
    expect(mail?.text).toContain(`Siri Superbruker har tildelt deg ${Updated} saker i Eksempel Bank ASA`);
  });

  it('a bulk change of many cases lists the first ones and counts the rest', async () => {
    await start();
    const many = [];
    for (let index = 1; index <= LISTED_CASES_MAX + 3; index++) {
      many.push(await insertCase({ clerk: null, caseNumber: `EB-2026-${String(index).padStart(5, '0')}` }));
    }
    const response = await bulkAssign(
      await as('anne'),
      (await clerkOf('kari')).Id,
      many.map((row) => row.id),
    );
    expect(response.statusCode).toBe(200);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`${LISTED_CASES_MAX + 3} nye saker er tildelt deg i Foretaksportalen`);
    expect(mail?.text).toContain(`EB-2026-${String(LISTED_CASES_MAX).padStart(5, '0')}: `);
    expect(mail?.text).not.toContain(`EB-2026-${String(LISTED_CASES_MAX + 1).padStart(5, '0')}`);
    expect(mail?.text).toContain('… og 3 saker til');
  });

  it('a bulk change to oneself or to nobody e-mails nobody', async () => {
    await start();
    const rows = [await insertCase({ clerk: null }), await insertCase({ clerk: 'kari' })];
    const siri = await as('siri');
    const ids = rows.map((row) => row.id);
    expect((await bulkAssign(siri, (await clerkOf('siri')).Id, ids)).statusCode).toBe(200);
    expect((await bulkAssign(siri, null, ids)).statusCode).toBe(200);
    expect(await mails()).toEqual([]);
  });

  it.each([
    ['has turned the notification off', { notifyOnNewCases: false }],
    ['has no address', { email: null }],
    ['has only blanks for an address', { email: ' , ' }],
  ])('e-mails nobody when the clerk %s, whether one case, many or a handover', async (_case, settings) => {
    await start();
    const rows = [await insertCase({ clerk: null }), await insertCase({ clerk: null })];
    const olas = await insertCase({ clerk: 'ola' });
    await setMembership('kari', settings);
    const kari = await clerkOf('kari');
    const siri = await as('siri');
    expect((await reassign(siri, rows[0]?.id ?? '', kari.Id)).statusCode).toBe(200);
    expect((await bulkAssign(siri, kari.Id, [rows[1]?.id ?? ''])).statusCode).toBe(200);
    expect((await handOver(siri, (await clerkOf('ola')).Id, kari.Id)).statusCode).toBe(200);
    expect((await context.db.select().from(cases).where(eq(cases.id, olas.id)))[0]?.clerkMembershipId).toBe(
      kari.Id,
    );
    expect(await mails()).toEqual([]);
  });

  it('writes to every address of a list, without the blanks', async () => {
    await start();
    const row = await insertCase({ clerk: null });
    await setMembership('kari', { email: ' kari@eksempelbank.no, ,kari.privat@example.no ' });
    expect((await reassign(await as('siri'), row.id, (await clerkOf('kari')).Id)).statusCode).toBe(200);
    expect(await recipients()).toEqual(['kari@eksempelbank.no, kari.privat@example.no']);
  });

  it('delivers through the outbox sender to a real SMTP server', async () => {
    const clock = testClock();
    await start(clock);
    const rows = [
      await insertCase({ clerk: null, caseNumber: 'EB-2026-07001', complainer: COMPLAINER }),
      await insertCase({ clerk: null, caseNumber: 'EB-2026-07002', complainer: COMPLAINER }),
    ];
    const kari = await clerkOf('kari');
    expect(
      (
        await bulkAssign(
          await as('siri'),
          kari.Id,
          rows.map((row) => row.id),
        )
      ).statusCode,
    ).toBe(200);

    const smtp = await startSmtpSink();
    sinks.push(smtp);
    const mailer = createMailer({ ...context.config, mail: { ...context.config.mail, smtpUrl: smtp.url } });
    mailers.push(mailer);
    const sender = createOutboxSender({ db: context.db, mailer, clock, log: context.app.log });
    expect(await sender.sendDue()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['kari.nordmann@eksempelbank.no']);
    const delivered = readMail(smtp.received[0]?.raw ?? '');
    expect(delivered.headers.get('subject')).toBe('2 nye saker er tildelt deg i Foretaksportalen');
    expect(delivered.headers.get('from')).toBe('Foretaksportalen <ikke-svar@foretaksportalen.example>');
    expect(delivered.text).toContain('Hei Kari Nordmann');
    expect(delivered.text).toContain(`EB-2026-07001: ${caseUrl(rows[0]?.id ?? '')}`);
    expect(delivered.text).toContain(`EB-2026-07002: ${caseUrl(rows[1]?.id ?? '')}`);
    expectNoDetailIn(delivered.text, COMPLAINER_DETAILS);
  });

  it('notifyCasesAssigned ignores cases of another company', async () => {
    await start();
    const own = await insertCase({ clerk: null, caseNumber: 'EB-2026-00001' });
    const foreign = await insertCase({ company: 'forsikring', clerk: null, caseNumber: 'EF-2026-00001' });
    const assignment = {
      caseIds: [own.id, foreign.id],
      membershipId: (await clerkOf('kari')).Id,
      byMembershipId: (await clerkOf('siri')).Id,
    };
    await context.db.transaction((tx) =>
      notifyCasesAssigned(tx, context.config, assignment, context.clock()),
    );
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Ny sak EB-2026-00001 er tildelt deg i Foretaksportalen');
    expect(mail?.text).not.toContain('EF-2026-00001');
  });
});

describe('letters on a case that has moved (issue 20)', () => {
  /**
   * A letter from the complaints body through the provider API, as its own system sends it, on the case it knows
   * by `externalId` (linked to the portal's case on first use).
   */
  async function letterFromTheBody(apiKey: string, row: InsertedCase, externalId: string, letterId: string) {
    const bank = DEMO_COMPANIES.bank.orgNum;
    const linked = await context.app.inject({
      method: 'PUT',
      url: providerPath(`/companies/${bank}/cases/${externalId}`),
      headers: bearer(apiKey),
      payload: newProviderCase({ CaseId: row.caseNumber, CaseUid: row.id }),
    });
    expect(linked.statusCode, linked.body).toBeLessThan(300);
    const body = await letterBody({ Description: 'Brev fra nemnda', Subject: letterId }, [
      { name: `${letterId}.pdf`, type: MIME.pdf, content: await testPdf(letterId) },
    ]);
    const added = await context.app.inject({
      method: 'PUT',
      url: providerPath(`/companies/${bank}/cases/${externalId}/events/${letterId}`),
      headers: { ...bearer(apiKey), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
  }

  const move = {
    'bulk change': (siri: TestSession, row: InsertedCase, _from: string, to: string) =>
      bulkAssign(siri, to, [row.id]),
    handover: (siri: TestSession, _row: InsertedCase, from: string, to: string) => handOver(siri, from, to),
  };

  it.each(Object.keys(move) as (keyof typeof move)[])(
    'after a %s, a new letter from the complaints body e-mails the new clerk, not the old one',
    async (how) => {
      await start();
      const { key } = await createApiKey(context.db);
      const row = await insertCase({ clerk: 'ola' });
      const ola = await clerkOf('ola');
      const kari = await clerkOf('kari');
      const company = DEMO_COMPANIES.bank.emailAddress;

      await letterFromTheBody(key, row, 'KN-FLYTT', 'BREV-1');
      expect((await recipients()).sort()).toEqual([company, ola.Email].sort());

      expect((await move[how](await as('siri'), row, ola.Id, kari.Id)).statusCode).toBe(200);
      await context.db.delete(outbox);
      await letterFromTheBody(key, row, 'KN-FLYTT', 'BREV-2');
      const sent = await mails();
      expect(sent.map((mail) => mail.to).sort()).toEqual([company, kari.Email].sort());
      expect(sent.find((mail) => mail.to === kari.Email)?.text).toContain('Hei Kari Nordmann');
    },
  );
});

/** The case id of the demo anchor case whose complainer is Oddny Tveitnes (in Kari's queue). */
async function demoCaseOfOddny(db: Database) {
  const [party] = await db
    .select({ caseId: caseParties.caseId })
    .from(caseParties)
    .where(and(eq(caseParties.firstName, 'Oddny'), eq(caseParties.lastName, 'Tveitnes')));
  if (!party) throw new Error('The demo case of Oddny Tveitnes is missing');
  return party.caseId;
}
const ODDNY_DETAILS = ['Oddny', 'Tveitnes', 'Løkkeveien', 'Drammen', '41827364'];

const inTransaction = (run: (tx: Database) => Promise<void>) => context.db.transaction(run);

describe('notifyNewCase', () => {
  it('e-mails the company address the case number and a link, nothing about the complainer', async () => {
    await start();
    const opened = await insertCase({ clerk: null, caseNumber: 'EB-2026-05001', complainer: COMPLAINER });
    await inTransaction((tx) => notifyNewCase(tx, context.config, opened.id, context.clock()));
    expect(await mails()).toEqual([
      expect.objectContaining({
        to: 'klager@eksempelbank.no',
        subject: 'Ny sak EB-2026-05001 fra Klagenemnda',
        text: [
          'Hei',
          '',
          'Klagenemnda har opprettet en ny sak for Eksempel Bank ASA: EB-2026-05001.',
          '',
          `Åpne saken: ${caseUrl(opened.id)}`,
          '',
          'Du får denne e-posten fordi Eksempel Bank ASA har valgt varsel om nye saker i Foretaksportalen.',
          '',
          'Med vennlig hilsen',
          'Foretaksportalen',
        ].join('\n'),
      }),
    ]);
    await expectNoneOf(COMPLAINER_DETAILS);
  });

  it('writes in the caller’s transaction: nothing is left when it fails', async () => {
    await start();
    const opened = await insertCase({ clerk: null });
    await expect(
      inTransaction(async (tx) => {
        await notifyNewCase(tx, context.config, opened.id, context.clock());
        throw new Error('The provider call failed after the notification');
      }),
    ).rejects.toThrow('failed after');
    expect(await mails()).toEqual([]);
  });

  it.each([
    ['the company has turned it off', { notifyOnNewCases: false }],
    ['the company has no address', { emailAddress: null }],
  ])('e-mails nobody when %s', async (_case, settings) => {
    await start();
    await setCompany(settings);
    const opened = await insertCase({ clerk: null });
    await inTransaction((tx) => notifyNewCase(tx, context.config, opened.id, context.clock()));
    expect(await mails()).toEqual([]);
  });

  it('with NotifyLeadersOnNewCases also e-mails the active distributors who want new cases', async () => {
    await start();
    await setCompany({ notifyLeadersOnNewCases: true });
    const opened = await insertCase({ clerk: null, complainer: COMPLAINER });
    await inTransaction((tx) => notifyNewCase(tx, context.config, opened.id, context.clock()));
    expect(await recipients()).toEqual([
      'anne.admin@eksempelbank.no',
      'klager@eksempelbank.no',
      'siri.superbruker@eksempelbank.no',
    ]);
    const siri = (await mails()).find((mail) => mail.to === 'siri.superbruker@eksempelbank.no');
    expect(siri?.text).toContain('Hei Siri Superbruker');
    expect(siri?.text).toContain(
      'Du får denne e-posten fordi du fordeler saker i Eksempel Bank ASA og har valgt varsel om ny tildelt sak i profilen din i Foretaksportalen.',
    );
    await expectNoneOf(COMPLAINER_DETAILS);

    await context.db.delete(outbox);
    await setMembership('siri', { notifyOnNewCases: false });
    await setMembership('anne', { disabled: true });
    await setCompany({ notifyOnNewCases: false });
    await inTransaction((tx) => notifyNewCase(tx, context.config, opened.id, context.clock()));
    expect(await mails()).toEqual([]);
  });

  it('gives a clerk the body assigned at once the assigned-case e-mail, and a leader one e-mail only', async () => {
    await start();
    await setCompany({ notifyLeadersOnNewCases: true });
    const opened = await insertCase({ clerk: 'siri', caseNumber: 'EB-2026-05002' });
    await inTransaction((tx) => notifyNewCase(tx, context.config, opened.id, context.clock()));
    expect(await recipients()).toEqual([
      'anne.admin@eksempelbank.no',
      'klager@eksempelbank.no',
      'siri.superbruker@eksempelbank.no',
    ]);
    const siri = (await mails()).find((mail) => mail.to === 'siri.superbruker@eksempelbank.no');
    expect(siri?.subject).toBe('Ny sak EB-2026-05002 er tildelt deg i Foretaksportalen');
    expect(siri?.text).toContain('Klagenemnda har tildelt deg saken EB-2026-05002 i Eksempel Bank ASA.');
  });

  it('sends one e-mail to an address that a leader shares with the company', async () => {
    await start();
    await setCompany({ notifyLeadersOnNewCases: true });
    await setMembership('anne', { email: 'KLAGER@eksempelbank.no' });
    const opened = await insertCase({ clerk: null });
    await inTransaction((tx) => notifyNewCase(tx, context.config, opened.id, context.clock()));
    expect(await recipients()).toEqual(['KLAGER@eksempelbank.no', 'siri.superbruker@eksempelbank.no']);
  });

  it('works on a demo case without naming its complainer', async () => {
    await start();
    const caseId = await demoCaseOfOddny(context.db);
    await inTransaction((tx) => notifyNewCase(tx, context.config, caseId, context.clock()));
    expect(await recipients()).toEqual(['kari.nordmann@eksempelbank.no', 'klager@eksempelbank.no']);
    await expectNoneOf(ODDNY_DETAILS);
  });
});

describe('notifyNewLetter', () => {
  const letterOn = async (spec: TestCase) => {
    const row = await insertCase({ ...spec, events: [{ direction: 'inbound', isRead: false }] });
    const eventId = row.events[0]?.id;
    if (!eventId) throw new Error('No event');
    return { row, eventId };
  };

  it('e-mails the company address and the case’s clerk', async () => {
    await start();
    const { row, eventId } = await letterOn({
      clerk: 'kari',
      caseNumber: 'EB-2026-06001',
      complainer: COMPLAINER,
    });
    await inTransaction((tx) => notifyNewLetter(tx, context.config, eventId, context.clock()));
    const [kari, company, ...others] = await mails();
    expect(others).toEqual([]);
    expect(kari).toMatchObject({
      to: 'kari.nordmann@eksempelbank.no',
      subject: 'Nytt brev i sak EB-2026-06001 fra Klagenemnda',
    });
    expect(kari?.text).toBe(
      [
        'Hei Kari Nordmann',
        '',
        'Klagenemnda har sendt et nytt brev i saken EB-2026-06001 for Eksempel Bank ASA.',
        '',
        `Åpne saken: ${caseUrl(row.id)}`,
        '',
        'Du får denne e-posten fordi saken er tildelt deg og du har valgt varsel om ny post i profilen din i Foretaksportalen.',
        '',
        'Med vennlig hilsen',
        'Foretaksportalen',
      ].join('\n'),
    );
    expect(company?.to).toBe('klager@eksempelbank.no');
    expect(company?.text).toContain(
      'Du får denne e-posten fordi Eksempel Bank ASA har valgt varsel om ny post i Foretaksportalen.',
    );
    await expectNoneOf(COMPLAINER_DETAILS);
  });

  it('leaves out whoever does not want it or has no address', async () => {
    await start();
    const { eventId } = await letterOn({ clerk: 'kari' });
    await setCompany({ notifyOnNewPosts: false });
    await inTransaction((tx) => notifyNewLetter(tx, context.config, eventId, context.clock()));
    expect(await recipients()).toEqual(['kari.nordmann@eksempelbank.no']);

    await context.db.delete(outbox);
    await setCompany({ notifyOnNewPosts: true, emailAddress: '' });
    await setMembership('kari', { notifyOnNewPosts: false });
    await inTransaction((tx) => notifyNewLetter(tx, context.config, eventId, context.clock()));
    expect(await mails()).toEqual([]);

    await setCompany({ emailAddress: 'post@eksempelbank.no' });
    await inTransaction((tx) => notifyNewLetter(tx, context.config, eventId, context.clock()));
    expect(await recipients()).toEqual(['post@eksempelbank.no']);
  });

  it('e-mails no disabled clerk, and only the company for a case without a clerk', async () => {
    await start();
    const disabled = await letterOn({ clerk: 'dag' });
    const undistributed = await letterOn({ clerk: null });
    for (const { eventId } of [disabled, undistributed])
      await inTransaction((tx) => notifyNewLetter(tx, context.config, eventId, context.clock()));
    expect(await recipients()).toEqual(['klager@eksempelbank.no', 'klager@eksempelbank.no']);
  });

  it('e-mails nobody about a letter from the company itself', async () => {
    await start();
    const row = await insertCase({ clerk: 'kari', events: [{ direction: 'outbound' }] });
    const eventId = row.events[0]?.id ?? '';
    await inTransaction((tx) => notifyNewLetter(tx, context.config, eventId, context.clock()));
    expect(await mails()).toEqual([]);
  });

  it('works on a demo case without naming its complainer', async () => {
    await start();
    const caseId = await demoCaseOfOddny(context.db);
    const [letter] = await context.db
      .select({ id: caseEvents.id })
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.direction, 'inbound')));
    await inTransaction((tx) => notifyNewLetter(tx, context.config, letter?.id ?? '', context.clock()));
    expect(await recipients()).toEqual(['kari.nordmann@eksempelbank.no', 'klager@eksempelbank.no']);
    await expectNoneOf(ODDNY_DETAILS);
  });
});

describe('the daily reminder of unread letters', () => {
  /** 07:00 in Oslo (summer time) on Wednesday 8 April 2026, the second working day after Easter. */
  const WEDNESDAY_AFTER_EASTER = '2026-04-08T05:00:00Z';

  /**
   * A fresh demo database where every letter has been read, and one bank case with letters from the complaints
   * body: unread from late on Tuesday 31 March (Oslo), unread from just after midnight on Wednesday 1 April
   * (Oslo; still 31 March in UTC), read from March, and one the company sent.
   */
  async function startWithLetters(now = WEDNESDAY_AFTER_EASTER) {
    const clock = settableClock(new Date(now));
    await start(clock);
    await context.db.update(caseEvents).set({ isRead: true });
    await insertCase({
      clerk: 'kari',
      complainer: COMPLAINER,
      events: [
        { direction: 'inbound', isRead: true, createdAt: new Date('2026-03-02T10:00:00Z') },
        { direction: 'outbound', createdAt: new Date('2026-03-03T10:00:00Z') },
        { direction: 'inbound', isRead: false, createdAt: new Date('2026-03-31T21:30:00Z') },
        { direction: 'inbound', isRead: false, createdAt: new Date('2026-03-31T22:30:00Z') },
      ],
    });
    return clock;
  }

  const reminder = (clock: () => Date) =>
    createUnreadReminder({ db: context.db, config: context.config, clock, log: context.app.log });

  const runs = () =>
    context.db
      .select()
      .from(notificationRuns)
      .orderBy(asc(notificationRuns.day), asc(notificationRuns.recipientKey));

  it('e-mails the company address the number of letters unread for two whole working days', async () => {
    const clock = await startWithLetters();
    expect(await reminder(clock).runDue()).toBe(1);
    expect(await mails()).toEqual([
      expect.objectContaining({
        to: 'klager@eksempelbank.no',
        subject: 'Uleste brev fra Klagenemnda i Foretaksportalen',
        text: [
          'Hei',
          '',
          'Eksempel Bank ASA har 1 brev fra Klagenemnda som fortsatt ikke er åpnet etter to arbeidsdager.',
          '',
          `Se sakene: ${context.config.publicUrl}/incidents`,
          '',
          'Du får denne påminnelsen fordi Eksempel Bank ASA har valgt varsel om ulest post i Foretaksportalen.',
          '',
          'Med vennlig hilsen',
          'Foretaksportalen',
        ].join('\n'),
      }),
    ]);
    await expectNoneOf(COMPLAINER_DETAILS);
    expect(await runs()).toEqual([
      expect.objectContaining({
        kind: 'unread-letters',
        companyId: DEMO_COMPANIES.bank.id,
        recipientKey: 'company',
        day: '2026-04-08',
      }),
    ]);

    // The next working day both letters have had two working days.
    clock.set('2026-04-09T05:00:00Z');
    expect(await reminder(clock).runDue()).toBe(1);
    const [, thursday] = await context.db.select().from(outbox).orderBy(asc(outbox.createdAt));
    expect(thursday?.text).toContain('Eksempel Bank ASA har 2 brev fra Klagenemnda');
  });

  it('reminds of nothing while the letters are younger, and on weekends and public holidays', async () => {
    const clock = await startWithLetters('2026-04-07T05:00:00Z');
    // Tuesday after Easter: 1 April's letters have had no whole working day, 31 March's only 1 April.
    expect(await reminder(clock).runDue()).toBe(0);
    for (const dayOff of ['2026-04-06T05:00:00Z', '2026-04-11T05:00:00Z', '2026-05-14T05:00:00Z']) {
      clock.set(dayOff);
      expect(await reminder(clock).runDue()).toBe(0);
    }
    expect(await mails()).toEqual([]);
  });

  it('waits for the configured Oslo hour', async () => {
    const clock = await startWithLetters('2026-04-08T04:59:00Z');
    const task = reminder(clock);
    expect(await task.runDue()).toBe(0);
    clock.set('2026-04-08T05:00:00Z');
    expect(await task.runDue()).toBe(1);

    context.config.unreadReminderHour = 9;
    clock.set('2026-04-09T06:59:00Z');
    expect(await task.runDue()).toBe(0);
    clock.set('2026-04-09T07:00:00Z');
    expect(await task.runDue()).toBe(1);
  });

  it('sends once a day however often it runs, in one process or several', async () => {
    const clock = await startWithLetters();
    const first = reminder(clock);
    expect(await first.runDue()).toBe(1);
    expect(await first.runDue()).toBe(0);
    clock.set('2026-04-08T14:00:00Z');
    expect(await reminder(clock).runDue()).toBe(0);
    expect(await mails()).toHaveLength(1);
  });

  it('sends one e-mail per recipient when two processes run at the same moment', async () => {
    const clock = await startWithLetters();
    await setCompany({ notifyLeadersOnUnreadPosts: true });
    const written = await Promise.all([reminder(clock).runDue(), reminder(clock).runDue()]);
    expect(written[0] + written[1]).toBe(3);
    expect(await recipients()).toEqual([
      'anne.admin@eksempelbank.no',
      'klager@eksempelbank.no',
      'siri.superbruker@eksempelbank.no',
    ]);
    expect(await runs()).toHaveLength(3);
  });

  it('reminds the leaders who want new letters when NotifyLeadersOnUnreadPosts is on', async () => {
    const clock = await startWithLetters();
    await setCompany({ notifyOnUnreadPosts: false, notifyLeadersOnUnreadPosts: true });
    await setMembership('siri', { notifyOnNewPosts: false });
    expect(await reminder(clock).runDue()).toBe(1);
    const [anne, ...others] = await mails();
    expect(others).toEqual([]);
    expect(anne?.to).toBe('anne.admin@eksempelbank.no');
    expect(anne?.text).toContain('Hei Anne Admin');
    expect(anne?.text).toContain(
      'Du får denne påminnelsen fordi du fordeler saker i Eksempel Bank ASA og har valgt varsel om ny post i profilen din i Foretaksportalen.',
    );
    expect((await runs()).map((run) => run.recipientKey)).toEqual([(await clerkOf('anne')).Id]);
  });

  it.each([
    ['the company has turned it off', { notifyOnUnreadPosts: false }],
    ['the company has no address', { emailAddress: null }],
  ])('e-mails nobody when %s', async (_case, settings) => {
    const clock = await startWithLetters();
    await setCompany(settings);
    expect(await reminder(clock).runDue()).toBe(0);
    expect(await mails()).toEqual([]);
  });

  it('counts letters in closed cases, and none in archived ones', async () => {
    const clock = await startWithLetters();
    const unreadSinceMarch = (count: number) =>
      Array.from({ length: count }, () => ({
        direction: 'inbound' as const,
        isRead: false,
        createdAt: new Date('2026-03-20T10:00:00Z'),
      }));
    await insertCase({ ...CLOSED_STATUS, events: unreadSinceMarch(2) });
    await insertCase({ ...CLOSED_STATUS, archived: true, events: unreadSinceMarch(4) });
    expect(await reminder(clock).runDue()).toBe(1);
    const [mail] = await mails();
    expect(mail?.text).toContain('Eksempel Bank ASA har 3 brev');

    // A company whose only unread letters are in archived cases is not reminded at all.
    await insertCase({
      company: 'forsikring',
      ...CLOSED_STATUS,
      archived: true,
      events: unreadSinceMarch(1),
    });
    clock.set('2026-04-09T05:00:00Z');
    expect(await reminder(clock).runDue()).toBe(1);
    expect(await recipients()).toEqual(['klager@eksempelbank.no', 'klager@eksempelbank.no']);
  });

  it('reminds each company of its own letters', async () => {
    const clock = await startWithLetters();
    await insertCase({
      company: 'forsikring',
      clerk: 'mette',
      events: [1, 2, 3].map(() => ({
        direction: 'inbound' as const,
        isRead: false,
        createdAt: new Date('2026-03-20T10:00:00Z'),
      })),
    });
    expect(await reminder(clock).runDue()).toBe(2);
    const byCompany = Object.fromEntries((await mails()).map((mail) => [mail.to, mail.text]));
    expect(byCompany['klager@eksempelbank.no']).toContain('Eksempel Bank ASA har 1 brev');
    expect(byCompany['klage@eksempelforsikring.no']).toContain('Eksempel Forsikring AS har 3 brev');
  });
});

describe('the systemic-issue alert (issue 49)', () => {
  /** 07:00 in Oslo on Wednesday 25 November 2026, a working day. */
  const MORNING = new Date('2026-11-25T06:00:00Z');
  const DAY_MS = 86_400_000;

  async function causeNamed(name: string) {
    const [cause] = await context.db
      .select({ id: caseCategories.id })
      .from(caseCategories)
      .where(and(eq(caseCategories.companyId, DEMO_COMPANIES.bank.id), eq(caseCategories.name, name)));
    if (!cause) throw new Error(`No demo cause ${name}`);
    return cause.id;
  }

  /** `count` new cases of the bank with the cause, received `daysAgo` days before the morning. */
  async function casesWithCause(causeId: string, count: number, daysAgo = 3) {
    const inserted = [];
    for (let index = 0; index < count; index++) {
      const one = await insertCase({ createdAt: new Date(MORNING.getTime() - daysAgo * DAY_MS) });
      await context.db.update(cases).set({ causeId }).where(eq(cases.id, one.id));
      inserted.push(one);
    }
    return inserted;
  }

  const alert = (clock: () => Date) =>
    createCauseAlert({ db: context.db, config: context.config, clock, log: context.app.log });

  it("e-mails the company's administrators once when a cause gets more than five new cases in 30 days", async () => {
    const clock = settableClock(MORNING);
    await start(clock);
    // Only the test's own cases have a cause.
    await context.db.update(cases).set({ causeId: null });
    const fraud = await causeNamed('Svindel');
    const pricing = await causeNamed('Prising');
    const fraudCases = await casesWithCause(fraud, 6);
    await casesWithCause(pricing, 5);
    await casesWithCause(pricing, 3, 31);

    expect(await alert(clock).runDue()).toBe(1);
    const [sent] = await mails();
    expect(sent).toMatchObject({
      to: 'anne.admin@eksempelbank.no',
      subject: 'Mange nye saker med årsaken Svindel',
    });
    expect(sent?.text).toContain(
      'Eksempel Bank ASA har fått 6 nye saker med årsaken «Svindel» de siste 30 dagene.',
    );
    for (const listed of fraudCases) expect(sent?.text).toContain(listed.caseNumber);

    // Once per cause and window: not the next day, even with more cases, nor from another process.
    clock.set('2026-11-26T06:00:00Z');
    await casesWithCause(fraud, 2, 0);
    expect(await alert(clock).runDue()).toBe(0);
    expect(await mails()).toHaveLength(1);
  });
});

describe('the reminder before the deadline', () => {
  /** 07:00 in Oslo (winter time) on Wednesday 25 November 2026: Monday 30th is three working days ahead. */
  const WEDNESDAY = '2026-11-25T06:00:00Z';
  const THREE_WORKING_DAYS_AHEAD = '2026-11-30';

  /** A fresh demo database whose cases have no due date nor answer due, so that only the test's own are due. */
  async function startDue(now = WEDNESDAY) {
    const clock = settableClock(new Date(now));
    await start(clock);
    await context.db.update(cases).set({ dueDate: null, decisionAnswerDue: null });
    return clock;
  }

  const reminder = (clock: () => Date) =>
    createDueReminder({ db: context.db, config: context.config, clock, log: context.app.log });

  const reminded = async () =>
    (await context.db.select().from(dueReminders)).map((row) => `${row.caseId} ${row.dueDate}`).sort();

  const dueCase = (caseNumber: string, dueDate: string, spec: TestCase = {}) =>
    insertCase({ clerk: 'kari', caseNumber, dueDate, complainer: COMPLAINER, ...spec });

  it('e-mails the clerk who chose it three working days before, with the case, its due date and the time left', async () => {
    const clock = await startDue('2026-11-24T06:00:00Z');
    const due = await dueCase('EB-2026-00101', THREE_WORKING_DAYS_AHEAD);
    expect(await reminder(clock).runDue()).toBe(0);

    clock.set(WEDNESDAY);
    expect(await reminder(clock).runDue()).toBe(1);
    expect(await mails()).toEqual([
      expect.objectContaining({
        to: 'kari.nordmann@eksempelbank.no',
        subject: 'Sak EB-2026-00101 forfaller om 3 virkedager',
        text: [
          'Hei Kari Nordmann',
          '',
          'Saken EB-2026-00101 i Eksempel Bank ASA forfaller 30.11.2026, om 3 virkedager.',
          '',
          `Åpne saken: ${caseUrl(due.id)}`,
          '',
          'Du får denne påminnelsen fordi saken er tildelt deg og du har valgt varsel før forfall i profilen din i Foretaksportalen.',
          '',
          'Med vennlig hilsen',
          'Foretaksportalen',
        ].join('\n'),
      }),
    ]);
    // Like every notification, it names the case, not the complainer (decision 0008).
    await expectNoneOf(COMPLAINER_DETAILS);
    expect(await reminded()).toEqual([`${due.id} ${THREE_WORKING_DAYS_AHEAD}`]);
  });

  it("reminds of an answer to the body's decision due in three working days, once, and never of one given (issue 49)", async () => {
    const clock = await startDue();
    const waiting = await dueCase('EB-2026-00111', '2027-03-01');
    const answered = await dueCase('EB-2026-00112', '2027-03-01');
    await context.db
      .update(cases)
      .set({ dueDate: null })
      .where(inArray(cases.id, [waiting.id, answered.id]));
    await context.db
      .update(cases)
      .set({
        decisionOutcome: 'medhold',
        decisionDate: '2026-10-31',
        decisionAnswerDue: THREE_WORKING_DAYS_AHEAD,
      })
      .where(inArray(cases.id, [waiting.id, answered.id]));
    await context.db
      .update(cases)
      .set({ decisionFollows: true, decisionAnsweredAt: clock() })
      .where(eq(cases.id, answered.id));

    expect(await reminder(clock).runDue()).toBe(1);
    expect(await mails()).toEqual([
      expect.objectContaining({
        to: 'kari.nordmann@eksempelbank.no',
        subject: 'Svar på vedtak i sak EB-2026-00111 skal gis om 3 virkedager',
      }),
    ]);
    expect((await mails())[0]?.text).toContain('skal gis innen 30.11.2026, om 3 virkedager.');
    expect((await mails())[0]?.text).toContain(caseUrl(waiting.id));
    expect(await reminder(clock).runDue()).toBe(0);
    expect(await reminded()).toEqual([]);
  });

  it('counts working days over weekends and holidays, and sends nothing on days off', async () => {
    const clock = await startDue();
    // Due on the Sunday: the deadline runs to Monday 30th, three working days ahead as well.
    await dueCase('EB-2026-00102', '2026-11-29');
    // Due on Tuesday 1 December: three working days from Thursday (Friday, Monday, Tuesday).
    await dueCase('EB-2026-00103', '2026-12-01');
    // Due on Thursday 9 April 2026: three working days from Wednesday 1 April (Maundy Thursday to Easter Monday
    // are days off), and nothing on Good Friday, when it would be three working days ahead too.
    await dueCase('EB-2026-00104', '2026-04-09');
    // Due on Monday 28 December: three working days from Tuesday 22nd (Christmas Eve is a working day).
    await dueCase('EB-2026-00105', '2026-12-28');

    const subjectsOn = async (instant: string) => {
      clock.set(instant);
      await reminder(clock).runDue();
      const all = await context.db.select().from(outbox).orderBy(asc(outbox.createdAt));
      return all.filter((mail) => mail.createdAt.getTime() === clock().getTime()).map((mail) => mail.subject);
    };
    expect(await subjectsOn(WEDNESDAY)).toEqual(['Sak EB-2026-00102 forfaller om 3 virkedager']);
    expect(await subjectsOn('2026-11-26T06:00:00Z')).toEqual(['Sak EB-2026-00103 forfaller om 3 virkedager']);
    expect(await subjectsOn('2026-04-03T06:00:00Z')).toEqual([]);
    expect(await subjectsOn('2026-04-02T06:00:00Z')).toEqual([]);
    expect(await subjectsOn('2026-04-01T05:00:00Z')).toEqual(['Sak EB-2026-00104 forfaller om 3 virkedager']);
    expect(await subjectsOn('2026-12-21T06:00:00Z')).toEqual([]);
    expect(await subjectsOn('2026-12-22T06:00:00Z')).toEqual(['Sak EB-2026-00105 forfaller om 3 virkedager']);
    expect(await subjectsOn('2026-11-28T06:00:00Z')).toEqual([]);
  });

  it('reminds once per case and due date, in one process or several, and again after the due date changes', async () => {
    const clock = await startDue();
    const due = await dueCase('EB-2026-00106', THREE_WORKING_DAYS_AHEAD);
    const first = reminder(clock);
    expect(await first.runDue()).toBe(1);
    expect(await first.runDue()).toBe(0);
    clock.set('2026-11-25T14:00:00Z');
    expect(await reminder(clock).runDue()).toBe(0);

    // Thursday: two working days are left, so nothing; then the complaints body moves the due date on.
    clock.set('2026-11-26T06:00:00Z');
    expect(await reminder(clock).runDue()).toBe(0);
    await context.db.update(cases).set({ dueDate: '2026-12-01' }).where(eq(cases.id, due.id));
    expect(await reminder(clock).runDue()).toBe(1);
    expect((await mails()).map((mail) => mail.text)).toEqual([
      expect.stringContaining('forfaller 30.11.2026, om 3 virkedager.'),
      expect.stringContaining('forfaller 01.12.2026, om 3 virkedager.'),
    ]);
    expect(await reminded()).toEqual([`${due.id} 2026-11-30`, `${due.id} 2026-12-01`]);

    // Back to the first due date, already reminded of: nothing again.
    await context.db.update(cases).set({ dueDate: THREE_WORKING_DAYS_AHEAD }).where(eq(cases.id, due.id));
    clock.set(WEDNESDAY);
    expect(await reminder(clock).runDue()).toBe(0);
  });

  it('writes one e-mail per recipient when two processes run at the same moment', async () => {
    const clock = await startDue();
    await dueCase('EB-2026-00107', THREE_WORKING_DAYS_AHEAD);
    await dueCase('EB-2026-00108', THREE_WORKING_DAYS_AHEAD, { clerk: 'ola' });
    await dueCase('EB-2026-00109', THREE_WORKING_DAYS_AHEAD, { clerk: null });
    const written = await Promise.all([reminder(clock).runDue(), reminder(clock).runDue()]);
    expect(written[0] + written[1]).toBe(3);
    expect(await recipients()).toEqual([
      'kari.nordmann@eksempelbank.no',
      'klager@eksempelbank.no',
      'ola.ekstern@advokatfirma.no',
    ]);
    expect(await reminded()).toHaveLength(3);
  });

  it('e-mails the company address when the clerk did not choose it, has no e-mail or is disabled, or there is no clerk', async () => {
    const clock = await startDue();
    await setMembership('kari', { notifyBeforeDue: false });
    await setMembership('ola', { email: null });
    const listed = [
      await dueCase('EB-2026-00110', THREE_WORKING_DAYS_AHEAD),
      await dueCase('EB-2026-00111', THREE_WORKING_DAYS_AHEAD, { clerk: 'ola' }),
      await dueCase('EB-2026-00112', THREE_WORKING_DAYS_AHEAD, { clerk: 'dag' }),
      await dueCase('EB-2026-00113', '2026-11-29', { clerk: null }),
    ];
    expect(await reminder(clock).runDue()).toBe(1);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: 'klager@eksempelbank.no',
      subject: '4 saker forfaller snart i Foretaksportalen',
      text: [
        'Hei',
        '',
        '4 saker i Eksempel Bank ASA forfaller snart:',
        '',
        [
          `EB-2026-00113, forfall 29.11.2026 (om 3 virkedager): ${caseUrl(listed[3]?.id ?? '')}`,
          `EB-2026-00110, forfall 30.11.2026 (om 3 virkedager): ${caseUrl(listed[0]?.id ?? '')}`,
          `EB-2026-00111, forfall 30.11.2026 (om 3 virkedager): ${caseUrl(listed[1]?.id ?? '')}`,
          `EB-2026-00112, forfall 30.11.2026 (om 3 virkedager): ${caseUrl(listed[2]?.id ?? '')}`,
        ].join('\n'),
        '',
        `Se alle sakene: ${context.config.publicUrl}/incidents`,
        '',
        'Du får denne påminnelsen fordi Eksempel Bank ASA har valgt varsel før forfall i Foretaksportalen, og sakene ikke har en saksbehandler som får varselet selv.',
        '',
        'Med vennlig hilsen',
        'Foretaksportalen',
      ].join('\n'),
    });
    await expectNoneOf(COMPLAINER_DETAILS);
  });

  it('sends each recipient one e-mail listing all their cases due', async () => {
    const clock = await startDue();
    await dueCase('EB-2026-00114', THREE_WORKING_DAYS_AHEAD);
    await dueCase('EB-2026-00115', '2026-11-28');
    await dueCase('EB-2026-00116', THREE_WORKING_DAYS_AHEAD, { clerk: 'ola' });
    await dueCase('EB-2026-00117', THREE_WORKING_DAYS_AHEAD, { clerk: 'mette', company: 'forsikring' });
    expect(await reminder(clock).runDue()).toBe(3);
    const byRecipient = Object.fromEntries((await mails()).map((mail) => [mail.to, mail]));
    expect(Object.keys(byRecipient).sort()).toEqual([
      'kari.nordmann@eksempelbank.no',
      'mette.hansen@eksempelforsikring.no',
      'ola.ekstern@advokatfirma.no',
    ]);
    const kari = byRecipient['kari.nordmann@eksempelbank.no'];
    expect(kari?.subject).toBe('2 saker forfaller snart i Foretaksportalen');
    expect(kari?.text).toContain('2 saker i Eksempel Bank ASA forfaller snart:');
    expect(kari?.text).toMatch(/EB-2026-00115, forfall 28\.11\.2026 .*\nEB-2026-00114, forfall 30\.11\.2026/);
    expect(kari?.text).toContain('fordi sakene er tildelt deg og du har valgt varsel før forfall');
    expect(byRecipient['ola.ekstern@advokatfirma.no']?.subject).toBe(
      'Sak EB-2026-00116 forfaller om 3 virkedager',
    );
    expect(byRecipient['mette.hansen@eksempelforsikring.no']?.text).toContain('i Eksempel Forsikring AS');
  });

  it('follows the company’s number of working days, and reminds of nothing at 0 or for closed cases', async () => {
    const clock = await startDue();
    await dueCase('EB-2026-00118', THREE_WORKING_DAYS_AHEAD);
    await dueCase('EB-2026-00119', THREE_WORKING_DAYS_AHEAD, { ...CLOSED_STATUS });
    await dueCase('EB-2026-00120', THREE_WORKING_DAYS_AHEAD, { ...CLOSED_STATUS, archived: true });
    await dueCase('EB-2026-00121', '2026-12-02', { clerk: 'ola' });
    await setCompany({ notifyBeforeDueDays: 0 });
    expect(await reminder(clock).runDue()).toBe(0);
    expect(await reminded()).toEqual([]);

    await setCompany({ notifyBeforeDueDays: 3 });
    expect(await reminder(clock).runDue()).toBe(1);
    await setCompany({ notifyBeforeDueDays: 5 });
    expect(await reminder(clock).runDue()).toBe(1);
    expect((await mails()).map((mail) => mail.subject)).toEqual([
      'Sak EB-2026-00118 forfaller om 3 virkedager',
      'Sak EB-2026-00121 forfaller om 5 virkedager',
    ]);
  });

  it('reminds the clerks without a company address, and records no case that nobody was told of', async () => {
    const clock = await startDue();
    await setCompany({ emailAddress: null });
    const kari = await dueCase('EB-2026-00122', THREE_WORKING_DAYS_AHEAD);
    await dueCase('EB-2026-00123', THREE_WORKING_DAYS_AHEAD, { clerk: null });
    expect(await reminder(clock).runDue()).toBe(1);
    expect(await recipients()).toEqual(['kari.nordmann@eksempelbank.no']);
    expect(await reminded()).toEqual([`${kari.id} ${THREE_WORKING_DAYS_AHEAD}`]);
  });

  it('waits for the Oslo hour, and a process that starts later in the day still sends', async () => {
    const clock = await startDue('2026-11-25T05:59:00Z');
    await dueCase('EB-2026-00124', THREE_WORKING_DAYS_AHEAD);
    expect(await reminder(clock).runDue()).toBe(0);
    clock.set('2026-11-25T15:30:00Z');
    expect(await reminder(clock).runDue()).toBe(1);
  });

  it('sends nothing twice after a run that failed half way', async () => {
    const clock = await startDue();
    await dueCase('EB-2026-00125', THREE_WORKING_DAYS_AHEAD);
    await dueCase('EB-2026-00126', THREE_WORKING_DAYS_AHEAD, { clerk: 'ola' });
    await dueCase('EB-2026-00127', THREE_WORKING_DAYS_AHEAD, { clerk: 'siri' });
    const refuseOla = [
      `create function test_refuse_ola() returns trigger language plpgsql as $$
       begin
         if new."to" like 'ola.%' then raise exception 'mail server of the outbox refused'; end if;
         return new;
       end $$`,
      'create trigger test_refuse_ola before insert on outbox for each row execute function test_refuse_ola()',
    ];
    for (const statement of refuseOla) await context.db.execute(sql.raw(statement));
    const task = reminder(clock);
    try {
      await expect(task.runDue()).rejects.toThrow();
    } finally {
      await context.db.execute(sql.raw('drop trigger test_refuse_ola on outbox'));
      await context.db.execute(sql.raw('drop function test_refuse_ola()'));
    }
    expect(await recipients()).toEqual(['kari.nordmann@eksempelbank.no']);
    expect(await reminded()).toHaveLength(1);

    // The same process tries again at its next look, as does any other.
    expect(await task.runDue()).toBe(2);
    expect(await reminder(clock).runDue()).toBe(0);
    expect(await recipients()).toEqual([
      'kari.nordmann@eksempelbank.no',
      'ola.ekstern@advokatfirma.no',
      'siri.superbruker@eksempelbank.no',
    ]);
    expect(await reminded()).toHaveLength(3);
  });
});

describe('UNREAD_REMINDER_HOUR', () => {
  it('defaults to 07 and takes any hour of the day', () => {
    expect(loadConfig({}).unreadReminderHour).toBe(7);
    expect(loadConfig({ UNREAD_REMINDER_HOUR: '0' }).unreadReminderHour).toBe(0);
    expect(loadConfig({ UNREAD_REMINDER_HOUR: '23' }).unreadReminderHour).toBe(23);
    for (const wrong of ['24', '-1', '7.5', 'sju'])
      expect(() => loadConfig({ UNREAD_REMINDER_HOUR: wrong })).toThrow('UNREAD_REMINDER_HOUR');
  });
});
