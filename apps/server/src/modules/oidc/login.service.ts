import type { EidProvider } from '@foretaksportalen/shared/eid';
import { EID } from '@foretaksportalen/shared/eid';
import {
  detectNationalIdCountry,
  normalizeNationalId,
} from '@foretaksportalen/shared/validators/national-id';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { identityHash } from '../../lib/hashing.ts';
import type { AccessKeyService } from '../access-key/index.ts';
import { writeAudit } from '../audit/index.ts';
import { hasNewCompanyNotice } from '../clerk/index.ts';
import { findPerson, type PersonIdentity } from '../person/index.ts';
import { ACCESS_PATHS, type IssuedSession, pathAfterConsent, type SessionService } from '../session/index.ts';
import {
  countDisabledMemberships,
  deleteLoginStatesOlderThan,
  insertLoginState,
  takeLoginState,
} from './login.repository.ts';
import type { OidcClient } from './oidc-client.ts';

const LOGIN_STATE_LIFETIME_MS = 10 * 60 * 1000;

/** Where a finished login sends the browser, and the session it made (none for notfound/inactive). */
export interface LoginOutcome {
  redirectTo: string;
  issued?: IssuedSession;
}

export class LoginRefused extends Error {}

/**
 * Deletes the login states made before `startedBefore` (the housekeeping, issue 48). Each login's start already
 * deletes those past LOGIN_STATE_LIFETIME_MS; this takes the rest when nobody has logged in for a while. Answers
 * how many.
 */
export const deleteLoginStates = (db: Database, { startedBefore }: { startedBefore: Date }) =>
  deleteLoginStatesOlderThan(db, startedBefore);

export function createLoginService(deps: {
  db: Database;
  config: Config;
  oidc: OidcClient;
  sessions: SessionService;
  accessKeys: AccessKeyService;
  clock: () => Date;
}) {
  const { db, config, oidc, sessions, accessKeys, clock } = deps;

  /**
   * A fresh session in the membership, remembered as the person's last company; then consent, welcome, the
   * notice of companies that added them, or the landing page (architecture §5).
   */
  async function signIn(
    person: { id: string; consent: boolean | null; welcomeDismissed: boolean },
    membership: { membershipId: string; companyId: string; accessLevel: number },
    details: Record<string, unknown>,
  ): Promise<LoginOutcome> {
    const issued = await sessions.issueAtLogin(person.id, membership);
    await writeAudit(db, {
      actorPersonId: person.id,
      companyId: membership.companyId,
      action: 'login.success',
      details,
    });
    const redirectTo =
      person.consent !== true
        ? ACCESS_PATHS.consent
        : pathAfterConsent({
            welcomeDismissed: person.welcomeDismissed,
            newCompanyNoticePending: await hasNewCompanyNotice(db, person.id),
            accessLevel: membership.accessLevel,
          });
    return { redirectTo, issued };
  }

  /** Routing after login (architecture §5): notfound, inactive, consent, welcome, or the landing page. */
  async function enter(hash: string, idp: EidProvider): Promise<LoginOutcome> {
    const person = await findPerson(db, hash);
    if (!person) {
      await writeAudit(db, { action: 'login.notfound', details: { idp } });
      return { redirectTo: '/access/notfound' };
    }
    // The company the person used last, while they may still use it; otherwise the first by name.
    const active = await sessions.activeMemberships(person.id);
    const membership = active.find((m) => m.companyId === person.lastCompanyId) ?? active[0];
    if (!membership) {
      const disabled = await countDisabledMemberships(db, person.id);
      await writeAudit(db, { actorPersonId: person.id, action: 'login.inactive', details: { idp } });
      return { redirectTo: disabled > 0 ? '/access/inactive' : '/access/notfound' };
    }
    return signIn(person, membership, { idp });
  }

  /**
   * A login that started on an access-key page: the key's pending membership goes to the person with this
   * eID, in a fresh session in the key's company; from there on it is any first login (consent, welcome).
   */
  async function enterWithAccessKey(
    accessKey: string,
    identity: PersonIdentity,
    idp: EidProvider,
    accessVerification: string | undefined,
  ): Promise<LoginOutcome> {
    const bound = await accessKeys.bindAccessKey(accessKey, identity, accessVerification);
    if (bound.outcome === 'refused') throw new LoginRefused('access key not usable or not PIN-verified');
    if (bound.outcome === 'already-member') return { redirectTo: ACCESS_PATHS.alreadyMember };
    return signIn(bound.person, bound.membership, { idp, accessKey: true });
  }

  return {
    async start(idp: EidProvider, accessKey?: string) {
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomCodeVerifier();
      const url = await oidc.authorizationUrl({ acr: config.oidc.acr[idp], state, nonce, codeVerifier });
      await deleteLoginStatesOlderThan(db, new Date(clock().getTime() - LOGIN_STATE_LIFETIME_MS));
      await insertLoginState(db, {
        state,
        nonce,
        codeVerifier,
        idp,
        accessKey: accessKey ?? null,
        createdAt: clock(),
      });
      return { url, state };
    },

    /**
     * Finishes a login at the callback. The state must be the one this browser started (its cookie) and
     * is used once; the broker's acr must be the one configured for the chosen eID. `accessVerification` is the
     * browser's proof of a passed code/PIN check, for logins with an access key. A session this browser still
     * had ends once the eID has told who logs in now, before a new one is issued.
     */
    async finish(
      currentUrl: URL,
      browser: { browserState?: string; accessVerification?: string; previousSessionToken?: string },
    ): Promise<LoginOutcome> {
      const { browserState, accessVerification } = browser;
      const state = currentUrl.searchParams.get('state');
      if (!state || !browserState || state !== browserState) throw new LoginRefused('state mismatch');
      const login = await takeLoginState(db, state);
      if (!login || clock().getTime() - login.createdAt.getTime() > LOGIN_STATE_LIFETIME_MS) {
        throw new LoginRefused('unknown or expired login state');
      }
      const idp = login.idp as EidProvider;
      const claims = await oidc.claims(currentUrl, {
        state,
        nonce: login.nonce,
        codeVerifier: login.codeVerifier,
      });
      if (claims.acr !== config.oidc.acr[idp]) {
        await writeAudit(db, {
          action: 'login.refused',
          details: { idp, reason: 'acr', acr: String(claims.acr) },
        });
        throw new LoginRefused('unexpected acr');
      }
      const rawId = claims[config.oidc.nationalIdClaim[idp]];
      const nationalId = typeof rawId === 'string' ? normalizeNationalId(rawId) : '';
      const country = EID[idp].country;
      if (detectNationalIdCountry(nationalId) !== country) {
        await writeAudit(db, { action: 'login.refused', details: { idp, reason: 'national-id' } });
        throw new LoginRefused('missing or foreign national id');
      }
      const hash = identityHash(config.identityKey, country, nationalId);
      await sessions.endByToken(browser.previousSessionToken, 'session.ended-by-new-login');
      if (login.accessKey) {
        return enterWithAccessKey(
          login.accessKey,
          { identityHash: hash, identityCountry: country },
          idp,
          accessVerification,
        );
      }
      return enter(hash, idp);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
