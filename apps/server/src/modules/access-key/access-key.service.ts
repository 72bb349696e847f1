import { createHmac } from 'node:crypto';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  ACCESS_KEY_PATTERN,
  type AccessKeyLetter,
} from '@foretaksportalen/shared/contract/access-key';
import { phoneCountryCodeSchema } from '@foretaksportalen/shared/contract/clerk';
import {
  CODE_PART_LENGTH,
  MAX_WRONG_PINS,
  NAME_MAX_LENGTH,
  PHONE_OTHER_MAX_LENGTH,
  PIN_LENGTH,
} from '@foretaksportalen/shared/limits';
import {
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
} from '@foretaksportalen/shared/validators/messages';
import { emailField, nullableText, refinePhone, required } from '@foretaksportalen/shared/validators/zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import {
  hmac,
  randomString,
  safeEqual,
  scryptHash,
  sha256,
  unmatchableScryptHash,
  verifyScryptHash,
} from '../../lib/hashing.ts';
import { writeAudit } from '../audit/index.ts';
import { findRoleOf, type RoleReference } from '../clerk/index.ts';
import { requireCompany } from '../company/index.ts';
import { addMember, type PersonIdentity } from '../person/index.ts';
import {
  type AccessKeyRow,
  findAccessKeyByCodeHash,
  findAccessKeyByUrlKeyHash,
  insertAccessKey,
  lockAccessKey,
  lockAccessKeyByUrlKeyHash,
  recordWrongPin,
  revokeAccessKey,
  revokeOpenAccessKeys,
  updateAccessKey,
} from './access-key.repository.ts';

/** A login binds a key only this soon after its code and PIN were checked: the URL alone binds nothing. */
export const PIN_VERIFICATION_VALID_MS = 30 * 60 * 1000;

/**
 * Ties a PIN check to the browser that made it: the code/PIN call sets this as an HttpOnly cookie, and only a
 * login from a browser holding it binds the key, so the letter's URL alone never does, not even during the
 * 30 minutes after the rightful user checked the PIN.
 */
const verificationToken = (secret: string, urlKey: string, verifiedAt: Date) =>
  hmac(secret, `access-verification.${urlKey}.${verifiedAt.getTime()}`);

const ACCESS_KEY_NOT_FOUND = 'Fant ikke tilgangsnøkkelen';
const ACCESS_KEY_USED = 'Tilgangsnøkkelen er allerede brukt, og brukeren er med i foretaket';
const URL_KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const URL_KEY_LENGTH = 24;
const DIGITS = '0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The URL key is derived from the code (HMAC with the server's code key), not stored: the code/PIN call must
 * answer it, and so only the hash of it is kept for lookup. Bytes at or above 252 (7 × 36) are skipped, so
 * every character of the alphabet is equally likely.
 */
function deriveUrlKey(codeKey: string, code: string) {
  let key = '';
  for (let block = 0; key.length < URL_KEY_LENGTH; block += 1) {
    for (const byte of createHmac('sha256', codeKey).update(`url-key:${block}:${code}`).digest()) {
      if (byte < 252 && key.length < URL_KEY_LENGTH) key += URL_KEY_ALPHABET[byte % URL_KEY_ALPHABET.length];
    }
  }
  return key;
}

const groupCode = (code: string) => code.match(new RegExp(`.{${CODE_PART_LENGTH}}`, 'g'))?.join(' ') ?? code;

const issueDetailsSchema = refinePhone(
  z.object({
    firstName: required(nullableText(NAME_MAX_LENGTH, 'Fornavn'), FIRST_NAME_REQUIRED),
    lastName: required(nullableText(NAME_MAX_LENGTH, 'Etternavn'), LAST_NAME_REQUIRED),
    email: required(emailField(), EMAIL_REQUIRED),
    phone: nullableText(PHONE_OTHER_MAX_LENGTH, 'Telefon'),
    phoneCountryCode: phoneCountryCodeSchema,
  }),
  'phone',
  'phoneCountryCode',
);

/** How an access key's `issuedBy` names the complaints body's system: the API key's name after this. */
const PROVIDER_ISSUER = 'provider-api:';
export const issuedByProvider = (apiKeyName: string) => `${PROVIDER_ISSUER}${apiKeyName}`;
export const isIssuedByProvider = (issuedBy: string) => issuedBy.startsWith(PROVIDER_ISSUER);

export interface IssueAccessKeyInput {
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  phoneCountryCode?: string;
  role: RoleReference;
  /** Who or what issues it, for the audit log: the admin command, the provider API, a test. */
  issuedBy: string;
}

/** Why a key cannot be used now, or undefined when it can. */
function unusableReason(key: AccessKeyRow, now: Date) {
  if (key.usedAt) return 'used';
  if (key.revokedAt) return 'revoked';
  if (key.lockedAt) return 'locked';
  if (key.expiresAt <= now) return 'expired';
  return undefined;
}

