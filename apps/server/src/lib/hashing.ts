import { createHmac, hash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/** The lookup key of a person: HMAC-SHA-256(IDENTITY_KEY, "<country>:<id>") (architecture §5). */
export const identityHash = (identityKey: string, country: string, nationalId: string) =>
  createHmac('sha256', identityKey).update(`${country}:${nationalId}`).digest('base64url');

/** A random token for cookies and keys: 32 bytes, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256 hashes: they are random, so no slow hash is needed. */
export const sha256 = (value: string) => hash('sha256', value, 'base64url');

export const hmac = (key: string, value: string) =>
  createHmac('sha256', key).update(value).digest('base64url');

export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** A random string over an alphabet; randomInt rejects out-of-range samples, so every character is equally likely. */
export const randomString = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt's cost (N = 2^14, r = 8, p = 1): about 16 MB and tens of milliseconds per hash. */
const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 };

const deriveScrypt = (secret: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) =>
  scryptAsync(secret, salt, keyLength, { N, r, p, maxmem: 256 * N * r });

const formatScrypt = (salt: Buffer, hash: Buffer) =>
  ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), hash.toString('base64url')].join('$');

/** A slow hash for short secrets (PINs), stored as `scrypt$N$r$p$salt$hash` with a random salt of its own. */
export async function scryptHash(secret: string) {
  const salt = randomBytes(16);
  return formatScrypt(salt, await deriveScrypt(secret, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength));
}

/** Checks a secret against a stored scrypt hash, with the cost parameters stored in it. */
export async function verifyScryptHash(secret: string, stored: string) {
  const [, N, r, p, salt = '', hash = ''] = stored.split('$');
  const expected = Buffer.from(hash, 'base64url');
  const salted = Buffer.from(salt, 'base64url');
  const derived = await deriveScrypt(secret, salted, Number(N), Number(r), Number(p), expected.length);
  return timingSafeEqual(expected, derived);
}

/**
 * A well-formed scrypt hash that no secret matches (its hash part is random): verifying against it costs what
 * verifying a real one does, so an unknown code takes as long to refuse as a wrong PIN.
 */
export const unmatchableScryptHash = () => formatScrypt(randomBytes(16), randomBytes(SCRYPT.keyLength));
