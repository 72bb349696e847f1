import * as client from 'openid-client';
import type { Config } from '../../config.ts';

/**
 * The relying party towards the eID broker. Discovery happens at the first login and is retried after a
 * failure, so the portal starts even while the broker is down.
 */
export function createOidcClient(config: Config) {
  let discovered: Promise<client.Configuration> | undefined;
  const issuer = new URL(config.oidc.issuer);
  // openid-client refuses plain http unless told; only a local broker (the simulator) is allowed that.
  const insecureAllowed = issuer.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(issuer.hostname);

  const configuration = () => {
    discovered ??= client
      .discovery(
        issuer,
        config.oidc.clientId,
        config.oidc.clientSecret,
        undefined,
        insecureAllowed ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    redirectUri: `${config.publicUrl}/api/oidc/callback`,

    async authorizationUrl(params: { acr: string; state: string; nonce: string; codeVerifier: string }) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: this.redirectUri,
        scope: 'openid profile',
        response_type: 'code',
        acr_values: params.acr,
        // eID logins always authenticate anew: a logged-out clerk must not slip back in on the broker's session.
        prompt: 'login',
        state: params.state,
        nonce: params.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(params.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    /** Exchanges the code (checking state, nonce and PKCE) and answers the ID token's claims. */
    async claims(currentUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }) {
      const tokens = await client.authorizationCodeGrant(await configuration(), currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The ID token is missing');
      return claims as Record<string, unknown>;
    },

    randomState: client.randomState,
    randomNonce: client.randomNonce,
    randomCodeVerifier: client.randomPKCECodeVerifier,
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
