import { portalConfigSchema } from '@foretaksportalen/shared/contract/config';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { persons } from '../src/db/schema.ts';
import {
  asClerk,
  companyClerkOf,
  createTestApp,
  type DemoPersonKey,
  demoPerson,
  sessionFor,
} from './helpers/test-app.ts';
import { testConfig } from './helpers/test-config.ts';

describe('GET /api/config', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  afterEach(() => context?.app.close());

  const expectations: [DemoPersonKey, string, number][] = [
    ['kari', 'Saksbehandler', 1],
    ['ola', 'Ekstern saksbehandler', 2],
    ['siri', 'Superbruker', 3],
    ['ivar', 'Brukeradministrator', 4],
    ['anne', 'Administrator', 5],
  ];

  it.each(expectations)(
    'gives %s the full configuration with role %s (level %i)',
    async (key, role, level) => {
      context = await createTestApp();
      const session = await sessionFor(context, key);
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/config',
        ...asClerk(session, context.config),
      });
      expect(response.statusCode).toBe(200);
      const config = portalConfigSchema.parse(response.json());
      expect(config.LoginClerk.AccessRole).toEqual({ Name: role, AccessLevel: level });
      expect(config.LoginClerk.ClerkId).toBe(session.personId);
      expect(config.LoginClerk.CompanyGuid).toBe(DEMO_COMPANIES.bank.id);
      expect(config.LoginClerk.CompanyName).toBe('Eksempel Bank ASA');
      expect(config.Roles.map((r) => [r.Name, r.AccessLevel])).toEqual([
        ['Saksbehandler', 1],
        ['Ekstern saksbehandler', 2],
        ['Superbruker', 3],
        ['Brukeradministrator', 4],
        ['Administrator', 5],
      ]);
      expect(config.Roles.every((r) => r.Description.length > 0)).toBe(true);
      expect(config.Countries.map((c) => [c.cca2, c.callingcodes[0]])).toEqual([
        ['NO', '47'],
        ['SE', '46'],
        ['DK', '45'],
      ]);
      expect(config.SessionTimeout).toBe(1800);
      expect(config.MaxUploadFileSize).toBe(25 * 1024 * 1024);
      expect(config.ContentTypes).toContain('application/pdf');
      // Bank clerks only: Anne, Kari, Ola, Siri, Ivar, Dag (disabled) and Nina; never Forsikring's.
      expect(config.CompanyClerks.map((c) => c.DisplayName).sort()).toEqual([
        'Anne Admin',
        'Dag Deaktivert',
        'Ivar Brukeradmin',
        'Kari Nordmann',
        'Nina Ny',
        'Ola Ekstern',
        'Siri Superbruker',
      ]);
      expect(config.CompanyClerks.find((c) => c.DisplayName === 'Dag Deaktivert')?.Disabled).toBe(true);
    },
  );

  /** The configuration as the browser receives it, before any schema strips a field. */
  const rawConfig = async (session: Awaited<ReturnType<typeof sessionFor>>) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/config',
      ...asClerk(session, context.config),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      CompanyClerks: Record<string, unknown>[];
      Roles: { AccessLevel: number; Grantable: boolean }[];
    };
  };
  const BANK_CLERKS: DemoPersonKey[] = ['anne', 'dag', 'ivar', 'kari', 'nina', 'ola', 'siri'];

  it.each<DemoPersonKey>(['kari', 'ola', 'siri'])(
    'gives %s (levels 1-3) of every colleague only the ids, name, phone, disabled flag and whether they see cases',
    async (key) => {
      context = await createTestApp();
      const raw = await rawConfig(await sessionFor(context, key));
      const expected = await Promise.all(
        BANK_CLERKS.map(async (clerk) => {
          const full = await companyClerkOf(context, clerk);
          return {
            Id: full.Id,
            ClerkId: full.ClerkId,
            DisplayName: full.DisplayName,
            Phone: full.Phone,
            Disabled: full.Disabled,
            SeesCases: clerk !== 'ivar',
          };
        }),
      );
      expect(raw.CompanyClerks).toHaveLength(7);
      for (const entry of raw.CompanyClerks) {
        expect(Object.keys(entry).sort()).toEqual([
          'ClerkId',
          'Disabled',
          'DisplayName',
          'Id',
          'Phone',
          'SeesCases',
        ]);
      }
      expect(raw.CompanyClerks).toEqual(expect.arrayContaining(expected));
      // No colleague's e-mail, consent state, notification choices or role reaches levels 1-3.
      const clerksJson = JSON.stringify(raw.CompanyClerks);
      for (const clerk of BANK_CLERKS) {
        expect(clerksJson).not.toContain(demoPerson(clerk).email);
      }
      for (const field of ['Email', 'Consent', 'NotifyOn', 'RoleId', 'AccessRole', 'Clerk"']) {
        expect(clerksJson).not.toContain(field);
      }
    },
  );

  it.each<DemoPersonKey>(['ivar', 'anne'])(
    'gives %s (levels 4-5) every colleague’s full entry, which the settings page shows',
    async (key) => {
      context = await createTestApp();
      const raw = await rawConfig(await sessionFor(context, key));
      // Each entry as its own person sees it, but for what the viewer may do to its status (checked below).
      const withoutStatusBlock = ({ StatusChangeBlock: _, ...entry }: Record<string, unknown>) => entry;
      const expected = await Promise.all(BANK_CLERKS.map((clerk) => companyClerkOf(context, clerk)));
      expect(raw.CompanyClerks).toHaveLength(7);
      expect(raw.CompanyClerks.map(withoutStatusBlock)).toEqual(
        expect.arrayContaining(expected.map(withoutStatusBlock)),
      );
      const blocks = Object.fromEntries(
        raw.CompanyClerks.map((entry) => [String(entry.DisplayName), entry.StatusChangeBlock]),
      );
      expect(blocks).toEqual({
        'Anne Admin': key === 'anne' ? 'own-membership' : 'target-above-viewer',
        'Ivar Brukeradmin': key === 'ivar' ? 'own-membership' : null,
        'Kari Nordmann': null,
        'Ola Ekstern': null,
        'Siri Superbruker': null,
        'Nina Ny': null,
        'Dag Deaktivert': null,
      });
      expect(raw.Roles.map((role) => [role.AccessLevel, role.Grantable])).toEqual([
        [1, true],
        [2, true],
        [3, true],
        [4, true],
        [5, key === 'anne'],
      ]);
      const nina = raw.CompanyClerks.find((entry) => entry.DisplayName === 'Nina Ny');
      expect(nina).toMatchObject({
        Email: demoPerson('nina').email,
        Clerk: { Consent: null },
        SeesCases: true,
      });
      expect(raw.CompanyClerks.find((entry) => entry.DisplayName === 'Ivar Brukeradmin')?.SeesCases).toBe(
        false,
      );
    },
  );

  it('gives Nina, before consent, only her own entry', async () => {
    context = await createTestApp();
    const raw = await rawConfig(await sessionFor(context, 'nina'));
    const own = await companyClerkOf(context, 'nina');
    expect(raw.CompanyClerks).toEqual([
      {
        Id: own.Id,
        ClerkId: own.ClerkId,
        DisplayName: 'Nina Ny',
        Phone: own.Phone,
        Disabled: false,
        SeesCases: true,
      },
    ]);
  });

  it('gives an administrator, before consent, only her own entry, in full', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    await context.db.update(persons).set({ consent: null }).where(eq(persons.id, anne.personId));
    const raw = await rawConfig(anne);
    expect(raw.CompanyClerks).toEqual([await companyClerkOf(context, 'anne')]);
  });

  it('lists both companies for Anne and only the active company for a clerk of one', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne', 'forsikring');
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/config',
      ...asClerk(anne, context.config),
    });
    const config = portalConfigSchema.parse(response.json());
    expect(config.LoginClerk.CompanyName).toBe('Eksempel Forsikring AS');
    expect(config.LoginClerk.Companies.map((c) => c.Name)).toEqual([
      'Eksempel Bank ASA',
      'Eksempel Forsikring AS',
    ]);
    expect(config.CompanyClerks.map((c) => c.DisplayName).sort()).toEqual([
      'Anne Admin',
      'Mette Hansen',
      'Sven Svensson',
    ]);

    const kari = await sessionFor(context, 'kari');
    const kariConfig = portalConfigSchema.parse(
      (
        await context.app.inject({ method: 'GET', url: '/api/config', ...asClerk(kari, context.config) })
      ).json(),
    );
    expect(kariConfig.LoginClerk.Companies).toEqual([
      { Id: DEMO_COMPANIES.bank.id, Name: 'Eksempel Bank ASA' },
    ]);
  });

  it('answers 401 problem+json without a session', async () => {
    context = await createTestApp();
    const response = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 401, title: 'Du er ikke logget inn' });
  });

  it('serves the public branding and a health check that asks the database', async () => {
    context = await createTestApp({
      config: { branding: { ...testConfig().branding, productName: 'Nemnda' } },
    });
    const branding = await context.app.inject({ method: 'GET', url: '/api/branding' });
    expect(branding.json()).toMatchObject({ PortalName: 'Foretaksportalen', ProductName: 'Nemnda' });
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
