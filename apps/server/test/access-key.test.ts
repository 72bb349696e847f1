import {
  ACCESS_CODE_ALPHABET,
  ACCESS_KEY_PATTERN,
  ACCESS_TEXTS,
  type AccessKeyLetter,
} from '@foretaksportalen/shared/contract/access-key';
import { problemSchema } from '@foretaksportalen/shared/contract/problem';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { MAX_WRONG_PINS } from '@foretaksportalen/shared/limits';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { accessKeys, auditLog } from '../src/db/schema.ts';
import { AppError } from '../src/lib/app-error.ts';
import { type AccessKeyService, createAccessKeyService } from '../src/modules/access-key/index.ts';
import { capturedLog, createTestApp, testClock } from './helpers/test-app.ts';
import { auditWritten } from './helpers/test-database.ts';

type Context = Awaited<ReturnType<typeof createTestApp>>;

const NEW_USER = {
  companyId: DEMO_COMPANIES.bank.id,
  firstName: 'Nils',
  lastName: 'Nyansatt',
  email: 'nils.nyansatt@eksempelbank.no',
  role: { name: 'Superbruker' },
  issuedBy: 'test',
};

const urlKeyOf = (letter: AccessKeyLetter) => letter.url.slice(letter.url.lastIndexOf('/') + 1);
const codeOf = (letter: AccessKeyLetter) => letter.code.replaceAll(' ', '');
const wrongPinOf = (letter: AccessKeyLetter) => (letter.pin === '000000' ? '111111' : '000000');
/** A code that looks like a real one but was never issued. */
const UNKNOWN_CODE = 'ABCDEFGHJKLMNPQR';

/** The words of a text: a secret "appears" only as a whole word, not inside a longer id or number. */
const wordsOf = (text: string) => new Set(text.split(/[^0-9A-Za-z]+/));

