import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../src/db/schema.ts';
import { createApiKeyService } from '../src/modules/api-key/index.ts';
import { type AdminCli, adminCli } from './helpers/admin-cli.ts';

/**
 * The operators' commands for API keys and companies, each in its own process as an operator runs it. A test runs
 * up to five commands, each starting Node and opening the database: two minutes each on a busy machine.
 */
describe('api-key and company commands', { timeout: 120_000 }, () => {
  let cli: AdminCli;
  beforeAll(async () => {
    cli = await adminCli();
  });
  afterAll(() => cli.dispose());

  it('creates a key it prints once, lists it without the key, revokes it by name; the API then refuses it', async () => {
    const created = await cli.run(
      'api-key',
      'create',
      '--name',
      'Saksbehandlingssystemet',
      '--scopes',
      'cases, content',
    );
    expect(created.code, created.stderr).toBe(0);
    const key = created.stdout.match(/Nøkkel: (fpk_[A-Za-z0-9_-]{43})/)?.[1] ?? '';
    expect(created.stdout).toContain('«Saksbehandlingssystemet» laget med tilgangene cases, content');
    expect(
      await cli.withDatabase((db) => createApiKeyService({ db, clock: () => new Date() }).authenticate(key)),
    ).toMatchObject({ name: 'Saksbehandlingssystemet', scopes: ['cases', 'content'] });

    const listed = await cli.run('api-key', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /Saksbehandlingssystemet\s+fpk_\S{6}…\s+cases,content\s+.*\s+aktiv\s+[0-9a-f-]{36}$/m,
    );
    expect(listed.stdout).not.toContain(key.slice(10));

    const taken = await cli.run(
      'api-key',
      'create',
      '--name',
      'Saksbehandlingssystemet',
      '--scopes',
      'cases',
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('Det finnes allerede en aktiv API-nøkkel med dette navnet');

    const revoked = await cli.run('api-key', 'revoke', '--name', 'Saksbehandlingssystemet');
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('er trukket tilbake');
    expect(
      await cli.withDatabase((db) => createApiKeyService({ db, clock: () => new Date() }).authenticate(key)),
    ).toBeNull();
    expect((await cli.run('api-key', 'list')).stdout).toMatch(/Saksbehandlingssystemet.*trukket tilbake/);
    expect((await cli.run('api-key', 'revoke', '--name', 'Saksbehandlingssystemet')).code).toBe(1);
  });

  it('refuses wrong use before opening anything (exit code 2) and unknown scopes with the reason (exit code 1)', async () => {
    const neither = await cli.run('api-key', 'revoke');
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain('Oppgi enten --name eller --id.');
    expect((await cli.run('api-key', 'revoke', '--name', 'a', '--id', 'b')).code).toBe(2);
    expect((await cli.run('api-key', 'create', '--name', 'x')).code).toBe(2);
    const scopes = await cli.run('api-key', 'create', '--name', 'x', '--scopes', 'cases,alt');
    expect(scopes.code).toBe(1);
    expect(scopes.stderr).toContain('Ukjent tilgang: velg blant companies, cases, content');
  });

  it('creates, updates and lists companies with the API’s rules, naming the operator in the audit log', async () => {
    const created = await cli.run(
      'company',
      'create',
      '--org-num',
      '912 345 670',
      '--name',
      'Nordlys Kraft AS',
      '--case-prefix',
      'NK',
      '--email',
      'post@nordlyskraft.no',
      '--postal-code',
      '0155',
      '--notify-on-new-cases',
      'ja',
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Nordlys Kraft AS (912345670), saksprefiks NK');
    expect(created.stdout).toContain('Adresse: 0155 OSLO');
    expect(created.stdout).toContain('Valg som er på: NotifyOnNewCases');

    const updated = await cli.run(
      'company',
      'update',
      '--org-num',
      '912345670',
      '--portal-locked-for-elkom',
      'ja',
    );
    expect(updated.code, updated.stderr).toBe(0);
    expect(updated.stdout).toContain('Foretaket er endret.');
    expect(updated.stdout).toContain('Valg som er på: NotifyOnNewCases, IsPortalLockedForElKom');
    const again = await cli.run(
      'company',
      'update',
      '--org-num',
      '912345670',
      '--portal-locked-for-elkom',
      'ja',
    );
    expect(again.stdout).toContain('Ingenting å endre');

    const listed = await cli.run('company', 'list');
    expect(listed.stdout).toContain('Nordlys Kraft AS (912345670)');
    expect(listed.stdout).toContain('Eksempel Bank ASA (999888777)');

    const audited = await cli.withDatabase(async (db) => {
      const [company] = await db.select().from(companies).where(eq(companies.orgNum, '912345670'));
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, company?.id ?? ''), eq(auditLog.targetType, 'company')));
    });
    expect(audited.map((entry) => entry.action)).toEqual(['company.created', 'company.updated']);
    expect(audited[0]?.details).toMatchObject({ operator: expect.stringMatching(/^admin-command/) });
  });

  it('refuses invalid settings with their messages, and wrong flags and empty updates as wrong use', async () => {
    const invalid = await cli.run(
      'company',
      'create',
      '--org-num',
      '123',
      '--name',
      'X',
      '--case-prefix',
      'x y',
      '--phone',
      '1',
    );
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('Organisasjonsnummeret må bestå av 9 siffer');
    expect(invalid.stderr).toContain('Saksprefikset må være 1-10 store bokstaver eller sifre');
    expect(invalid.stderr).toContain('Ugyldig telefonnummer');
    const taken = await cli.run(
      'company',
      'create',
      '--org-num',
      '999888777',
      '--name',
      'X',
      '--case-prefix',
      'X',
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('Det finnes allerede et foretak med dette organisasjonsnummeret');
    const flag = await cli.run(
      'company',
      'update',
      '--org-num',
      '999888777',
      '--force-read-by-company',
      'kanskje',
    );
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('--force-read-by-company må være ja eller nei, ikke «kanskje».');
    expect((await cli.run('company', 'update', '--org-num', '999888777')).code).toBe(2);
    const unknown = await cli.run('company', 'update', '--org-num', '123456789', '--name', 'Y');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Fant ikke foretaket');
  });
});
