import { ACCESS_TEXTS, type AccessKeyLetter } from '@foretaksportalen/shared/contract/access-key';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { MAX_WRONG_PINS } from '@foretaksportalen/shared/limits';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accessKeys, auditLog } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/hashing.ts';
import { createAccessKeyService } from '../src/modules/access-key/index.ts';
import { NEW_PERSON_NATIONAL_ID } from './helpers/payloads.ts';
import { asClerk, createTestApp, sessionFor, testClock } from './helpers/test-app.ts';

/**
 * Brute force and enumeration (issue 10, security): guessing an access key's PIN from many addresses, guessing
 * codes and national ids from one, and telling known keys from unknown ones by their answers or by their timing.
 * The single rules (lockout, each limit) have their own tests beside their modules; these are the attacks.
 */
type Context = Awaited<ReturnType<typeof createTestApp>>;
let context: Context | undefined;
afterEach(async () => {
  await context?.app.close();
  context = undefined;
});

const NEW_USER = {
  companyId: DEMO_COMPANIES.bank.id,
  firstName: 'Nils',
  lastName: 'Nyansatt',
  email: 'nils.nyansatt@eksempelbank.no',
  role: { name: 'Saksbehandler' },
  issuedBy: 'sikkerhetstest',
};
const UNKNOWN_CODE = 'ABCDEFGHJKLMNPQR';
const UNKNOWN_URL_KEY = 'a'.repeat(24);

const urlKeyOf = (letter: AccessKeyLetter) => letter.url.slice(letter.url.lastIndexOf('/') + 1);
const codeOf = (letter: AccessKeyLetter) => letter.code.replaceAll(' ', '');
const wrongPins = (letter: AccessKeyLetter) =>
  Array.from({ length: 20 }, (_, index) => String(100000 + index * 7919)).filter((pin) => pin !== letter.pin);

async function start(rateLimits: Partial<Context['config']['rateLimits']> = {}, clock = testClock()) {
  context = await createTestApp({
    clock,
    config: {
      rateLimits: { checkKeyPerMinute: 30, codePinPerMinute: 10, clerkLookupPerMinute: 20, ...rateLimits },
    },
  });
  const accessKeys = createAccessKeyService({ db: context.db, config: context.config, clock });
  return { context, clock, issue: () => accessKeys.issueAccessKey(NEW_USER) };
}

const codePin = (app: Context, code: string, pin: string, remoteAddress = '198.51.100.7') =>
  app.app.inject({ method: 'GET', url: `/api/access/${code}/${pin}`, remoteAddress });
const checkKey = (app: Context, key: string, remoteAddress = '198.51.100.7') =>
  app.app.inject({ method: 'GET', url: `/api/access/checkkey/${key}`, remoteAddress });

