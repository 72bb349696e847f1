import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { memberships, outbox, questions } from '../src/db/schema.ts';
import { createMailer, type Mailer } from '../src/lib/mailer.ts';
import { createOutboxSender, retryDelaySeconds } from '../src/modules/outbox/index.ts';
import { readMail, type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { asClerk, createTestApp, sessionFor, type TestSession, testClock } from './helpers/test-app.ts';

type Context = Awaited<ReturnType<typeof createTestApp>>;

const QUESTION =
  'Hvor lang frist har vi for å svare i en sak der kunden har sendt nye opplysninger til nemnda?';

describe('POST /api/faq and the e-mail to the complaints body', () => {
  let context: Context | undefined;
  let sinks: SmtpSink[] = [];
  let mailers: Mailer[] = [];
  afterEach(async () => {
    for (const mailer of mailers) mailer.close();
    await Promise.all(sinks.map((sink) => sink.close()));
    await context?.app.close();
    sinks = [];
    mailers = [];
    context = undefined;
  });

  async function sink(port?: number) {
    const started = await startSmtpSink({ port });
    sinks.push(started);
    return started;
  }

  /** An outbox sender like main.ts starts, on the test database and clock, sending to `smtpUrl`. */
  function sender(app: Context, smtpUrl: string | undefined, config: Partial<Config> = {}) {
    const mailer = createMailer({ ...app.config, ...config, mail: { ...app.config.mail, smtpUrl } });
    mailers.push(mailer);
    return createOutboxSender({ db: app.db, mailer, clock: app.clock, log: app.app.log });
  }

  const ask = (app: Context, session: TestSession, message: unknown) =>
    app.app.inject({
      method: 'POST',
      url: '/api/faq',
      payload: { message },
      ...asClerk(session, app.config),
    });

  it('stores the question and delivers one e-mail to the question address, replying to the clerk', async () => {
    const clock = testClock();
    context = await createTestApp({ clock });
    const kari = await sessionFor(context, 'kari');
    const smtp = await sink();

    const response = await ask(context, kari, QUESTION);
    expect(response.statusCode).toBe(204);
    expect(await context.db.select().from(questions)).toEqual([
      expect.objectContaining({
        personId: kari.personId,
        companyId: DEMO_COMPANIES.bank.id,
        message: QUESTION,
        createdAt: clock(),
      }),
    ]);

    const outboxSender = sender(context, smtp.url);
    expect(await outboxSender.sendDue()).toBe(1);
    expect(await outboxSender.sendDue()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [delivered] = smtp.received;
    expect(delivered?.from).toBe('ikke-svar@foretaksportalen.example');
    expect(delivered?.to).toEqual(['sporsmal@klagenemnda.example']);

    const [row] = await context.db.select().from(outbox);
    expect(row?.sentAt).toEqual(clock());
    const mail = readMail(delivered?.raw ?? '');
    expect(mail.headers.get('message-id')).toBe(`<outbox-${row?.id}@foretaksportalen>`);
    expect(mail.headers.get('subject')).toBe('Spørsmål fra Eksempel Bank ASA via Foretaksportalen');
    expect(mail.headers.get('reply-to')).toBe('kari.nordmann@eksempelbank.no');
    expect(mail.headers.get('from')).toBe('Foretaksportalen <ikke-svar@foretaksportalen.example>');
    expect(mail.text).toContain(
      'Kari Nordmann i Eksempel Bank ASA har sendt dette spørsmålet fra hjelpesiden i Foretaksportalen:',
    );
    expect(mail.text).toContain(QUESTION);
    expect(mail.text).toContain('E-post: kari.nordmann@eksempelbank.no');
  });

  it('replies to the first of several addresses, and to nobody when the clerk has none', async () => {
    const app = await createTestApp();
    context = app;
    const kari = await sessionFor(app, 'kari');
    const setEmail = (email: string | null) =>
      app.db.update(memberships).set({ email }).where(eq(memberships.personId, kari.personId));

    await setEmail(' , kari@eksempelbank.no, kari.privat@example.no');
    await ask(app, kari, 'Første spørsmål');
    await setEmail(null);
    await ask(app, kari, 'Andre spørsmål');

    const rows = await app.db.select().from(outbox);
    const byQuestion = (text: string) => rows.find((row) => row.text.includes(text));
    expect(byQuestion('Første spørsmål')?.replyTo).toBe('kari@eksempelbank.no');
    expect(byQuestion('Andre spørsmål')?.replyTo).toBeNull();
    expect(byQuestion('Andre spørsmål')?.text).toContain('E-post: ikke registrert');
  });

  it.each([
    ['turns the first attempt away with 451', 'refused'],
    ['is not running at the first attempt', 'down'],
  ] as const)(
    'retries after the backoff when the SMTP server %s, and delivers once',
    async (_case, failure) => {
      const clock = testClock();
      context = await createTestApp({ clock });
      const kari = await sessionFor(context, 'kari');
      const first = await sink();
      if (failure === 'refused') first.refuseNext(1);
      else await first.close();
      const outboxSender = sender(context, first.url);
      await ask(context, kari, QUESTION);

      expect(await outboxSender.sendDue()).toBe(1);
      const [failed] = await context.db.select().from(outbox);
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, claimedUntil: null });
      expect(failed?.lastError).toMatch(/\S/);
      expect(failed?.nextAttemptAt).toEqual(new Date(clock().getTime() + 30_000));

      const smtp = failure === 'down' ? await sink(first.port) : first;
      expect(await outboxSender.sendDue()).toBe(0);
      clock.advance(29);
      expect(await outboxSender.sendDue()).toBe(0);
      expect(smtp.received).toHaveLength(0);

      clock.advance(1);
      const sentAt = clock();
      expect(await outboxSender.sendDue()).toBe(1);
      clock.advance(3600);
      expect(await outboxSender.sendDue()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(readMail(smtp.received[0]?.raw ?? '').text).toContain(QUESTION);
      const [sent] = await context.db.select().from(outbox);
      expect(sent).toMatchObject({ attempts: 1, sentAt, claimedUntil: null });
    },
  );

  it('never sends a message twice when two senders drain the outbox at the same time', async () => {
    context = await createTestApp({ clock: testClock() });
    const smtp = await sink();
    for (const key of ['kari', 'siri', 'anne'] as const) {
      await ask(context, await sessionFor(context, key), `Spørsmål fra ${key}`);
    }
    const first = sender(context, smtp.url);
    const second = sender(context, smtp.url);
    const tried = await Promise.all([first.sendDue(), second.sendDue()]);
    expect(tried[0] + tried[1]).toBe(3);
    expect(await Promise.all([first.sendDue(), second.sendDue()])).toEqual([0, 0]);

    expect(smtp.received).toHaveLength(3);
    const messageIds = smtp.received.map((mail) => readMail(mail.raw).headers.get('message-id'));
    expect(new Set(messageIds).size).toBe(3);
    const rows = await context.db.select().from(outbox);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 0)).toBe(true);
  });

  it('writes each message as a readable .eml file when no SMTP server is configured', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-mail-'));
    context = await createTestApp({ clock: testClock() });
    const kari = await sessionFor(context, 'kari');
    await ask(context, kari, QUESTION);
    expect(await sender(context, undefined, { dataDir }).sendDue()).toBe(1);

    const [row] = await context.db.select().from(outbox);
    const files = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(files).toEqual([`outbox-${row?.id}@foretaksportalen.eml`]);
    const raw = fs.readFileSync(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^From: Foretaksportalen <ikke-svar@foretaksportalen\.example>$/m);
    expect(raw).toMatch(/^To: sporsmal@klagenemnda\.example$/m);
    const mail = readMail(raw);
    expect(mail.headers.get('subject')).toBe('Spørsmål fra Eksempel Bank ASA via Foretaksportalen');
    expect(mail.text).toContain(QUESTION);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an empty or too long question with 400 and stores nothing', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    for (const [message, error] of [
      ['   ', 'Skriv spørsmålet ditt'],
      [undefined, 'Skriv spørsmålet ditt'],
      ['x'.repeat(2001), 'Spørsmålet kan maksimalt inneholde 2000 tegn'],
    ] as const) {
      const response = await ask(context, kari, message);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ message: [error] });
    }
    expect(await context.db.select().from(questions)).toEqual([]);
    expect(await context.db.select().from(outbox)).toEqual([]);
  });

  it('refuses a question without the XSRF header, and from level 4, which has no help page', async () => {
    context = await createTestApp();
    const kari = await sessionFor(context, 'kari');
    const withoutXsrf = await context.app.inject({
      method: 'POST',
      url: '/api/faq',
      payload: { message: QUESTION },
      cookies: kari.cookies,
    });
    expect(withoutXsrf.statusCode).toBe(403);
    const ivar = await sessionFor(context, 'ivar');
    const fromIvar = await ask(context, ivar, QUESTION);
    expect(fromIvar.statusCode).toBe(403);
    expect(fromIvar.json().title).toBe('Du har ikke tilgang til hjelpesiden');
    expect(await context.db.select().from(outbox)).toEqual([]);
  });
});

describe('retryDelaySeconds', () => {
  it('waits 30 s after the first failure, doubling, at most an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });
});
