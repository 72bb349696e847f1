/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { EID, EID_PROVIDERS, type EidProvider, isEidProvider } from '@foretaksportalen/shared/eid';
import {
  detectNationalIdCountry,
  normalizeNationalId,
} from '@foretaksportalen/shared/validators/national-id';
import Provider, {
  errors,
  type Interaction,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
// The same store oidc-provider uses by default; passing it explicitly avoids the "use a real adapter" warning,
// which does not apply to a simulator that is meant to forget everything on restart.
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import { accountIdFor, claimsForAccount, NATIONAL_ID_CLAIMS } from './accounts.ts';
import { contentSecurityPolicy } from './html.ts';
import { renderChooseEidPage, renderLoginPage, renderMessagePage } from './login-page.ts';
import { TEXTS } from './texts.ts';

export interface IdpSimClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface IdpSimOptions {
  /** The simulator's own origin, e.g. `http://localhost:3001`; it must match the port it listens on. */
  issuer: string;
  clients: IdpSimClient[];
  /** Keys that sign the simulator's cookies; random per process when left out. */
  cookieKeys?: string[];
}

export interface IdpSim {
  issuer: string;
  server: Server;
  provider: Provider;
  listen(port: number, host?: string): Promise<void>;
  close(): Promise<void>;
}

const INTERACTION_ROUTE = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/;
const MAX_FORM_BYTES = 16 * 1024;

const eidForAcrValues = (acrValues: string | undefined): EidProvider | undefined => {
  const requested = acrValues?.split(' ') ?? [];
  return EID_PROVIDERS.find((eid) => requested.includes(EID[eid].acr));
};

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new RangeError('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

const createSigningKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

/**
 * The simulated eID broker: an OpenID Connect provider whose login page lets anyone sign in as any valid
 * national id of the requested eID, and which issues the broker's acr values and claim names.
 */
export const createIdpSim = (options: IdpSimOptions): IdpSim => {
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      'The simulated eID provider (apps/idp-sim) refuses to run with NODE_ENV=production: it logs anyone in as ' +
        'anyone. Configure the real eID broker for production.',
    );
  }
  const { issuer, clients } = options;
  if (new URL(issuer).pathname !== '/') {
    throw new Error(`The idp-sim issuer must be an origin without a path, got ${issuer}`);
  }

  const formTargets = [
    ...new Set(clients.flatMap((client) => client.redirect_uris.map((uri) => new URL(uri).origin))),
  ];
  const securityHeaders = {
    'Content-Security-Policy': contentSecurityPolicy(formTargets),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };

  // The real broker asks the user every time, so the simulator never reuses an earlier login silently:
  // switching person in the same browser must show the login page again.
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.push(
      new interactionPolicy.Check(
        'simulator_always_asks',
        'the simulated eID broker asks for a login on every authorization',
        'login_required',
        (ctx) =>
          ctx.oidc.result?.login
            ? interactionPolicy.Check.NO_NEED_TO_PROMPT
            : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: clients.map((client) => ({
      ...client,
      token_endpoint_auth_method: 'client_secret_post',
      response_types: ['code'],
      grant_types: ['authorization_code'],
      scope: 'openid profile',
    })),
    cookies: { keys: options.cookieKeys ?? [randomBytes(32).toString('base64url')] },
    jwks: { keys: [createSigningKey()] },
    responseTypes: ['code'],
    scopes: ['openid', 'profile'],
    pkce: { required: () => true },
    // Advertised as acr_values_supported; with an empty list oidc-provider also drops its standalone acr claim.
    acrValues: EID_PROVIDERS.map((eid) => EID[eid].acr),
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      // acr under openid as well: otherwise it is issued only when the request carries acr_values.
      openid: ['sub', 'acr', ...NATIONAL_ID_CLAIMS],
      profile: ['given_name', 'family_name'],
    },
    // By default only sub goes into the ID token when a userinfo endpoint exists; the broker puts all in it.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { policy },
    findAccount: async (_ctx, sub) => {
      const claims = claimsForAccount(sub);
      return claims ? { accountId: sub, claims: () => ({ ...claims, sub }) } : undefined;
    },
    renderError: async (ctx: KoaContextWithOIDC, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', securityHeaders['Content-Security-Policy']);
      ctx.body = renderMessagePage(TEXTS.errorTitle, [TEXTS.errorIntro], Object.entries(out));
    },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
    },
  });
  provider.on('server_error', (_ctx: unknown, error: Error) => console.error('idp-sim: server error', error));

  const providerCallback = provider.callback();

  const sendHtml = (
    res: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...securityHeaders, ...headers });
    res.end(body);
  };

  const interactionFor = async (
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
  ): Promise<Interaction> => {
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction does not match the page');
    return interaction;
  };

  const showLoginPage = async (req: IncomingMessage, res: ServerResponse, uid: string, url: URL) => {
    const interaction = await interactionFor(req, res, uid);
    const queryEid = url.searchParams.get('eid');
    const eid =
      eidForAcrValues(interaction.params.acr_values) ?? (isEidProvider(queryEid) ? queryEid : undefined);
    sendHtml(res, 200, eid ? renderLoginPage({ uid, eid }) : renderChooseEidPage(uid));
  };

  // An earlier login in this browser would make oidc-provider ask to log out first when another person signs in;
  // every simulated login starts afresh instead.
  const forgetEarlierLogin = async (interaction: Interaction) => {
    if (!interaction.session) return;
    const { cookie } = interaction.session;
    if (cookie) await (await provider.Session.find(cookie))?.destroy();
    interaction.session = undefined;
    await interaction.persist();
  };

  const grantRequested = async (interaction: Interaction, accountId: string): Promise<string> => {
    const grant = new provider.Grant({ accountId, clientId: interaction.params.client_id ?? '' });
    grant.addOIDCScope(interaction.params.scope ?? 'openid');
    const { missingOIDCClaims } = interaction.prompt.details;
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    return grant.save();
  };

  const submitLogin = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    const form = await readForm(req);
    const interaction = await interactionFor(req, res, uid);
    const eid = form.get('eid');
    if (!isEidProvider(eid)) {
      sendHtml(res, 400, renderChooseEidPage(uid));
      return;
    }
    const typed = form.get('nationalId') ?? '';
    const nationalId = normalizeNationalId(typed);
    if (detectNationalIdCountry(nationalId) !== EID[eid].country) {
      sendHtml(res, 400, renderLoginPage({ uid, eid, nationalId: typed, invalid: true }));
      return;
    }

    await forgetEarlierLogin(interaction);
    const accountId = accountIdFor(eid, nationalId);
    const grantId = await grantRequested(interaction, accountId);
    // The posted eID decides the acr, even when the client asked for another one: tests use that to play a user
    // who authenticated with the wrong eID.
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId, acr: EID[eid].acr, remember: false }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const abortLogin = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    await interactionFor(req, res, uid);
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: TEXTS.cancelledDescription },
      { mergeWithLastSubmission: false },
    );
  };

  const handleInteraction = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    match: RegExpExecArray,
  ) => {
    const [, uid = '', action] = match;
    const route = `${req.method} ${action ?? 'page'}`;
    try {
      if (route === 'GET page') await showLoginPage(req, res, uid, url);
      else if (route === 'POST login') await submitLogin(req, res, uid);
      else if (route === 'POST abort') await abortLogin(req, res, uid);
      else sendHtml(res, 405, renderMessagePage(TEXTS.notFoundTitle, []), { Allow: action ? 'POST' : 'GET' });
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        sendHtml(res, 400, renderMessagePage(TEXTS.sessionExpiredTitle, [TEXTS.sessionExpired]));
        return;
      }
      console.error('idp-sim: interaction failed', error);
      if (!res.headersSent) sendHtml(res, 500, renderMessagePage(TEXTS.errorTitle, [TEXTS.unexpectedError]));
    }
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = INTERACTION_ROUTE.exec(url.pathname);
    if (match) void handleInteraction(req, res, url, match);
    else providerCallback(req, res);
  });

  return {
    issuer,
    server,
    provider,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    close: () =>
      new Promise((resolve, reject) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
};

const findFreePort = (host: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** For tests: starts a simulator on a free port, with the issuer that port implies. */
export const startIdpSim = async (
  options: Omit<IdpSimOptions, 'issuer'> & { host?: string },
): Promise<IdpSim> => {
  const host = options.host ?? '127.0.0.1';
  const port = await findFreePort(host);
  const idpSim = createIdpSim({ ...options, issuer: `http://${host}:${port}` });
  await idpSim.listen(port, host);
  return idpSim;
};
