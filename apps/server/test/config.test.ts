import { configSchema } from '@foretaksportalen/shared/contract/config';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { afterEach, describe, expect, it } from 'vitest';
import { asClerk, createTestApp, type DemoPersonKey, sessionFor } from './helpers/test-app.ts';
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
      const config = configSchema.parse(response.json());
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
      expect(config.CompanyClerks.find((c) => c.DisplayName === 'Nina Ny')?.Clerk.Consent).toBeNull();
    },
  );

  it('lists both companies for Anne and only the active company for a clerk of one', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne', 'forsikring');
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/config',
      ...asClerk(anne, context.config),
    });
    const config = configSchema.parse(response.json());
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
    const kariConfig = configSchema.parse(
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
