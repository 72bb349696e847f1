import { EID, type EidProvider } from '@foretaksportalen/shared/eid';
import * as client from 'openid-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIdpSim, type IdpSim, startIdpSim } from '../src/create-idp-sim.ts';
import {
  cancelThroughIdpSim,
  type IdpSimCookies,
  IdpSimPageError,
  loginThroughIdpSim,
  openIdpSimLoginPage,
  submitIdpSimLogin,
} from '../src/test-login.ts';

const CLIENT = {
  client_id: 'foretaksportalen',
  client_secret: 'test-hemmelighet',
  redirect_uris: ['http://localhost:3999/api/oidc/callback'],
};
const REDIRECT_URI = CLIENT.redirect_uris[0] ?? '';

let idpSim: IdpSim;
let config: client.Configuration;

beforeAll(async () => {
  idpSim = await startIdpSim({ clients: [CLIENT] });
  config = await client.discovery(new URL(idpSim.issuer), CLIENT.client_id, CLIENT.client_secret, undefined, {
    execute: [client.allowInsecureRequests],
  });
});

afterAll(async () => {
  await idpSim.close();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** What the portal does at /api/oidc/authorize: an authorization URL with PKCE, state, nonce and one acr. */
const startAuthorization = async (eid: EidProvider) => {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    acr_values: EID[eid].acr,
  });
  return {
    url: url.href,
    redeem: async (callbackUrl: string) => {
      const tokens = await client.authorizationCodeGrant(config, new URL(callbackUrl), {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
      });
      return { tokens, claims: tokens.claims() };
    },
  };
};

describe('idp-sim login with the eID the portal asked for', () => {
  it('logs Kari in with BankID and issues acr and socialno in the ID token and userinfo', async () => {
    const authorization = await startAuthorization('nbid');
    const page = await openIdpSimLoginPage(authorization.url);

    expect(page.html).toContain('<html lang="nb">');
    expect(page.html).toContain('<title>BankID – testinnlogging</title>');
    expect(page.html).toContain('<label for="nationalId">Fødselsnummer</label>');
    expect(page.html).toContain('<input type="hidden" name="eid" value="nbid">');
    expect(page.html).toContain('Testinnlogging.');
    expect(page.html).toContain('>Logg inn</button>');
    expect(page.html).toContain('>Avbryt</button>');
    expect(page.html).toContain('Kari Nordmann');
    expect(page.html).toContain('Ukjent person');
    expect(page.html).not.toContain('Sven Svensson');
    expect(page.html).not.toContain('<script');

    const callbackUrl = await submitIdpSimLogin(page, '02879044939');
    expect(callbackUrl.startsWith(`${REDIRECT_URI}?`)).toBe(true);

    const { tokens, claims } = await authorization.redeem(callbackUrl);
    expect(claims).toMatchObject({
      iss: idpSim.issuer,
      sub: 'nbid:02879044939',
      acr: 'urn:grn:authn:no:bankid',
      socialno: '02879044939',
      given_name: 'Kari',
      family_name: 'Nordmann',
    });
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, 'nbid:02879044939');
    expect(userinfo).toMatchObject({ socialno: '02879044939', given_name: 'Kari' });
  });

  it('logs Sven in with Svensk BankID and issues ssn', async () => {
    const authorization = await startAuthorization('sbid');
    const page = await openIdpSimLoginPage(authorization.url);
    expect(page.html).toContain('<title>Svensk BankID – testinnlogging</title>');
    expect(page.html).toContain('<label for="nationalId">Personnummer</label>');

    const { claims } = await authorization.redeem(await submitIdpSimLogin(page, '19860412-2385'));
    expect(claims).toMatchObject({
      acr: 'urn:grn:authn:se:bankid',
      ssn: '198604122385',
      given_name: 'Sven',
      family_name: 'Svensson',
    });
    expect(claims).not.toHaveProperty('socialno');
  });

  it('logs Mette in with MitID and issues cprNumberIdentifier', async () => {
    const authorization = await startAuthorization('mitid');
    const page = await openIdpSimLoginPage(authorization.url);
    expect(page.html).toContain('<title>MitID – testinnlogging</title>');
    expect(page.html).toContain('<label for="nationalId">CPR-nummer</label>');

    const { claims } = await authorization.redeem(await submitIdpSimLogin(page, '1204861234'));
    expect(claims).toMatchObject({
      acr: 'urn:grn:authn:dk:mitid:substantial',
      cprNumberIdentifier: '1204861234',
      given_name: 'Mette',
    });
  });

  it('issues no names for a valid national id that is not a demo person', async () => {
    const authorization = await startAuthorization('nbid');
    const { claims } = await authorization.redeem(await loginThroughIdpSim(authorization.url, '18888341206'));
    expect(claims).toMatchObject({ socialno: '18888341206' });
    expect(claims).not.toHaveProperty('given_name');
  });
});

