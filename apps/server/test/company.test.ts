import type { CompanyUpdate } from '@foretaksportalen/shared/contract/company';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../src/db/schema.ts';
import { companyUpdateFrom } from './helpers/payloads.ts';
import { asClerk, companyOf, createTestApp, sessionFor, type TestSession } from './helpers/test-app.ts';

type Context = Awaited<ReturnType<typeof createTestApp>>;

let context: Context;
afterEach(() => context?.app.close());

const bankId: string = DEMO_COMPANIES.bank.id;

const readCompany = (session: TestSession, companyId = bankId) =>
  context.app.inject({
    method: 'GET',
    url: `/api/company/${companyId}`,
    ...asClerk(session, context.config),
  });

const saveCompany = (
  session: TestSession,
  payload: CompanyUpdate | Record<string, unknown>,
  companyId = bankId,
) =>
  context.app.inject({
    method: 'PUT',
    url: `/api/company/${companyId}`,
    payload,
    ...asClerk(session, context.config),
  });

const companyUpdates = async () =>
  (await context.db.select().from(auditLog)).filter((entry) => entry.action === 'company.updated');

describe('GET /api/company/{companyId}', () => {
  it('answers the active company to its Administrator', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const response = await readCompany(anne);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Id: bankId,
      Name: 'Eksempel Bank ASA',
      OrgNum: '999888777',
      EmailAddress: 'klager@eksempelbank.no',
      Phone: '22334455',
      PhoneCountryCode: 'NO',
      NotifyOnNewCases: true,
      NotifyOnNewPosts: true,
      NotifyOnUnreadPosts: true,
      IsElectronicLettersActive: true,
      ForceReadByCompany: false,
      NotifyLeadersOnNewCases: false,
      NotifyLeadersOnUnreadPosts: false,
      IsPortalLockedForElKom: false,
      NotifyBeforeDueDays: 3,
      LettersNeedApproval: false,
    });
  });

  it('refuses the Brukeradministrator (level 4 has no company data)', async () => {
    context = await createTestApp();
    const ivar = await sessionFor(context, 'ivar');
    const response = await readCompany(ivar);
    expect(response.statusCode).toBe(403);
    expect(response.json().title).toBe('Du har ikke tilgang til innstillingene for foretaket');
  });

  it('answers 404 for Anne’s other company while Eksempel Bank is active, and for an unknown one', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    for (const id of [DEMO_COMPANIES.forsikring.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await readCompany(anne, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().title).toBe('Fant ikke foretaket');
    }
    expect((await readCompany(anne, 'ikke-en-id')).statusCode).toBe(400);
  });
});