/** What binding a key at login came to. */
export type BindOutcome =
  | {
      outcome: 'bound';
      person: { id: string; consent: boolean | null; welcomeDismissed: boolean };
      membership: { membershipId: string; companyId: string; accessLevel: number };
    }
  | { outcome: 'already-member' }
  | { outcome: 'refused' };

const auditTarget = (key: AccessKeyRow) => ({
  companyId: key.companyId,
  targetType: 'access-key',
  targetId: key.id,
});

/**
 * Access keys: the letters that let a new user in (architecture §5). The code and the PIN never reach a log or
 * the audit log; the audit log names a key by its id.
 */
export function createAccessKeyService({
  db,
  config,
  clock,
}: {
  db: Database;
  config: Config;
  clock: () => Date;
}) {
  const service = {
    /** Issues a key for a pending user (see issueAccessKeyWithId) and answers the data of the letter. */
    async issueAccessKey(input: IssueAccessKeyInput): Promise<AccessKeyLetter> {
      return (await service.issueAccessKeyWithId(input)).letter;
    },

    /**
     * Issues a key for a pending user and answers its id (by which the provider API revokes it) and the data of
     * the letter. A key still open for the same person (same company and e-mail) is revoked: only the newest
     * letter works.
     */
    async issueAccessKeyWithId(input: IssueAccessKeyInput): Promise<{ id: string; letter: AccessKeyLetter }> {
      const parsed = issueDetailsSchema.safeParse({
        ...input,
        phoneCountryCode: input.phoneCountryCode ?? 'NO',
      });
      if (!parsed.success) {
        throw new AppError('validation', 400, 'Ugyldige opplysninger om den nye brukeren', {
          errors: fieldErrors(parsed.error),
        });
      }
      const details = parsed.data;
      const now = clock();
      const code = randomString(ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH);
      const pin = randomString(DIGITS, PIN_LENGTH);
      const urlKey = deriveUrlKey(config.accessCodeKey, code);
      const pinHash = await scryptHash(pin);
      const expiresAt = new Date(now.getTime() + config.accessKeyLifetimeDays * DAY_MS);

      const id = await db.transaction(async (tx) => {
        await requireCompany(tx, input.companyId);
        const role = await findRoleOf(tx, input.role);
        if (!role) {
          const named = 'name' in input.role ? input.role.name : input.role.id;
          throw new AppError('clerk.unknown-role', 400, `Ukjent rolle «${named}»`);
        }
        const revoked = await revokeOpenAccessKeys(tx, input.companyId, details.email, now);
        const key = await insertAccessKey(tx, {
          companyId: input.companyId,
          firstName: details.firstName,
          lastName: details.lastName,
          email: details.email,
          phone: details.phone,
          phoneCountryCode: details.phoneCountryCode,
          roleId: role.id,
          urlKeyHash: sha256(urlKey),
          codeHash: hmac(config.accessCodeKey, code),
          pinHash,
          expiresAt,
          issuedBy: input.issuedBy,
          createdAt: now,
        });
        for (const old of revoked) {
          await writeAudit(tx, {
            companyId: input.companyId,
            action: 'access-key.revoked',
            targetType: 'access-key',
            targetId: old.id,
            details: { replacedBy: key.id, issuedBy: input.issuedBy },
          });
        }
        await writeAudit(tx, {
          ...auditTarget(key),
          action: 'access-key.issued',
          details: {
            issuedBy: input.issuedBy,
            email: details.email,
            roleId: role.id,
            expiresAt: expiresAt.toISOString(),
          },
        });
        return key.id;
      });
      const letter = {
        url: `${config.publicUrl}/access/${urlKey}`,
        code: groupCode(code),
        pin,
        expiresAt: expiresAt.toISOString(),
      };
      return { id, letter };
    },

    /**
     * Revokes a key that has not been used (the letter stops working); a key revoked already stays so. A used
     * key is refused: its user is a member, whom the company's administrators manage.
     */
    async revokeAccessKey(id: string, revokedBy: string) {
      await db.transaction(async (tx) => {
        const key = await lockAccessKey(tx, id);
        if (!key) throw new AppError('access-key.not-found', 404, ACCESS_KEY_NOT_FOUND);
        if (key.usedAt) throw new AppError('access-key.used', 409, ACCESS_KEY_USED);
        if (key.revokedAt) return;
        await revokeAccessKey(tx, id, clock());
        await writeAudit(tx, { ...auditTarget(key), action: 'access-key.revoked', details: { revokedBy } });
      });
    },

    /** GET /api/access/checkkey: false for a malformed, unknown, expired, used, revoked or locked key. */
    async isKeyUsable(urlKey: string) {
      const normalized = urlKey.toLowerCase();
      if (!ACCESS_KEY_PATTERN.test(normalized)) return false;
      const key = await findAccessKeyByUrlKeyHash(db, sha256(normalized));
      return key !== undefined && unusableReason(key, clock()) === undefined;
    },

    /**
     * GET /api/access/{code}/{pin}: the URL key when the code names a usable key and the PIN is its own, else
     * null. Every answer costs one scrypt, so the time taken does not tell whether a code exists. The fifth
     * wrong PIN locks the key.
     */
    async verifyCodeAndPin(
      code: string,
      pin: string,
    ): Promise<{ urlKey: string; verification: string } | null> {
      const now = clock();
      const found = await findAccessKeyByCodeHash(db, hmac(config.accessCodeKey, code));
      // The scrypt runs before the row lock, so that no transaction (on PGlite: the whole database) waits for it;
      // the PIN hash never changes, and the decision below is taken on the row as it is under the lock.
      const pinMatches = await verifyScryptHash(pin, found?.pinHash ?? unmatchableScryptHash());
      if (!found) {
        await writeAudit(db, {
          action: 'access-key.verification-failed',
          details: { reason: 'unknown-code' },
        });
        return null;
      }
      // Parallel guesses take the lock one after another: each sees the count and the lock the one before left.
      const verified = await db.transaction(async (tx) => {
        const key = await lockAccessKey(tx, found.id);
        const reason = key ? unusableReason(key, now) : 'gone';
        if (!key || reason) {
          await writeAudit(tx, {
            ...auditTarget(found),
            action: 'access-key.verification-failed',
            details: { reason },
          });
          return false;
        }
        if (!pinMatches) {
          const { failedPinAttempts } = await recordWrongPin(tx, key.id, now, MAX_WRONG_PINS);
          await writeAudit(tx, {
            ...auditTarget(key),
            action: 'access-key.verification-failed',
            details: { reason: 'wrong-pin', failedPinAttempts },
          });
          if (failedPinAttempts === MAX_WRONG_PINS) {
            await writeAudit(tx, {
              ...auditTarget(key),
              action: 'access-key.locked',
              details: { failedPinAttempts },
            });
          }
          return false;
        }
        await updateAccessKey(tx, key.id, { pinVerifiedAt: now });
        await writeAudit(tx, { ...auditTarget(key), action: 'access-key.verified' });
        return true;
      });
      if (!verified) return null;
      const urlKey = deriveUrlKey(config.accessCodeKey, code);
      return { urlKey, verification: verificationToken(config.sessionSecret, urlKey, now) };
    },

    /**
     * At the end of an eID login that started with a key: binds the key's pending membership to the person
     * with this identity, creating the person when the portal does not know them yet. Only a usable key whose
     * code and PIN were checked in the last 30 minutes binds, once; a person who already belongs to the company
     * is refused and nothing changes.
     */
    async bindAccessKey(
      urlKey: string,
      identity: PersonIdentity,
      browserVerification: string | undefined,
    ): Promise<BindOutcome> {
      const normalized = urlKey.toLowerCase();
      const now = clock();
      return db.transaction(async (tx): Promise<BindOutcome> => {
        const key = ACCESS_KEY_PATTERN.test(normalized)
          ? await lockAccessKeyByUrlKeyHash(tx, sha256(normalized))
          : undefined;
        if (!key) {
          await writeAudit(tx, { action: 'access-key.refused', details: { reason: 'unknown' } });
          return { outcome: 'refused' };
        }
        const verifiedRecently =
          key.pinVerifiedAt !== null &&
          now.getTime() - key.pinVerifiedAt.getTime() <= PIN_VERIFICATION_VALID_MS &&
          browserVerification !== undefined &&
          safeEqual(
            browserVerification,
            verificationToken(config.sessionSecret, normalized, key.pinVerifiedAt),
          );
        const reason = unusableReason(key, now) ?? (verifiedRecently ? undefined : 'not-verified');
        if (reason) {
          await writeAudit(tx, { ...auditTarget(key), action: 'access-key.refused', details: { reason } });
          return { outcome: 'refused' };
        }
        const added = await addMember(tx, {
          identity,
          name: { firstName: key.firstName, lastName: key.lastName },
          ifKnown: { tellAtNextLogin: false },
          companyId: key.companyId,
          roleId: key.roleId,
          email: key.email,
          phone: key.phone,
          phoneCountryCode: key.phoneCountryCode,
          now,
        });
        if (added.outcome === 'already-member') {
          await writeAudit(tx, {
            ...auditTarget(key),
            actorPersonId: added.person.id,
            action: 'access-key.refused',
            details: { reason: 'already-member' },
          });
          return { outcome: 'already-member' };
        }
        const { person, membershipId, newPerson } = added;
        const role = await findRoleOf(tx, { id: key.roleId });
        if (!role) throw new Error(`The role of access key ${key.id} is gone`);
        await updateAccessKey(tx, key.id, { usedAt: now, boundPersonId: person.id });
        await writeAudit(tx, {
          ...auditTarget(key),
          actorPersonId: person.id,
          action: 'access-key.used',
          details: { membershipId, newPerson },
        });
        return {
          outcome: 'bound',
          person,
          membership: {
            membershipId,
            companyId: key.companyId,
            accessLevel: role.accessLevel,
          },
        };
      });
    },
  };
  return service;
}

export type AccessKeyService = ReturnType<typeof createAccessKeyService>;