describe('guessing an access key', () => {
  it('locks the key after 5 wrong PINs even when every guess comes from another address', async () => {
    const { context, issue } = await start();
    const letter = await issue();
    for (const [attempt, pin] of wrongPins(letter).slice(0, MAX_WRONG_PINS).entries()) {
      const response = await codePin(context, codeOf(letter), pin, `203.0.113.${attempt + 1}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBe(ACCESS_TEXTS.codePinInvalid);
    }
    // The right PIN now gets the very answer a wrong one or an unknown code gets: no oracle is left.
    const locked = await codePin(context, codeOf(letter), letter.pin, '203.0.113.99');
    const unknown = await codePin(context, UNKNOWN_CODE, letter.pin, '203.0.113.98');
    expect(locked.statusCode).toBe(400);
    expect(locked.body).toBe(unknown.body);
    expect(locked.headers['set-cookie']).toBeUndefined();
    expect((await checkKey(context, urlKeyOf(letter), '203.0.113.97')).json()).toBe(false);
  });

  it('counts exactly five of 20 wrong PINs fired at once, locks the key, and then refuses the right PIN', async () => {
    const { context, issue } = await start();
    const letter = await issue();
    const guesses = await Promise.all(
      wrongPins(letter)
        .slice(0, 20)
        .map((pin, attempt) => codePin(context, codeOf(letter), pin, `203.0.113.${attempt + 1}`)),
    );
    expect(guesses.map((guess) => guess.statusCode)).toEqual(guesses.map(() => 400));
    const [key] = await context.db
      .select()
      .from(accessKeys)
      .where(eq(accessKeys.urlKeyHash, sha256(urlKeyOf(letter))));
    expect(key?.failedPinAttempts).toBe(MAX_WRONG_PINS);
    expect(key?.lockedAt).not.toBeNull();
    const audit = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, key?.id ?? ''));
    const counted = audit.filter((entry) => entry.details?.reason === 'wrong-pin');
    expect(counted).toHaveLength(MAX_WRONG_PINS);
    expect(audit.filter((entry) => entry.action === 'access-key.locked')).toHaveLength(1);
    const locked = await codePin(context, codeOf(letter), letter.pin, '203.0.113.99');
    const unknown = await codePin(context, UNKNOWN_CODE, letter.pin, '203.0.113.98');
    expect(locked.statusCode).toBe(400);
    expect(locked.body).toBe(unknown.body);
    expect(locked.headers['set-cookie']).toBeUndefined();
  });

  it('stops one address guessing codes at 10 a minute, and lets it try again a minute later', async () => {
    const { context, clock } = await start();
    for (let guess = 0; guess < 10; guess++) {
      expect((await codePin(context, UNKNOWN_CODE, String(100000 + guess))).statusCode).toBe(400);
    }
    const limited = await codePin(context, UNKNOWN_CODE, '999999');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await codePin(context, UNKNOWN_CODE, '999999', '198.51.100.8')).statusCode).toBe(400);
    clock.advance(61);
    expect((await codePin(context, UNKNOWN_CODE, '999999')).statusCode).toBe(400);
  });

  it('stops one address probing URL keys at 30 a minute', async () => {
    const { context } = await start();
    for (let probe = 0; probe < 30; probe++) {
      expect((await checkKey(context, `${UNKNOWN_URL_KEY.slice(1)}${probe % 10}`)).statusCode).toBe(200);
    }
    expect((await checkKey(context, UNKNOWN_URL_KEY)).statusCode).toBe(429);
  });

  it('answers an unknown, a locked and an expired key alike', async () => {
    const { context, clock, issue } = await start({ checkKeyPerMinute: 1000, codePinPerMinute: 1000 });
    const locked = await issue();
    for (const pin of wrongPins(locked).slice(0, MAX_WRONG_PINS)) await codePin(context, codeOf(locked), pin);
    const expiring = await issue();
    clock.advance(31 * 24 * 3600);
    const answers = [UNKNOWN_URL_KEY, urlKeyOf(locked), urlKeyOf(expiring)].map((key) =>
      checkKey(context, key),
    );
    for (const answer of await Promise.all(answers)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('false');
    }
    const refusals = await Promise.all([
      codePin(context, UNKNOWN_CODE, expiring.pin),
      codePin(context, codeOf(expiring), expiring.pin),
      codePin(context, codeOf(locked), locked.pin),
    ]);
    expect(new Set(refusals.map((refusal) => `${refusal.statusCode} ${refusal.body}`)).size).toBe(1);
  });
});

describe('guessing national ids in the new-user dialog', () => {
  it('stops a user administrator at 20 lookups a minute, from any address', async () => {
    const { context } = await start();
    const anne = asClerk(await sessionFor(context, 'anne'), context.config);
    const lookUp = (remoteAddress: string) =>
      context.app.inject({
        method: 'GET',
        url: `/api/clerk/check/${NEW_PERSON_NATIONAL_ID}`,
        remoteAddress,
        ...anne,
      });
    for (let lookup = 0; lookup < 20; lookup++) {
      expect((await lookUp(`203.0.113.${lookup + 1}`)).statusCode).toBe(200);
    }
    const limited = await lookUp('203.0.113.200');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
  });
});

/** Medians and spread of many timed calls, the two kinds interleaved so that load on the machine hits both. */
async function timings(calls: Record<'known' | 'unknown', () => Promise<unknown>>, rounds: number) {
  const samples = { known: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < rounds + 3; round++) {
    const order = round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) {
      const started = performance.now();
      await calls[kind]();
      // The first rounds warm caches and JIT up; they say nothing about the key.
      if (round >= 3) samples[kind].push(performance.now() - started);
    }
  }
  const quantile = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)] ?? 0;
  const summary = (values: number[]) => ({
    median: quantile(values, 0.5),
    spread: quantile(values, 0.75) - quantile(values, 0.25),
  });
  return { known: summary(samples.known), unknown: summary(samples.unknown) };
}

/**
 * Distinguishable means the medians differ by more than noise can explain: more than half the faster median
 * and more than the wider interquartile spread, and more than 2 ms. Skipping the scrypt for unknown codes (tens of
 * milliseconds against a few) fails this; the load of a busy 2-core machine does not.
 */
function expectIndistinguishable(figures: Awaited<ReturnType<typeof timings>>, what: string) {
  const { known, unknown } = figures;
  const difference = Math.abs(known.median - unknown.median);
  const noise = Math.max(
    2,
    0.5 * Math.min(known.median, unknown.median),
    Math.max(known.spread, unknown.spread),
  );
  if (process.env.SECURITY_FIGURES) {
    console.log(
      `${what}: median known ${known.median.toFixed(1)} ms, unknown ${unknown.median.toFixed(1)} ms ` +
        `(interquartile spread ${known.spread.toFixed(1)} / ${unknown.spread.toFixed(1)} ms)`,
    );
  }
  expect(difference, `${what}: ${JSON.stringify(figures)}`).toBeLessThanOrEqual(noise);
}

describe('timing of known and unknown keys', () => {
  const ROUNDS = 30;

  it('code and PIN: an unknown code takes as long as a known code with a wrong PIN, or a locked key', async () => {
    const { context, issue } = await start({ codePinPerMinute: 10_000 });
    const letter = await issue();
    const pins = wrongPins(letter);
    let attempt = 0;
    // The known key locks after five wrong PINs; the rounds after that time a locked key, which must not stand out.
    const figures = await timings(
      {
        known: () => codePin(context, codeOf(letter), pins[attempt++ % pins.length] ?? '000000'),
        unknown: () => codePin(context, UNKNOWN_CODE, '123456'),
      },
      ROUNDS,
    );
    expectIndistinguishable(figures, 'GET /api/access/{code}/{pin}');
  });

  it('URL key: an unknown key takes as long as a usable one', async () => {
    const { context, issue } = await start({ checkKeyPerMinute: 10_000 });
    const letter = await issue();
    const figures = await timings(
      {
        known: () => checkKey(context, urlKeyOf(letter)),
        unknown: () => checkKey(context, UNKNOWN_URL_KEY),
      },
      ROUNDS,
    );
    expectIndistinguishable(figures, 'GET /api/access/checkkey/{key}');
  });
});