describe('PUT /api/company/{id}', () => {
  it('saves the editable settings, answers 1 and audits the changes, contact details masked; the same again answers 0', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const payload = companyUpdateFrom(await companyOf(context, 'bank'), {
      EmailAddress: 'klager@eksempelbank.no, leder@eksempelbank.no',
      Phone: '701234567',
      PhoneCountryCode: 'SE',
      NotifyOnUnreadPosts: false,
      IsElectronicLettersActive: false,
    });
    const response = await saveCompany(anne, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(1);
    expect(await companyOf(context, 'bank')).toMatchObject({
      EmailAddress: 'klager@eksempelbank.no, leder@eksempelbank.no',
      Phone: '701234567',
      PhoneCountryCode: 'SE',
      NotifyOnNewCases: true,
      NotifyOnUnreadPosts: false,
      IsElectronicLettersActive: false,
    });
    expect((await readCompany(anne)).json()).toEqual(await companyOf(context, 'bank'));
    const [entry] = await companyUpdates();
    expect(entry).toMatchObject({
      actorPersonId: anne.personId,
      companyId: bankId,
      targetType: 'company',
      targetId: bankId,
      details: {
        changes: {
          EmailAddress: { from: 'k***@eksempelbank.no', to: 'k***@eksempelbank.no, l***@eksempelbank.no' },
          Phone: { from: '******55', to: '*******67' },
          PhoneCountryCode: { from: 'NO', to: 'SE' },
          NotifyOnUnreadPosts: { from: true, to: false },
          IsElectronicLettersActive: { from: true, to: false },
        },
      },
    });
    // Contact details are personal data: the log keeps them masked.
    expect(JSON.stringify(entry)).not.toContain('701234567');
    expect(JSON.stringify(entry)).not.toContain('leder@');

    const again = await saveCompany(anne, payload);
    expect(again.json()).toBe(0);
    expect(await companyUpdates()).toHaveLength(1);
  });

  it('ignores the name, the organisation number and the complaints body’s flags', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const before = await companyOf(context, 'bank');
    const response = await saveCompany(
      anne,
      companyUpdateFrom(before, {
        Name: 'Nytt navn ASA',
        OrgNum: '123456789',
        ForceReadByCompany: true,
        NotifyLeadersOnNewCases: true,
        NotifyLeadersOnUnreadPosts: true,
        IsPortalLockedForElKom: true,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(0);
    expect(await companyOf(context, 'bank')).toEqual(before);
    expect(await companyUpdates()).toEqual([]);
  });

  it('keeps the stored electronic-letters choice while the complaints body has locked it', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    await context.db.update(companies).set({ isPortalLockedForElKom: true }).where(eq(companies.id, bankId));
    const locked = await companyOf(context, 'bank');
    const refused = await saveCompany(
      anne,
      companyUpdateFrom(locked, { IsElectronicLettersActive: false, IsPortalLockedForElKom: false }),
    );
    expect(refused.json()).toBe(0);
    expect(await companyOf(context, 'bank')).toEqual(locked);

    const otherChange = await saveCompany(
      anne,
      companyUpdateFrom(locked, { IsElectronicLettersActive: false, Phone: '22000000' }),
    );
    expect(otherChange.json()).toBe(1);
    expect(await companyOf(context, 'bank')).toMatchObject({
      IsElectronicLettersActive: true,
      Phone: '22000000',
    });
    expect((await companyUpdates()).map((entry) => entry.details)).toEqual([
      { changes: { Phone: { from: '******55', to: '******00' } } },
    ]);

    await context.db.update(companies).set({ isPortalLockedForElKom: false }).where(eq(companies.id, bankId));
    const unlocked = await saveCompany(
      anne,
      companyUpdateFrom(await companyOf(context, 'bank'), { IsElectronicLettersActive: false }),
    );
    expect(unlocked.json()).toBe(1);
    expect((await companyOf(context, 'bank')).IsElectronicLettersActive).toBe(false);
  });

  it('turns the three notifications off when the common e-mail is emptied', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const response = await saveCompany(
      anne,
      companyUpdateFrom(await companyOf(context, 'bank'), {
        EmailAddress: '',
        NotifyOnNewCases: true,
        NotifyOnNewPosts: true,
        NotifyOnUnreadPosts: true,
      }),
    );
    expect(response.json()).toBe(1);
    expect(await companyOf(context, 'bank')).toMatchObject({
      EmailAddress: null,
      NotifyOnNewCases: false,
      NotifyOnNewPosts: false,
      NotifyOnUnreadPosts: false,
    });
    expect((await companyUpdates())[0]?.details).toEqual({
      changes: {
        EmailAddress: { from: 'k***@eksempelbank.no', to: null },
        NotifyOnNewCases: { from: true, to: false },
        NotifyOnNewPosts: { from: true, to: false },
        NotifyOnUnreadPosts: { from: true, to: false },
      },
    });
  });

  it('saves Varsle før forfall and audits it; emptying the common e-mail leaves it on', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const response = await saveCompany(
      anne,
      companyUpdateFrom(await companyOf(context, 'bank'), { NotifyBeforeDueDays: 5 }),
    );
    expect(response.json()).toBe(1);
    expect((await readCompany(anne)).json().NotifyBeforeDueDays).toBe(5);
    expect((await companyUpdates())[0]?.details).toEqual({
      changes: { NotifyBeforeDueDays: { from: 3, to: 5 } },
    });

    const withoutEmail = await saveCompany(
      anne,
      companyUpdateFrom(await companyOf(context, 'bank'), { EmailAddress: '', NotifyBeforeDueDays: 0 }),
    );
    expect(withoutEmail.json()).toBe(1);
    expect(await companyOf(context, 'bank')).toMatchObject({ EmailAddress: null, NotifyBeforeDueDays: 0 });
    const again = await saveCompany(
      anne,
      companyUpdateFrom(await companyOf(context, 'bank'), { NotifyBeforeDueDays: 30 }),
    );
    expect(again.json()).toBe(1);
    expect(await companyOf(context, 'bank')).toMatchObject({ EmailAddress: null, NotifyBeforeDueDays: 30 });
  });

  it('refuses Varsle før forfall outside 0-30 or not a whole number, with a Norwegian message', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const before = await companyOf(context, 'bank');
    for (const wrong of [-1, 31, 2.5, '3', null, undefined]) {
      const response = await saveCompany(anne, { ...companyUpdateFrom(before), NotifyBeforeDueDays: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        NotifyBeforeDueDays: ['Varsle før forfall må være et helt tall fra 0 til 30'],
      });
    }
    expect(await companyOf(context, 'bank')).toEqual(before);
    expect(await companyUpdates()).toEqual([]);
  });

  it('answers 400 with the form’s field messages for invalid input, and saves nothing', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const before = await companyOf(context, 'bank');
    const response = await saveCompany(
      anne,
      companyUpdateFrom(before, { Name: '', OrgNum: '', EmailAddress: 'klager@', Phone: '1234' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual({
      Name: ['Navn er et påkrevd felt'],
      OrgNum: ['Organisasjonsnummer er et påkrevd felt'],
      EmailAddress: ['En eller flere e-postadresser er ugyldig'],
      Phone: ['Ugyldig telefonnummer'],
    });
    const country = await saveCompany(anne, { ...companyUpdateFrom(before), PhoneCountryCode: 'US' });
    expect(country.json().errors.PhoneCountryCode).toEqual(['Ukjent landkode']);
    expect((await saveCompany(anne, {})).statusCode).toBe(400);
    expect(await companyOf(context, 'bank')).toEqual(before);
  });

  it('answers 404 when the path or the payload names another company', async () => {
    context = await createTestApp();
    const anne = await sessionFor(context, 'anne');
    const bank = await companyOf(context, 'bank');
    const forsikring = await companyOf(context, 'forsikring');
    const attempts = [
      saveCompany(anne, companyUpdateFrom(forsikring, { Phone: '22000000' }), forsikring.Id),
      saveCompany(anne, companyUpdateFrom(bank, { Phone: '22000000' }), forsikring.Id),
      saveCompany(anne, companyUpdateFrom(bank, { Id: forsikring.Id, Phone: '22000000' })),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().title).toBe('Fant ikke foretaket');
    }
    expect(await companyOf(context, 'bank')).toEqual(bank);
    expect(await companyOf(context, 'forsikring')).toEqual(forsikring);
  });
});
