import { randomBytes } from 'node:crypto';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  type ApiKeyScope,
  apiKeyNameSchema,
  apiKeyScopeSchema,
} from '@foretaksportalen/shared/contract/provider/api-key';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { sha256 } from '../../lib/hashing.ts';
import { writeAudit } from '../audit/index.ts';
import {
  type ApiKeyRow,
  findActiveApiKeyByHash,
  findApiKeys,
  insertApiKey,
  recordApiKeyUse,
  revokeApiKey,
} from './api-key.repository.ts';

/** The caller of a provider API route: the key's id, name and scopes, never the key itself. */
export interface ApiKeyIdentity {
  id: string;
  name: string;
  scopes: readonly ApiKeyScope[];
}

/** How much of a key is kept in clear to tell keys apart in lists: `fpk_` and six characters (36 of 256 bits). */
const LISTED_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
const NAME_TAKEN = 'Det finnes allerede en aktiv API-nøkkel med dette navnet';
const API_KEY_NOT_FOUND = 'Fant ingen aktiv API-nøkkel med dette navnet eller denne id-en';

const newKeySchema = z.object({
  name: apiKeyNameSchema,
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, { error: `Velg minst én tilgang: ${API_KEY_SCOPES.join(', ')}` })
    .transform((scopes) => [...new Set(scopes)]),
});

const toIdentity = (row: ApiKeyRow): ApiKeyIdentity => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiKeyScope[],
});

/** Provider API keys (architecture §8): made and revoked by the operators' command line, used by the API. */
export function createApiKeyService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    /** A new key with its scopes; the key is answered this once and only its hash is stored. */
    async createApiKey(input: { name: string; scopes: readonly string[] }) {
      const parsed = newKeySchema.safeParse(input);
      if (!parsed.success)
        throw new AppError('validation', 400, 'Ugyldige opplysninger om API-nøkkelen', {
          errors: fieldErrors(parsed.error),
        });
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      try {
        return await db.transaction(async (tx) => {
          const row = await insertApiKey(tx, {
            name: parsed.data.name,
            keyPrefix: key.slice(0, LISTED_PREFIX_LENGTH),
            keyHash: sha256(key),
            scopes: parsed.data.scopes,
            createdAt: clock(),
          });
          await writeAudit(tx, {
            action: 'api-key.created',
            targetType: 'api-key',
            targetId: row.id,
            details: { name: row.name, scopes: row.scopes },
          });
          return { key, apiKey: row };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('api-key.name-taken', 409, NAME_TAKEN);
        throw error;
      }
    },

    listApiKeys: () => findApiKeys(db),

    async revokeApiKey(which: { id: string } | { name: string }) {
      if ('id' in which && !z.uuid().safeParse(which.id).success)
        throw new AppError('api-key.not-found', 404, API_KEY_NOT_FOUND);
      return db.transaction(async (tx) => {
        const row = await revokeApiKey(tx, which, clock());
        if (!row) throw new AppError('api-key.not-found', 404, API_KEY_NOT_FOUND);
        await writeAudit(tx, {
          action: 'api-key.revoked',
          targetType: 'api-key',
          targetId: row.id,
          details: { name: row.name },
        });
        return row;
      });
    },

    /**
     * The key a bearer token is, or null for anything else: malformed, unknown and revoked alike, each after
     * the same one indexed lookup of its hash.
     */
    async authenticate(token: string): Promise<ApiKeyIdentity | null> {
      const row = await findActiveApiKeyByHash(db, sha256(token));
      if (!row || !API_KEY_PATTERN.test(token)) return null;
      await recordApiKeyUse(db, row.id, clock());
      return toIdentity(row);
    },

    /** Writes a call the key made to the audit log, with the key's name. */
    auditCall: (key: ApiKeyIdentity, call: { method: string; path: string | undefined; status: number }) =>
      writeAudit(db, {
        actorApiKeyId: key.id,
        action: 'provider.request',
        details: { apiKey: key.name, ...call },
      }),
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
