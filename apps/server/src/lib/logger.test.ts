import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  describeError,
  loggableError,
  loggableUrl,
  loggerOptions,
  queryName,
  serverLogging,
  TerminalRequestLog,
} from './logger.ts';

describe('loggableUrl', () => {
  it('drops query strings, which carry OIDC codes and states', () => {
    expect(loggableUrl('/api/oidc/callback?code=secret&state=abc')).toBe('/api/oidc/callback');
  });

  it('hides access codes, PINs and national ids that the specification puts in paths', () => {
    expect(loggableUrl('/api/access/ABCDEFGHJKLMNPQR/123456')).toBe('/api/access/[skjult]');
    expect(loggableUrl('/api/clerk/check/02879044939')).toBe('/api/clerk/check/[skjult]');
    expect(loggableUrl('/api/config')).toBe('/api/config');
  });
});

describe('queryName', () => {
  it('is the statement’s verb and first table, as Drizzle writes them', () => {
    expect(queryName('insert into "persons" ("id", "first_name") values ($1, $2)')).toBe('insert persons');
    expect(queryName('select "id" from "cases" where "cases"."id" = $1 for update')).toBe('select cases');
    expect(queryName('update "memberships" set "email" = $1 where "id" = $2')).toBe('update memberships');
    expect(queryName('delete from "uploads" where "id" in ($1)')).toBe('delete uploads');
    expect(queryName("select tablename from pg_tables where schemaname = 'public'")).toBe('select pg_tables');
    expect(queryName('truncate "cases", "persons" restart identity cascade')).toBe('truncate');
  });
});

/** A failed insert as node-postgres and PGlite report it: PostgreSQL's error, with the row in its detail. */
function failedInsert() {
  const cause = Object.assign(
    new Error('duplicate key value violates unique constraint "persons_email_key"'),
    {
      severity: 'ERROR',
      code: '23505',
      detail: 'Key (email)=(kari.nordmann@example.no) already exists.',
      schema: 'public',
      table: 'persons',
      constraint: 'persons_email_key',
      // PGlite puts the statement and its parameters on its errors too.
      query: 'insert into "persons" ("first_name", "email") values ($1, $2)',
      params: ['Kari', 'kari.nordmann@example.no'],
    },
  );
  return new DrizzleQueryError(
    'insert into "persons" ("first_name", "email") values ($1, $2)',
    ['Kari', 'kari.nordmann@example.no'],
    cause,
  );
}

describe('loggableError', () => {
  it('keeps of a failed query its statement, SQLSTATE, table and constraint, and none of its values', () => {
    const logged = loggableError(failedInsert());
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert persons',
      cause: {
        type: 'DatabaseError',
        code: '23505',
        schema: 'public',
        table: 'persons',
        constraint: 'persons_email_key',
      },
    });
    const text = JSON.stringify(logged);
    for (const value of ['Kari', 'kari.nordmann', 'already exists', 'values', '$1']) {
      expect(text, value).not.toContain(value);
    }
    expect(String(logged.stack)).toMatch(/^ {4}at /);
  });

  it('keeps other errors’ messages and codes, without e-mail addresses', () => {
    const smtp = Object.assign(
      new Error('Recipient command failed: 550 5.1.1 <kari@example.no>: unknown user'),
      {
        code: 'EENVELOPE',
      },
    );
    expect(loggableError(smtp)).toMatchObject({
      type: 'Error',
      code: 'EENVELOPE',
      message: 'Recipient command failed: 550 5.1.1 <e-postadresse>: unknown user',
    });
    const refused = new AggregateError([
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ]);
    expect(loggableError(refused)).toMatchObject({ errors: [{ code: 'ECONNREFUSED' }] });
  });

  it('logs what is not an error by its kind only', () => {
    expect(loggableError('Kari Nordmann')).toEqual({ type: 'string' });
  });
});

describe('describeError', () => {
  it('tells the admin command’s user which query failed and why, without the values', () => {
    expect(describeError(failedInsert())).toBe(
      'Databasespørringen «insert persons» feilet: SQLSTATE 23505 i tabellen persons (persons_email_key)',
    );
    expect(describeError(new Error('Datamappen er i bruk'))).toBe('Datamappen er i bruk');
  });
});

/** What `read` gives while standard output is, or is not, a terminal. */
function withStandardOutput<T>(isTTY: boolean, read: () => T): T {
  const before = process.stdout.isTTY;
  process.stdout.isTTY = isTTY;
  try {
    return read();
  } finally {
    process.stdout.isTTY = before;
  }
}

describe('the log at a terminal', () => {
  it('is pino-pretty’s lines only when standard output is a terminal and no stream is given', () => {
    const terminal = withStandardOutput(true, () => serverLogging('info'));
    expect(terminal.logger.transport).toMatchObject({ target: 'pino-pretty' });
    expect(terminal.logController).toBeInstanceOf(TerminalRequestLog);
    for (const logging of [
      withStandardOutput(false, () => serverLogging('info')),
      withStandardOutput(true, () => serverLogging('info', { write: () => {} })),
    ]) {
      expect(logging.logger.transport).toBeUndefined();
      expect(logging.logController).toBeUndefined();
    }
    // The same redaction and serializers as the JSON lines: pino applies them before the transport formats.
    const json = withStandardOutput(false, () => loggerOptions('info'));
    expect(terminal.logger.redact).toEqual(json.redact);
    expect(terminal.logger.serializers?.err).toBe(loggableError);
    expect(
      terminal.logger.serializers?.req?.({ id: '1', method: 'GET', url: '/api/access/A/1?x=y' }),
    ).toEqual({
      id: '1',
      method: 'GET',
      url: '/api/access/[skjult]',
    });
  });

  it('has one line per answered request, with a loggable URL, and none for the health checks', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions('info', { write: (line) => lines.push(line) }),
      logController: new TerminalRequestLog(),
    });
    for (const url of ['/api/health', '/api/health/ready', '/api/health/live', '/api/access/:code/:pin']) {
      app.get(url, async () => ({}));
    }
    app.get('/api/failing', async () => {
      throw new Error('broken');
    });
    for (const url of [
      '/api/health',
      '/api/health/ready?x=1',
      '/api/health/live',
      '/api/access/SECRET/123456',
    ]) {
      await app.inject(url);
    }
    await app.inject({ method: 'GET', url: '/api/failing' });
    await app.close();

    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.map(({ msg }) => msg.replace(/\d+ ms$/, 'n ms'))).toEqual([
      'GET /api/access/[skjult] 200 n ms',
      'broken',
      'GET /api/failing 500 n ms',
    ]);
  });
});
