import { z } from 'zod';

/**
 * Provider API keys (architecture §8): `Authorization: Bearer fpk_<43 characters>`, 32 random bytes in base64url.
 * Each key has scopes: `companies` (companies, their first administrators and access keys), `cases` (cases,
 * letters, the change feed, documents) and `content` (content items).
 */
export const API_KEY_SCOPES = ['companies', 'cases', 'content'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, {
  error: `Ukjent tilgang: velg blant ${API_KEY_SCOPES.join(', ')}`,
});

export const API_KEY_PREFIX = 'fpk_';
export const API_KEY_PATTERN = /^fpk_[A-Za-z0-9_-]{43}$/;

export const API_KEY_NAME_INVALID =
  'Navnet må være 1-100 tegn: bokstaver, sifre, mellomrom, punktum, bindestrek eller _';
export const apiKeyNameSchema = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N} ._-]{1,100}$/u, { error: API_KEY_NAME_INVALID });
