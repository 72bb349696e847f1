// oidc-provider ships no type declarations and @types/oidc-provider is not installed; these cover what
// the simulator uses. Files that import oidc-provider reference this one, so other workspaces type check too.

declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type JsonObject = Record<string, unknown>;

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: JsonObject,
      rejected: string[],
    ): AccountClaims | Promise<AccountClaims>;
  }

  export interface InteractionResults {
    login?: { accountId: string; acr?: string; amr?: string[]; remember?: boolean; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface Interaction {
    readonly uid: string;
    params: Record<string, string | undefined>;
    prompt: { name: string; reasons: string[]; details: { missingOIDCClaims?: string[] } & JsonObject };
    session?: { accountId: string; uid?: string; cookie?: string; acr?: string };
    grantId?: string;
    returnTo: string;
    persist(): Promise<string>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface Session {
    destroy(): Promise<void>;
  }

  export interface KoaContextWithOIDC {
    status: number;
    type: string;
    body: unknown;
    set(header: string, value: string): void;
    oidc: { result?: InteractionResults };
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    token_endpoint_auth_method: string;
    response_types: string[];
    grant_types: string[];
    scope: string;
  }

  export type CheckFunction = (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>;

  export class Check {
    constructor(reason: string, description: string, error: string, check: CheckFunction);
    static readonly REQUEST_PROMPT: true;
    static readonly NO_NEED_TO_PROMPT: false;
  }

  export interface Prompt {
    name: string;
    checks: Check[];
  }

  export type Policy = Prompt[] & { get(name: string): Prompt | undefined };

  export const interactionPolicy: { base(): Policy; Check: typeof Check };

  export const errors: { SessionNotFound: new (description?: string) => Error };

  export type AdapterFactory = (model: string) => unknown;

  export interface Configuration {
    adapter?: AdapterFactory;
    acrValues?: string[];
    claims?: Record<string, string[] | null>;
    clients?: ClientMetadata[];
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    interactions?: { policy?: Policy; url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string };
    jwks?: { keys: JsonObject[] };
    pkce?: { required: () => boolean };
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Promise<void>;
    responseTypes?: string[];
    scopes?: string[];
    ttl?: Record<string, number>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: new (properties: {
      accountId: string;
      clientId: string;
    }) => Grant;
    readonly Session: { find(id: string): Promise<Session | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: never[]) => void): this;
  }

  export default Provider;
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { AdapterFactory } from 'oidc-provider';

  export function createMemoryAdapter(clockTolerance?: number): AdapterFactory;
}