describe('idp-sim refusals', () => {
  const refusalOf = async (eid: EidProvider, nationalId: string) => {
    const page = await openIdpSimLoginPage((await startAuthorization(eid)).url);
    const error = await submitIdpSimLogin(page, nationalId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IdpSimPageError);
    return (error as IdpSimPageError).page;
  };

  it.each([
    ['nbid', '02879044938', 'Ugyldig fødselsnummer'],
    ['nbid', '198604122385', 'Ugyldig fødselsnummer'],
    ['sbid', '02879044939', 'Ugyldig personnummer'],
    ['mitid', '', 'Ugyldig CPR-nummer'],
  ] as const)('re-renders the %s page with 400 for %j', async (eid, nationalId, message) => {
    const page = await refusalOf(eid, nationalId);
    expect(page.status).toBe(400);
    expect(page.html).toContain(`<p id="nationalId-error" class="error">${message}</p>`);
    expect(page.html).toContain('aria-describedby="nationalId-error"');
    expect(page.html).toContain('aria-invalid="true"');
    expect(page.html).toContain(`<title>${EID[eid].name} – testinnlogging</title>`);
  });

  it('escapes what the user typed when showing it again', async () => {
    const page = await refusalOf('nbid', '"><script>alert(1)</script>');
    expect(page.html).not.toContain('<script');
    expect(page.html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('sends the user back with access_denied when they press Avbryt', async () => {
    const callbackUrl = new URL(await cancelThroughIdpSim((await startAuthorization('nbid')).url));
    expect(callbackUrl.origin + callbackUrl.pathname).toBe(REDIRECT_URI);
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
  });

  it('refuses to be created when NODE_ENV is production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => createIdpSim({ issuer: 'http://localhost:3001', clients: [CLIENT] })).toThrow(
      /NODE_ENV=production/,
    );
  });
});

describe('idp-sim as a test double for the portal', () => {
  it('honours the posted eID over the requested one, so the portal can be shown a wrong acr', async () => {
    const authorization = await startAuthorization('nbid');
    const callbackUrl = await loginThroughIdpSim(authorization.url, '198604122385', { eid: 'sbid' });
    const { claims } = await authorization.redeem(callbackUrl);
    expect(claims).toMatchObject({ acr: 'urn:grn:authn:se:bankid', ssn: '198604122385' });
    expect(claims).not.toHaveProperty('socialno');
  });

  it('asks again on every login in the same browser, so another person can sign in', async () => {
    const cookies: IdpSimCookies = new Map();
    const loginAs = async (nationalId: string) => {
      const authorization = await startAuthorization('nbid');
      return (
        await authorization.redeem(await loginThroughIdpSim(authorization.url, nationalId, { cookies }))
      ).claims;
    };

    const firstClaims = await loginAs('02879044939');
    expect(cookies.size).toBeGreaterThan(0);
    const secondClaims = await loginAs('15838541280');
    expect(firstClaims?.socialno).toBe('02879044939');
    expect(secondClaims).toMatchObject({ socialno: '15838541280', given_name: 'Anne' });
  });

  it('serves its pages under a CSP that allows no script', async () => {
    const response = await fetch(new URL('/interaction/unknown', idpSim.issuer));
    expect(response.status).toBe(400);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(policy).toContain('http://localhost:3999');
    expect(await response.text()).toContain('Innloggingen er utløpt');
  });
});