describe('access keys', () => {
  let context: Context;
  let service: AccessKeyService;
  afterEach(() => context?.app.close());

  async function start(options: Parameters<typeof createTestApp>[0] = {}) {
    context = await createTestApp(options);
    service = createAccessKeyService({ db: context.db, config: context.config, clock: context.clock });
  }

  const checkKey = (key: string, app = context.app) =>
    app.inject({ method: 'GET', url: `/api/access/checkkey/${key}` });
  const codePin = (
    code: string,
    pin: string,
    options: { remoteAddress?: string; app?: Context['app'] } = {},
  ) =>
    (options.app ?? context.app).inject({
      method: 'GET',
      url: `/api/access/${code}/${pin}`,
      ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
    });

  const expectRefused = (response: Awaited<ReturnType<typeof codePin>>) => {
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(response.json()).title).toBe(ACCESS_TEXTS.codePinInvalid);
  };

  const auditActions = async () => (await auditWritten(context.db)).map((entry) => entry.action);

  describe('issuing', () => {
    it('answers the letter: the URL with the key, the code in four groups of four, a 6-digit PIN, 30 days', async () => {
      const clock = testClock();
      await start({ clock });
      const letter = await service.issueAccessKey(NEW_USER);
      expect(letter.url.startsWith(`${context.config.publicUrl}/access/`)).toBe(true);
      expect(urlKeyOf(letter)).toMatch(ACCESS_KEY_PATTERN);
      const alphabet = `[${ACCESS_CODE_ALPHABET}]`;
      expect(letter.code).toMatch(
        new RegExp(`^${alphabet}{4} ${alphabet}{4} ${alphabet}{4} ${alphabet}{4}$`),
      );
      expect(letter.pin).toMatch(/^\d{6}$/);
      expect(letter.expiresAt).toBe(new Date(clock().getTime() + 30 * 24 * 3600 * 1000).toISOString());

      const [row] = await context.db.select().from(accessKeys);
      expect(row?.pinHash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
      expect(JSON.stringify(row)).not.toContain(codeOf(letter));
      expect(JSON.stringify(row)).not.toContain(urlKeyOf(letter));
      expect(await auditActions()).toEqual(['access-key.issued']);
    });

    it('refuses an unknown company or role and invalid details, with Norwegian messages', async () => {
      await start();
      await expect(service.issueAccessKey({ ...NEW_USER, role: { name: 'Sjef' } })).rejects.toThrow(
        'Ukjent rolle «Sjef»',
      );
      await expect(
        service.issueAccessKey({ ...NEW_USER, companyId: '00000000-0000-4000-8000-000000000000' }),
      ).rejects.toThrow('Fant ikke foretaket');
      const invalid = await service
        .issueAccessKey({ ...NEW_USER, firstName: '', email: 'nils@', phone: '123' })
        .catch((error: unknown) => error);
      expect(invalid).toBeInstanceOf(AppError);
      expect((invalid as AppError).errors).toEqual({
        firstName: ['Fornavn er et påkrevd felt'],
        email: ['Ugyldig e-postadresse'],
        phone: ['Ugyldig telefonnummer'],
      });
      expect(await context.db.select().from(accessKeys)).toHaveLength(0);
    });

    it('revokes the open key of the same pending user (same company, e-mail in any case) when reissuing', async () => {
      await start();
      const first = await service.issueAccessKey(NEW_USER);
      const otherCompany = await service.issueAccessKey({
        ...NEW_USER,
        companyId: DEMO_COMPANIES.forsikring.id,
      });
      const second = await service.issueAccessKey({ ...NEW_USER, email: NEW_USER.email.toUpperCase() });

      expect((await checkKey(urlKeyOf(first))).json()).toBe(false);
      expectRefused(await codePin(codeOf(first), first.pin));
      expect((await checkKey(urlKeyOf(second))).json()).toBe(true);
      expect((await checkKey(urlKeyOf(otherCompany))).json()).toBe(true);
      const revoked = await context.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'access-key.revoked'));
      expect(revoked).toHaveLength(1);
    });

    it('issues through the end-to-end test hook, by organisation number and role name', async () => {
      await start({ config: { enableTestHooks: true } });
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/test/access-keys',
        payload: {
          companyOrgNum: DEMO_COMPANIES.forsikring.orgNum,
          firstName: 'Nils',
          lastName: 'Nyansatt',
          email: 'nils@eksempelforsikring.no',
          roleName: 'Saksbehandler',
        },
      });
      expect(response.statusCode).toBe(200);
      const letter = response.json<AccessKeyLetter>();
      expect((await codePin(codeOf(letter), letter.pin)).json()).toBe(urlKeyOf(letter));
      const [row] = await context.db.select().from(accessKeys);
      expect(row).toMatchObject({ companyId: DEMO_COMPANIES.forsikring.id, issuedBy: 'e2e-test' });
    });
  });

  describe('GET /api/access/checkkey/{accessKey}', () => {
    it('answers true for a key that can be used, also when the URL was typed in capitals', async () => {
      await start();
      const letter = await service.issueAccessKey(NEW_USER);
      const response = await checkKey(urlKeyOf(letter));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toBe(true);
      expect((await checkKey(urlKeyOf(letter).toUpperCase())).json()).toBe(true);
    });

    it.each([
      ['unknown', 'abcdefghijklmnopqrstuvwx'],
      ['too short', 'abc'],
      ['too long', 'abcdefghijklmnopqrstuvwxy'],
      ['with other characters', 'abcdefghijklmnopqrstuv-_'],
    ])('answers false, not an error, for a key that is %s', async (_case, key) => {
      await start();
      const response = await checkKey(key);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(false);
    });

    it('answers false once the key has expired after 30 days', async () => {
      const clock = testClock();
      await start({ clock });
      const letter = await service.issueAccessKey(NEW_USER);
      clock.advance(30 * 24 * 3600 - 1);
      expect((await checkKey(urlKeyOf(letter))).json()).toBe(true);
      clock.advance(1);
      expect((await checkKey(urlKeyOf(letter))).json()).toBe(false);
      expectRefused(await codePin(codeOf(letter), letter.pin));
    });

    it('answers false for a key that was used', async () => {
      await start();
      const letter = await service.issueAccessKey(NEW_USER);
      await context.db.update(accessKeys).set({ usedAt: new Date() });
      expect((await checkKey(urlKeyOf(letter))).json()).toBe(false);
      expectRefused(await codePin(codeOf(letter), letter.pin));
    });

    it('answers for 30 calls a minute from one address, then 429', async () => {
      await start();
      for (let call = 1; call <= 30; call += 1) {
        expect((await checkKey('abcdefghijklmnopqrstuvwx')).statusCode).toBe(200);
      }
      const limited = await checkKey('abcdefghijklmnopqrstuvwx');
      expect(limited.statusCode).toBe(429);
      expect(problemSchema.parse(limited.json()).title).toBe('For mange forsøk. Vent litt og prøv igjen.');
    });
  });

  describe('GET /api/access/{code}/{pin}', () => {
    it('answers the URL key as a JSON string for the right code and PIN', async () => {
      await start();
      const letter = await service.issueAccessKey(NEW_USER);
      const response = await codePin(codeOf(letter), letter.pin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toBe(urlKeyOf(letter));
      const [row] = await context.db.select().from(accessKeys);
      expect(row?.pinVerifiedAt).not.toBeNull();
      expect(await auditActions()).toContain('access-key.verified');
    });

    it('answers 400 with the same title for a wrong PIN, an unknown code and a code in the wrong case', async () => {
      await start();
      const letter = await service.issueAccessKey(NEW_USER);
      expectRefused(await codePin(codeOf(letter), wrongPinOf(letter)));
      expectRefused(await codePin(UNKNOWN_CODE, letter.pin));
      const swapped = [...codeOf(letter)]
        .map((char) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()))
        .join('');
      expectRefused(await codePin(swapped, letter.pin));
      expectRefused(await codePin(codeOf(letter), `${letter.pin}0`));
    });

    it('locks the key at the fifth wrong PIN: then the right PIN fails too and checkkey answers false', async () => {
      await start();
      const letter = await service.issueAccessKey(NEW_USER);
      for (let attempt = 1; attempt < MAX_WRONG_PINS; attempt += 1) {
        expectRefused(await codePin(codeOf(letter), wrongPinOf(letter)));
      }
      expect((await checkKey(urlKeyOf(letter))).json()).toBe(true);
      expectRefused(await codePin(codeOf(letter), wrongPinOf(letter)));
      expectRefused(await codePin(codeOf(letter), letter.pin));
      expect((await checkKey(urlKeyOf(letter))).json()).toBe(false);

      const audit = await context.db.select().from(auditLog);
      const [key] = await context.db.select().from(accessKeys);
      expect(audit.filter((entry) => entry.action === 'access-key.locked')).toHaveLength(1);
      const failures = audit.filter((entry) => entry.action === 'access-key.verification-failed');
      expect(failures.map((entry) => entry.details?.reason)).toEqual([
        ...Array(MAX_WRONG_PINS).fill('wrong-pin'),
        'locked',
      ]);
      expect(failures.every((entry) => entry.targetId === key?.id)).toBe(true);
    });

    it('answers 429 problem+json at the 11th call in a minute from one address; another address still works', async () => {
      const clock = testClock();
      await start({ clock });
      const letter = await service.issueAccessKey(NEW_USER);
      for (let call = 1; call <= 10; call += 1) expectRefused(await codePin(UNKNOWN_CODE, '123456'));
      const limited = await codePin(codeOf(letter), letter.pin);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problemSchema.parse(limited.json())).toMatchObject({
        title: 'For mange forsøk. Vent litt og prøv igjen.',
        status: 429,
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      const elsewhere = await codePin(codeOf(letter), letter.pin, { remoteAddress: '198.51.100.7' });
      expect(elsewhere.statusCode).toBe(200);
      clock.advance(60);
      expect((await codePin(codeOf(letter), letter.pin)).statusCode).toBe(200);
    });

    it('holds the per-address limit across two server processes on the same database', async () => {
      await start();
      const second = await buildApp(context.config, { db: context.db, clock: context.clock });
      try {
        for (let call = 1; call <= 5; call += 1) {
          expectRefused(await codePin(UNKNOWN_CODE, '123456'));
          expectRefused(await codePin(UNKNOWN_CODE, '123456', { app: second }));
        }
        expect((await codePin(UNKNOWN_CODE, '123456')).statusCode).toBe(429);
        expect((await codePin(UNKNOWN_CODE, '123456', { app: second })).statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });

    it('takes as long to refuse an unknown code as to check a known one', async () => {
      await start({
        config: { rateLimits: { checkKeyPerMinute: 1000, codePinPerMinute: 1000, clerkLookupPerMinute: 20 } },
      });
      const letter = await service.issueAccessKey(NEW_USER);
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const timed = async (code: string, pin: string) => {
        const started = performance.now();
        await codePin(code, pin);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      // Enough rounds that a garbage collection or a busy neighbour on a shared machine cannot move a median.
      for (let round = 0; round < 25; round += 1) {
        known.push(await timed(codeOf(letter), letter.pin));
        unknown.push(await timed(UNKNOWN_CODE, letter.pin));
      }
      const ratio = median(unknown) / median(known);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });
  });

  it('never writes a code or a PIN to the log or the audit log', async () => {
    const log = capturedLog();
    await start({ config: { logLevel: 'trace' }, logStream: log.stream });
    const letters = [await service.issueAccessKey(NEW_USER), await service.issueAccessKey(NEW_USER)];
    const [revoked, letter] = letters as [AccessKeyLetter, AccessKeyLetter];
    await checkKey(urlKeyOf(letter));
    await codePin(codeOf(revoked), revoked.pin);
    await codePin(codeOf(letter), letter.pin);
    for (let attempt = 1; attempt <= MAX_WRONG_PINS; attempt += 1) {
      await codePin(codeOf(letter), wrongPinOf(letter));
    }
    await codePin(codeOf(letter), letter.pin);

    expect(log.lines.length).toBeGreaterThan(10);
    const audit = await context.db.select().from(auditLog);
    expect(audit.length).toBeGreaterThan(10);
    for (const text of [log.lines.join('\n'), JSON.stringify(audit)]) {
      const words = wordsOf(text);
      for (const secret of letters.flatMap((each) => [codeOf(each), each.pin])) {
        expect(words.has(secret), secret).toBe(false);
      }
      for (const each of letters) expect(text).not.toContain(each.code);
    }
  });
});
