import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessKeys, auditLog, contentItems } from '../src/db/schema.ts';
import { bearer, createApiKey, newCompany, providerPath } from './helpers/provider.ts';
import { createTestApp } from './helpers/test-app.ts';

type Context = Awaited<ReturnType<typeof createTestApp>> & { key: string };

describe('companies through the provider API', () => {
  let context: Context;
  beforeEach(async () => {
    const app = await createTestApp();
    context = { ...app, key: (await createApiKey(app.db)).key };
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    context.app.inject({
      method,
      url: providerPath(path),
      headers: bearer(context.key),
      payload: payload as object,
    });

  const auditActions = async (action: string) =>
    context.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('creates a company with every setting, the postal place from the register, and lists it', async () => {
    const created = await call(
      'POST',
      '/companies',
      newCompany({ OrgNum: '912 345 670', ForceReadByCompany: true }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      Id: expect.any(String),
      Name: 'Nordlys Kraft AS',
      OrgNum: '912345670',
      CasePrefix: 'NK',
      EmailAddress: 'post@nordlyskraft.no',
      Phone: '22334455',
      PhoneCountryCode: 'NO',
      Address: { Address: 'Storgata 1', PostalCode: '0155', PostalPlace: 'OSLO' },
      NotifyOnNewCases: true,
      NotifyOnNewPosts: true,
      NotifyOnUnreadPosts: false,
      IsElectronicLettersActive: false,
      ForceReadByCompany: true,
      NotifyLeadersOnNewCases: false,
      NotifyLeadersOnUnreadPosts: false,
      IsPortalLockedForElKom: false,
      NotifyBeforeDueDays: 3,
    });
    const listed = await call('GET', '/companies');
    expect(listed.json().Items.map((company: { OrgNum: string }) => company.OrgNum)).toEqual(
      expect.arrayContaining(['912345670', DEMO_COMPANIES.bank.orgNum, DEMO_COMPANIES.forsikring.orgNum]),
    );
    expect((await call('GET', '/companies/912345670')).json()).toEqual(created.json());
  });

  it('refuses an organisation number that exists, and names each invalid field', async () => {
    const taken = await call('POST', '/companies', newCompany({ OrgNum: DEMO_COMPANIES.bank.orgNum }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().title).toBe('Det finnes allerede et foretak med dette organisasjonsnummeret');

    const invalid = await call('POST', '/companies', {
      Name: '',
      OrgNum: '12345',
      CasePrefix: 'nk-1',
      EmailAddress: 'ikke en adresse',
      Phone: '123',
      PhoneCountryCode: 'NO',
      Address: { PostalCode: '12' },
      ForceReadByCompany: 'ja',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      Name: ['Navn er et påkrevd felt'],
      OrgNum: ['Organisasjonsnummeret må bestå av 9 siffer'],
      CasePrefix: ['Saksprefikset må være 1-10 store bokstaver eller sifre'],
      EmailAddress: ['En eller flere e-postadresser er ugyldig'],
      Phone: ['Ugyldig telefonnummer'],
      'Address.PostalCode': ['Ugyldig postnummer'],
      ForceReadByCompany: [expect.any(String)],
    });
    expect(await auditActions('company.created')).toEqual([]);
  });

  it('changes only the settings given, turns the notices off without an address, and a repeat changes nothing', async () => {
    const orgNum = DEMO_COMPANIES.bank.orgNum;
    const before = (await call('GET', `/companies/${orgNum}`)).json();
    const update = { IsPortalLockedForElKom: true, NotifyLeadersOnNewCases: true, EmailAddress: null };
    const changed = await call('PATCH', `/companies/${orgNum}`, update);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      ...before,
      IsPortalLockedForElKom: true,
      NotifyLeadersOnNewCases: true,
      EmailAddress: null,
      NotifyOnNewCases: false,
      NotifyOnNewPosts: false,
      NotifyOnUnreadPosts: false,
    });
    const again = await call('PATCH', `/companies/${orgNum}`, update);
    expect(again.json()).toEqual(changed.json());
    const audited = await auditActions('company.updated');
    expect(audited).toHaveLength(1);
    expect(audited[0]?.details).toMatchObject({
      changes: {
        EmailAddress: { from: 'k***@eksempelbank.no', to: null },
        IsPortalLockedForElKom: { from: false, to: true },
        NotifyLeadersOnNewCases: { from: false, to: true },
      },
    });

    // The result is checked as a whole: a Swedish number needs SE as its country.
    const phone = await call('PATCH', `/companies/${orgNum}`, { Phone: '0701234567890' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toEqual({ Phone: ['Ugyldig telefonnummer'] });
    const swedish = await call('PATCH', `/companies/${orgNum}`, {
      Phone: '0701234567890',
      PhoneCountryCode: 'SE',
    });
    expect(swedish.statusCode).toBe(200);
    expect(swedish.json()).toMatchObject({ Phone: '0701234567890', PhoneCountryCode: 'SE' });
  });

  it('sets Varsle før forfall like the portal’s form, within 0-30 working days, and keeps it without an address', async () => {
    const orgNum = DEMO_COMPANIES.bank.orgNum;
    const changed = await call('PATCH', `/companies/${orgNum}`, {
      NotifyBeforeDueDays: 10,
      EmailAddress: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ NotifyBeforeDueDays: 10, EmailAddress: null });
    const [audited] = await auditActions('company.updated');
    expect(audited?.details).toMatchObject({ changes: { NotifyBeforeDueDays: { from: 3, to: 10 } } });

    const created = await call('POST', '/companies', newCompany({ NotifyBeforeDueDays: 0 }));
    expect(created.json().NotifyBeforeDueDays).toBe(0);
    for (const wrong of [31, -1, 1.5]) {
      const refused = await call('PATCH', `/companies/${orgNum}`, { NotifyBeforeDueDays: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        NotifyBeforeDueDays: ['Varsle før forfall må være et helt tall fra 0 til 30'],
      });
    }
  });

  it('answers 404 for a company that does not exist, and 400 for a malformed organisation number', async () => {
    expect((await call('GET', '/companies/123456789')).statusCode).toBe(404);
    expect((await call('PATCH', '/companies/123456789', { Name: 'X' })).statusCode).toBe(404);
    const malformed = await call('GET', '/companies/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ orgNum: ['Organisasjonsnummeret må bestå av 9 siffer'] });
  });
});

describe('access keys for a company’s first administrator', () => {
  let context: Context;
  beforeEach(async () => {
    const app = await createTestApp();
    context = { ...app, key: (await createApiKey(app.db)).key };
  });
  const call = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
    context.app.inject({ method, url: providerPath(path), headers: bearer(context.key), payload });

  const administrator = {
    FirstName: 'Astrid',
    LastName: 'Admin',
    Email: 'astrid.admin@nordlyskraft.no',
    Phone: '41234567',
  };

  it('issues the letter of an Administrator key for a new company, and revokes it', async () => {
    await call('POST', '/companies', newCompany());
    const issued = await call('POST', '/companies/912345670/access-keys', administrator);
    expect(issued.statusCode).toBe(201);
    const letter = issued.json();
    expect(letter).toEqual({
      Id: expect.any(String),
      Url: expect.stringMatching(/^http:\/\/localhost:3000\/access\/[a-z0-9]{24}$/),
      Code: expect.stringMatching(/^(\S{4} ){3}\S{4}$/),
      Pin: expect.stringMatching(/^\d{6}$/),
      ExpiresAt: expect.any(String),
    });
    const urlKey = letter.Url.slice(letter.Url.lastIndexOf('/') + 1);
    const check = () => context.app.inject({ method: 'GET', url: `/api/access/checkkey/${urlKey}` });
    expect((await check()).json()).toBe(true);
    const [row] = await context.db.select().from(accessKeys).where(eq(accessKeys.id, letter.Id));
    expect(row).toMatchObject({
      email: administrator.Email,
      issuedBy: 'provider-api:Saksbehandlingssystemet',
    });

    expect((await call('DELETE', `/access-keys/${letter.Id}`)).statusCode).toBe(204);
    expect((await check()).json()).toBe(false);
    expect((await call('DELETE', `/access-keys/${letter.Id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/access-keys/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('names the fields that are wrong, and answers 404 for an unknown company', async () => {
    const invalid = await call('POST', `/companies/${DEMO_COMPANIES.bank.orgNum}/access-keys`, {
      FirstName: '',
      Email: 'feil',
      Phone: '12',
      Role: 'Sjef',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      FirstName: ['Fornavn er et påkrevd felt'],
      LastName: ['Etternavn er et påkrevd felt'],
      Email: ['Ugyldig e-postadresse'],
      Role: [expect.stringContaining('Ukjent rolle')],
      Phone: ['Ugyldig telefonnummer'],
    });
    expect((await call('POST', '/companies/123456789/access-keys', administrator)).statusCode).toBe(404);
  });
});

describe('content items through the provider API', () => {
  let context: Context;
  beforeEach(async () => {
    const app = await createTestApp();
    context = { ...app, key: (await createApiKey(app.db, { scopes: ['content'] })).key };
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    context.app.inject({ method, url: providerPath(path), headers: bearer(context.key), payload });

  const banner = {
    DocumentTypeAlias: 'nyhetsbanner',
    Name: 'Driftsmelding',
    SortOrder: 1,
    Properties: { text: '<p>Portalen er stengt lørdag.</p>', aktivt: 'true' },
  };
  const getcontent = async () =>
    (
      await context.app.inject({
        method: 'POST',
        url: '/content/umbraco/api/content/getcontent',
        payload: { DocumentTypeAlias: 'nyhetsbanner', PropertyAliasList: ['text', 'aktivt'] },
      })
    ).json();

  it('creates, lists, replaces and deletes items, which the portal shows at once', async () => {
    const before = (await getcontent()).length;
    const created = await call('POST', '/content-items', banner);
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject(banner);
    expect(await getcontent()).toHaveLength(before + 1);

    const listed = await call('GET', '/content-items?documentTypeAlias=nyhetsbanner');
    expect(listed.json().Items.map((listedItem: { Id: string }) => listedItem.Id)).toContain(item.Id);

    const replaced = await call('PUT', `/content-items/${item.Id}`, {
      ...banner,
      Properties: { text: 'Ny tekst', aktivt: 'false' },
    });
    expect(replaced.json().Properties).toEqual({ text: 'Ny tekst', aktivt: 'false' });
    const [stored] = await context.db.select().from(contentItems).where(eq(contentItems.id, item.Id));
    expect(stored?.properties).toEqual({ text: 'Ny tekst', aktivt: 'false' });

    expect((await call('DELETE', `/content-items/${item.Id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/content-items/${item.Id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/content-items/${item.Id}`, banner)).statusCode).toBe(404);
    expect(await getcontent()).toHaveLength(before);
    const actions = (await context.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions.filter((action) => action.startsWith('content.'))).toEqual([
      'content.created',
      'content.updated',
      'content.deleted',
    ]);
  });

  it('refuses malformed items with the fields', async () => {
    const response = await call('POST', '/content-items', {
      DocumentTypeAlias: '1 ugyldig',
      Name: '',
      Properties: { 'ikke gyldig': 'x', text: 5 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'DocumentTypeAlias',
      'Name',
      'Properties.ikke gyldig',
      'Properties.text',
    ]);
  });
});
