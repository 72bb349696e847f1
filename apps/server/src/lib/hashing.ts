import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The lookup key of a person: HMAC-SHA-256(IDENTITY_KEY, "<country>:<id>") (architecture §5). */
export const identityHash = (identityKey: string, country: string, nationalId: string) =>
  createHmac('sha256', identityKey).update(`${country}:${nationalId}`).digest('base64url');

/** A random token for cookies and keys: 32 bytes, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256 hashes: they are random, so no slow hash is needed. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export const hmac = (key: string, value: string) =>
  createHmac('sha256', key).update(value).digest('base64url');

export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
