import { caseSequence } from '@foretaksportalen/shared/case-number';
import { DEMO_CASE_STATUSES, demoCaseSpecs } from '@foretaksportalen/shared/demo-cases';
import { DEMO_COMPANIES, type DemoCompanyKey } from '@foretaksportalen/shared/demo-data';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/run-admin.ts';
import type { Database } from '../src/db/client.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { auditLog, caseEvents, caseParties, cases, documents } from '../src/db/schema.ts';
import { createFolderBlobStore } from '../src/lib/blob-store/index.ts';
import { createAccessKeyService } from '../src/modules/access-key/index.ts';
import { type AdminCli, adminCli } from './helpers/admin-cli.ts';
import { companyClerkOf } from './helpers/test-app.ts';
import { testConfig } from './helpers/test-config.ts';
import { testDatabaseKind } from './helpers/test-database.ts';

/** Map.groupBy, which the ES2023 library of the type check does not know yet. */
function groupBy<T>(items: T[], keyOf: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const PUBLIC_URL = 'https://portal.example.no';

describe('the admin command line', () => {
  let cli: AdminCli;
  const config = () => testConfig({ publicUrl: PUBLIC_URL });

  beforeAll(async () => {
    cli = await adminCli({ publicUrl: PUBLIC_URL });
  });
  afterAll(() => cli.dispose());

  const issueArgs = (overrides: Record<string, string> = {}) =>
    Object.entries({
      company: DEMO_COMPANIES.bank.orgNum,
      'first-name': 'Nils',
      'last-name': 'Nyansatt',
      email: 'nils.nyansatt@eksempelbank.no',
      role: 'Administrator',
      ...overrides,
    }).flatMap(([name, value]) => [`--${name}`, value]);

  /** The database the commands wrote to, through the portal's own access-key service. */
  const withAccessKeys = <T>(use: (service: ReturnType<typeof createAccessKeyService>) => Promise<T>) =>
    cli.withDatabase((db) => use(createAccessKeyService({ db, config: config(), clock: () => new Date() })));

  it('issues an access key and prints the letter in Norwegian; the key works afterwards', async () => {
    const result = await cli.run('access-key', 'issue', ...issueArgs({ company: DEMO_COMPANIES.bank.name }));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Nils Nyansatt (nils.nyansatt@eksempelbank.no), Administrator i Eksempel Bank ASA',
    );
    const line = (label: string) => new RegExp(`^${label}:\\s+(.+)$`, 'm').exec(result.stdout)?.[1];
    const url = line('Adresse') ?? '';
    const code = line('Kode') ?? '';
    const pin = line('PIN') ?? '';
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/access/[a-z0-9]{24}$`));
    expect(code).toMatch(/^\S{4} \S{4} \S{4} \S{4}$/);
    expect(pin).toMatch(/^\d{6}$/);
    expect(line('Gyldig til')).toMatch(/^\d{2}\.\d{2}\.\d{4}/);

    const urlKey = url.slice(url.lastIndexOf('/') + 1);
    await withAccessKeys(async (accessKeys) => {
      expect(await accessKeys.isKeyUsable(urlKey)).toBe(true);
      expect((await accessKeys.verifyCodeAndPin(code.replaceAll(' ', ''), pin))?.urlKey).toBe(urlKey);
    });
  });

  it('explains its commands and options with --help', async () => {
    const general = await cli.run('--help');
    expect(general.code).toBe(0);
    expect(general.stdout).toContain('Bruk: npm run admin -- <kommando> [valg]');
    expect(general.stdout).toContain('access-key issue');

    const command = await cli.run('access-key', 'issue', '--help');
    expect(command.code).toBe(0);
    for (const option of ['--company', '--first-name', '--last-name', '--email', '--role', '--phone']) {
      expect(command.stdout).toContain(option);
    }
  });

  it.each([
    ['no command', [], 'Bruk: npm run admin'],
    ['an unknown command', ['access-key', 'forget'], 'Ukjent kommando «access-key forget»'],
    ['a missing option', ['access-key', 'issue', '--company', '999888777'], 'Mangler --first-name'],
    [
      'an option without its value',
      ['access-key', 'issue', ...issueArgs(), '--phone'],
      '--phone trenger en verdi',
    ],
    ['an unknown option', ['access-key', 'issue', ...issueArgs(), '--pin', '123456'], 'Ukjent valg --pin'],
  ])('exits with 2 on %s', async (_case, args, message) => {
    const result = await cli.run(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it.each([
    ['an unknown company', { company: '123456789' }, 'Fant ikke foretaket «123456789»'],
    ['an unknown role', { role: 'Sjef' }, 'Ukjent rolle «Sjef»'],
    ['an invalid e-mail address', { email: 'nils@' }, 'Ugyldig e-postadresse'],
  ])('exits with 1 on %s', async (_case, overrides, message) => {
    const result = await cli.run('access-key', 'issue', ...issueArgs(overrides));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('says which query failed and why, without the values it carried (issue 17)', async () => {
    const refuse = [
      `create function test_refuse_access_key() returns trigger language plpgsql as $$
       begin
         raise exception 'access key refused' using errcode = '23514', table = 'access_keys',
           detail = format('Failing row contains (%s, %s).', new.first_name, new.email);
       end $$`,
      `create trigger test_refuse_access_key before insert on access_keys
         for each row execute function test_refuse_access_key()`,
    ];
    await cli.withDatabase(async (db) => {
      for (const statement of refuse) await db.execute(sql.raw(statement));
    });
    try {
      const result = await cli.run('access-key', 'issue', ...issueArgs());
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        'Feil: Databasespørringen «insert access_keys» feilet: SQLSTATE 23514 i tabellen access_keys',
      );
      for (const value of ['Nils', 'Nyansatt', 'nils.nyansatt']) expect(result.stderr).not.toContain(value);
    } finally {
      await cli.withDatabase(async (db) => {
        await db.execute(sql.raw('drop trigger test_refuse_access_key on access_keys'));
        await db.execute(sql.raw('drop function test_refuse_access_key()'));
      });
    }
  });

  // Only the embedded database has a data folder to lock; a PostgreSQL server takes any number of processes.
  it.skipIf(testDatabaseKind() === 'postgres')(
    'refuses while another process (a running portal) holds the data folder',
    async () => {
      const unlock = lockDataDir(cli.dataDir);
      try {
        // The one command run in a process of its own, as operators run it: the lock is another process's.
        const result = await cli.spawn('access-key', 'issue', ...issueArgs());
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`er i bruk av prosess ${process.pid}`);
      } finally {
        unlock();
      }
    },
  );

  describe('cases generate', () => {
    const demoNumbers = () => new Set(demoCaseSpecs(cli.today).map((spec) => spec.caseNumber));
    const casesOf = (db: Database, company: DemoCompanyKey) =>
      db.select().from(cases).where(eq(cases.companyId, DEMO_COMPANIES[company].id));

    /** Each year's sequences run from 1 without gaps or repeats. */
    function expectUnbrokenNumbering(caseNumbers: string[], prefix: string) {
      const byYear = groupBy(caseNumbers, (caseNumber) =>
        caseNumber.slice(prefix.length + 1, prefix.length + 5),
      );
      for (const [year, numbers] of byYear) {
        const sequences = numbers
          .map((caseNumber) => caseSequence(caseNumber, prefix, year) ?? 0)
          .sort((a, b) => a - b);
        expect(sequences).toEqual(sequences.map((_, index) => index + 1));
      }
    }

    it('makes the cases in batches, numbered on from the company’s cases and consistent with their events', async () => {
      const count = 1200;
      const result = await cli.run(
        'cases',
        'generate',
        '--company',
        DEMO_COMPANIES.bank.orgNum,
        '--count',
        String(count),
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Laget 1200 saker for Eksempel Bank ASA \(999888777\) på [\d,]+ s\.$/m);
      expect(result.stdout).toMatch(/^Saksnumre \d{4}: EB-\d{4}-\d{4,} – EB-\d{4}-\d{4,}$/m);

      await cli.withDatabase(async (db) => {
        const bankCases = await casesOf(db, 'bank');
        const demo = demoNumbers();
        const generated = bankCases.filter((row) => !demo.has(row.caseNumber));
        expect(generated).toHaveLength(count);
        expectUnbrokenNumbering(
          bankCases.map((row) => row.caseNumber),
          DEMO_COMPANIES.bank.casePrefix,
        );
        const generatedIds = generated.map((row) => row.id);
        const events = await db.select().from(caseEvents).where(inArray(caseEvents.caseId, generatedIds));
        const eventsPerCase = groupBy(events, (event) => event.caseId);
        for (const row of generated) {
          const own = eventsPerCase.get(row.id) ?? [];
          expect(own.length).toBeGreaterThanOrEqual(1);
          expect(own.length).toBeLessThanOrEqual(4);
          expect(row.unreadCount).toBe(own.filter((event) => !event.isRead).length);
          expect(row.lastEventAt).toEqual(
            new Date(Math.max(...own.map((event) => event.createdAt.getTime()))),
          );
          expect(new Set(Object.keys(DEMO_CASE_STATUSES))).toContain(row.statusCode);
        }
        expect(new Set(generated.map((row) => row.unreadCount))).toEqual(new Set([0, 1, 2, 3]));

        const complainers = await db
          .select()
          .from(caseParties)
          .where(and(inArray(caseParties.caseId, generatedIds), eq(caseParties.role, 'complainer')));
        expect(complainers).toHaveLength(count);
        const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'cases.generated'));
        expect(audit).toMatchObject([{ companyId: DEMO_COMPANIES.bank.id, details: { count } }]);

        const documentRows = await db.select().from(documents).where(inArray(documents.caseId, generatedIds));
        const perEvent = groupBy(documentRows, (document) => document.caseEventId);
        expect(Math.max(...[...perEvent.values()].map((list) => list.length))).toBeLessThanOrEqual(2);
        const blobs = createFolderBlobStore(cli.blobDir);
        const keys = new Set(documentRows.map((document) => document.blobKey));
        expect(keys.size).toBeLessThanOrEqual(3);
        for (const key of keys) expect((await blobs.read(key)).subarray(0, 5).toString()).toBe('%PDF-');

        const clerkIds = new Set(generated.map((row) => row.clerkMembershipId));
        expect(clerkIds).toContain(null);
        const withCases = ['anne', 'kari', 'ola', 'siri', 'nina'] as const;
        const allowed = await Promise.all(
          withCases.map(async (key) => (await companyClerkOf({ db }, key)).Id),
        );
        expect([...clerkIds].filter((id) => id !== null).sort()).toEqual(allowed.sort());
      });
    });

    it('continues the numbering on the next run, for a company given by its id', async () => {
      const before = await cli.withDatabase(async (db) => (await casesOf(db, 'forsikring')).length);
      const result = await cli.run(
        'cases',
        'generate',
        '--company',
        DEMO_COMPANIES.forsikring.id,
        '--count',
        '5',
      );
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Laget 5 saker for Eksempel Forsikring AS (999666555)');
      const numbers = await cli.withDatabase(async (db) =>
        (await casesOf(db, 'forsikring')).map((row) => row.caseNumber),
      );
      expect(numbers).toHaveLength(before + 5);
      expectUnbrokenNumbering(numbers, DEMO_COMPANIES.forsikring.casePrefix);
    });

    it('is in the help, with its options', async () => {
      expect((await cli.run('--help')).stdout).toContain('cases generate');
      const help = await cli.run('cases', 'generate', '--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Bruk: npm run admin -- cases generate --company … --count … [valg]');
      for (const option of ['--company <orgnr|navn|id>', '--count <antall>'])
        expect(help.stdout).toContain(option);
    });

    it.each([
      ['a count that is no number', 'mange'],
      ['a count of zero', '0'],
      ['a count above the limit', '100001'],
      ['a count with decimals', '2.5'],
    ])('exits with 2 on %s, before opening the database', async (_case, count) => {
      const output = { out: [] as string[], err: [] as string[] };
      const code = await runAdmin(
        ['cases', 'generate', '--company', DEMO_COMPANIES.bank.orgNum, '--count', count],
        {
          out: (text) => output.out.push(text),
          err: (text) => output.err.push(text),
        },
      );
      expect(code).toBe(2);
      expect(output.err.join('\n')).toContain(
        `--count må være et helt tall fra 1 til 100000, ikke «${count}»`,
      );
      expect(output.out).toEqual([]);
    });

    it('exits with 1 on an unknown company, and makes nothing', async () => {
      const before = await cli.withDatabase(
        async (db) => (await db.select({ id: cases.id }).from(cases)).length,
      );
      const result = await cli.run('cases', 'generate', '--company', '123456789', '--count', '10');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Fant ikke foretaket «123456789»');
      expect(
        await cli.withDatabase(async (db) => (await db.select({ id: cases.id }).from(cases)).length),
      ).toBe(before);
    });
  });
});
