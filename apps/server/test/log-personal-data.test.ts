import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { lendPgliteCluster } from '../../../scripts/lib/pglite-cluster.ts';
import { openPglite } from '../src/db/client.ts';
import { identityHash } from '../src/lib/hashing.ts';
import { createUploadPurger } from '../src/modules/upload/index.ts';
import { type CaseTestContext, createCaseTestApp, testPdf } from './helpers/cases.ts';
import { createCase, newIncident, norwegianConsumer, uploadAll } from './helpers/new-case.ts';
import { portalStartFailure } from './helpers/portal-process.ts';
import { capturedLog, companyClerkOf, sessionFor, testClock } from './helpers/test-app.ts';
import { TEST_IDENTITY_KEY } from './helpers/test-config.ts';
import { MIME } from './helpers/uploads.ts';

/**
 * No personal data in the server log (issue 17): a failed query is logged with its SQLSTATE, its table or the
 * statement's verb and table, and the request id, never with its parameters, PostgreSQL's detail (which names
 * row values) or the rows. Every logger of the server serializes errors alike: requests, background tasks and
 * the start.
 */

/** The log as JSON entries, and as one text to look for values in. */
const entriesOf = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

/** Every log entry with an error, with the error as the log keeps it. */
const errorEntries = (lines: string[]) =>
  entriesOf(lines).filter((entry) => entry.err !== undefined) as ({ reqId?: string; err: unknown } & Record<
    string,
    unknown
  >)[];

let context: CaseTestContext;
afterEach(() => context?.app.close());

/** Runs the statements now and their undoing when the test ends: the test database is shared by every file. */
async function temporarily(statements: string[], undo: string[]) {
  onTestFinished(async () => {
    for (const statement of undo) await context.db.execute(sql.raw(statement));
  });
  for (const statement of statements) await context.db.execute(sql.raw(statement));
}

/** A trigger function that refuses a row as a rule in the database would, naming the row in its detail. */
const refusingFunction = (name: string, table: string, row: string) =>
  `create function ${name}() returns trigger language plpgsql as $$
   begin
     raise exception '${table} refused' using errcode = '23514', table = '${table}',
       detail = format('Failing row contains (%s).', ${row});
   end $$`;

describe('errors in the log', () => {
  it('a failed query in a request: code, table, statement and request id, none of the complainer’s data', async () => {
    const log = capturedLog();
    context = await createCaseTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
    // A unique index the schema does not have: the second case of the same complainer then fails as a real
    // constraint does, with PostgreSQL's detail naming the value ("Key (email)=(…) already exists").
    const email = 'ingrid.personvernsen@example.no';
    await temporarily(
      [`create unique index test_case_parties_email on case_parties (email) where email = '${email}'`],
      ['drop index test_case_parties_email'],
    );
    const kari = await sessionFor(context, 'kari');
    const registrar = await companyClerkOf(context, 'kari');
    const files = [{ name: 'Klage.pdf', type: MIME.pdf, content: await testPdf('Klage') }];
    const first = await createCase(
      context,
      kari,
      newIncident(registrar, await uploadAll(context, kari, files), {
        Complainer: { ...norwegianConsumer(), Email: email },
      }),
    );
    expect(first.statusCode, first.body).toBe(200);

    const complainer = {
      ...norwegianConsumer(),
      Email: email,
      FirstName: 'Ingrid',
      LastName: 'Personvernsen',
      Reference: 'Kundenummer 99887766',
      Pnr: '05819541258:NO',
      Address: { ...norwegianConsumer().Address, Address: 'Hemmeligveien 42' },
      Phone: { ...norwegianConsumer().Phone, Phone: '98765432' },
    };
    const second = await createCase(
      context,
      kari,
      newIncident(registrar, await uploadAll(context, kari, files), {
        Complainer: complainer,
        CompanyCaseRef: 'Saksref-5566',
        CompanyNote: 'Kunden ringte om Ingrid',
      }),
    );
    expect(second.statusCode, second.body).toBe(500);

    const personalData = [
      complainer.FirstName,
      complainer.LastName,
      complainer.Email,
      complainer.Reference,
      '05819541258',
      identityHash(TEST_IDENTITY_KEY, 'NO', '05819541258'),
      complainer.Address.Address,
      complainer.Phone.Phone,
      'Saksref-5566',
      'Kunden ringte',
    ];
    const text = log.lines.join('\n');
    for (const value of personalData) expect(text, value).not.toContain(value);
    expect(text).not.toContain('already exists');

    const [failure, ...others] = errorEntries(log.lines);
    expect(others).toEqual([]);
    expect(failure?.err).toMatchObject({
      query: 'insert case_parties',
      cause: { code: '23505', table: 'case_parties', constraint: 'test_case_parties_email' },
    });
    // The request it failed in, by the id Fastify logged the request with.
    const lastCreate = entriesOf(log.lines)
      .filter((entry) => (entry.req as { url?: string } | undefined)?.url === '/api/case/create')
      .at(-1);
    expect(lastCreate?.reqId).toEqual(expect.any(String));
    expect(failure?.reqId).toBe(lastCreate?.reqId);
  });

  it('a failed query in a background task (the upload purge): the same, without the file’s name', async () => {
    const log = capturedLog();
    const clock = testClock();
    context = await createCaseTestApp({ clock, config: { logLevel: 'info' }, logStream: log.stream });
    const kari = await sessionFor(context, 'kari');
    await uploadAll(context, kari, [
      { name: 'Lønnsslipp Kari Nordmann.pdf', type: MIME.pdf, content: await testPdf('Lønn') },
    ]);
    await temporarily(
      [
        refusingFunction('test_refuse_upload_delete', 'uploads', 'old.file_name'),
        `create trigger test_refuse_upload_delete before delete on uploads
           for each row execute function test_refuse_upload_delete()`,
      ],
      ['drop trigger test_refuse_upload_delete on uploads', 'drop function test_refuse_upload_delete()'],
    );
    clock.advance(25 * 60 * 60);
    const purger = createUploadPurger({
      db: context.db,
      blobs: context.blobs,
      clock,
      log: context.app.log,
      retentionHours: 24,
    });
    purger.start();
    await purger.stop();

    const text = log.lines.join('\n');
    expect(text).not.toContain('Lønnsslipp');
    expect(text).not.toContain('Kari Nordmann');
    const [failure] = errorEntries(log.lines);
    expect(failure?.err).toMatchObject({
      query: 'delete uploads',
      cause: { code: '23514', table: 'uploads' },
    });
  });

  it('a failed query at the start of the portal process: the same, without the demo persons', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-log-start-'));
    onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // A migrated, empty database that refuses persons: the demo data fails at the first person.
    await lendPgliteCluster(path.join(dataDir, 'db'));
    const database = openPglite(path.join(dataDir, 'db'));
    await database.migrate();
    await database.db.execute(sql.raw(refusingFunction('refuse_person', 'persons', 'new.first_name')));
    await database.db.execute(
      sql.raw(
        'create trigger refuse_person before insert on persons for each row execute function refuse_person()',
      ),
    );
    await database.close();

    const { code, output } = await portalStartFailure({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    expect(code, output).not.toBe(0);
    for (const name of ['Anne', 'Kari', 'Nordmann', 'Siri', 'Superbruker'])
      expect(output, name).not.toContain(name);
    const failure = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { err?: unknown })
      .find((entry) => entry.err !== undefined);
    expect(failure?.err, output).toMatchObject({
      query: 'insert persons',
      cause: { code: '23514', table: 'persons' },
    });
  }, 120_000);
});
