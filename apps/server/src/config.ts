import path from 'node:path';
import { EID, EID_PROVIDERS, type EidProvider } from '@foretaksportalen/shared/eid';
import {
  DEFAULT_CONTENT_TYPES,
  DEFAULT_MAX_UPLOAD_FILE_SIZE,
  DEFAULT_SESSION_TIMEOUT_SECONDS,
  DEFAULT_UPLOAD_QUOTA_BYTES,
  DEFAULT_UPLOAD_QUOTA_FILES,
  LETTER_DELETE_WINDOW_MINUTES,
  LIVE_HEARTBEAT_SECONDS,
  LIVE_REPLAY_SECONDS,
  RETENTION_MONTHS_MAX,
} from '@foretaksportalen/shared/limits';

/** Secrets that only the embedded local set-up may use; production must set its own. */
const LOCAL_IDENTITY_KEY = 'lokal-utviklingsnokkel-for-identiteter';
const LOCAL_SESSION_SECRET = 'lokal-utviklingsnokkel-for-sesjoner';
const LOCAL_ACCESS_CODE_KEY = 'lokal-utviklingsnokkel-for-tilgangskoder';
const LOCAL_OIDC_CLIENT_SECRET = 'foretaksportalen-lokal-hemmelighet';

/** How long the live stream's rows are kept (the pruner's rule): a replay window cannot be longer. */
export const LIVE_EVENTS_KEPT_SECONDS = 600;

/** /metrics on the portal's own port has no rate limit: its token must be too long to guess. */
const MIN_METRICS_TOKEN_LENGTH = 32;

export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy). Off by default: behind no proxy, a client
   * could otherwise forge its address and slip past the per-IP limits.
   */
  trustProxy: boolean | string;
  /** The address users reach the portal at; the OIDC callback and cookie security derive from it. */
  publicUrl: string;
  dataDir: string;
  /** The folder of the folder blob store (documents); defaults to `dataDir/blobs`. */
  blobDir: string;
  /**
   * Where document bytes live (architecture §1): a folder (the embedded default), the portal's own database, or
   * S3-compatible object storage; `docs/deploy.md` weighs them.
   */
  blobStore: BlobStoreKind;
  /** The S3 store's bucket and endpoint; credentials come from the AWS SDK's usual sources. */
  s3: { endpoint: string | undefined; bucket: string; region: string; forcePathStyle: boolean };
  /** A PostgreSQL server; when unset the embedded PGlite database in `dataDir/db` is used. */
  databaseUrl: string | undefined;
  logLevel: string;
  webDistDir: string;
  /** Lets the end-to-end tests reset the demo data over HTTP; never in production. */
  enableTestHooks: boolean;
  oidc: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    acr: Record<EidProvider, string>;
    nationalIdClaim: Record<EidProvider, string>;
  };
  identityKey: string;
  sessionSecret: string;
  /** HMAC key of the access codes' lookup hashes (architecture §5). */
  accessCodeKey: string;
  accessKeyLifetimeDays: number;
  /**
   * Requests per minute: per IP address on the anonymous access-key calls; per person and per IP address on
   * the new-user dialog's lookup of a national id and creation of a user together (one budget).
   */
  rateLimits: { checkKeyPerMinute: number; codePinPerMinute: number; clerkLookupPerMinute: number };
  /** The provider API (architecture §8): requests per minute per key, and refused keys per minute per IP address. */
  providerApi: { requestsPerMinute: number; failedAuthPerMinute: number };
  sessionTimeoutSeconds: number;
  sessionMaxLifetimeSeconds: number;
  /** How long a session id stays valid before the browser must use its refresh token. */
  accessLifetimeSeconds: number;
  /**
   * How long after a refresh its replaced refresh token still gets the same new tokens (two tabs refreshing at
   * once); presented later, it ends the session as stolen.
   */
  refreshGraceSeconds: number;
  maxUploadFileSize: number;
  contentTypes: string[];
  /** How long an upload that no case or letter has taken is kept before the purge removes it. */
  uploadRetentionHours: number;
  /** How many such uploads one person may have at a time, across their sessions, and their bytes together. */
  uploadQuota: { files: number; bytes: number };
  /** How long after sending the company may still delete a letter it sent (architecture §7). */
  letterDeleteWindowMinutes: number;
  /**
   * The HTTP server's timeouts in seconds (docs/operations.md, Uploads and timeouts: the arithmetic for a 25 MB
   * upload on a slow line): the whole request with its body, its headers, a connection on which no byte moves, and
   * an idle kept-alive connection.
   */
  httpTimeouts: {
    requestSeconds: number;
    headersSeconds: number;
    idleSeconds: number;
    keepAliveSeconds: number;
  };
  /** How long a shutdown (SIGTERM, SIGINT) lets the requests under way finish before it cuts their connections. */
  shutdownTimeoutSeconds: number;
  /**
   * Whether this process reads the texts of documents and letters for the search in the background. Processes that
   * do share the work (each text is claimed by one); when none does, the texts wait (`search status` shows them).
   */
  searchIndexing: boolean;
  /**
   * Prometheus metrics, off while both are unset: `port` is a listener of their own (on `host`), `token` lets
   * `GET /metrics` answer on the portal's own port to a bearer of it.
   */
  metrics: { port: number | undefined; token: string | undefined };
  /**
   * The live stream (issue 47, `GET /api/live`): streams one session may hold on this process (its oldest is
   * closed beyond), streams this process holds at most (503 beyond), seconds between heartbeats, and how long
   * after its cursor a reconnecting stream is replayed what it missed (longer: it is told to read everything again).
   */
  live: {
    streamsPerSession: number;
    maxStreams: number;
    heartbeatSeconds: number;
    replayWindowSeconds: number;
  };
  /**
   * Personal data by law (issue 48): the fewest months after its closing a company may keep a case before its
   * personal data is deleted (RETENTION_MIN_MONTHS), and how long the portal keeps its own records: sent e-mails,
   * ended sessions and login states (days), the audit log (years).
   */
  retention: { minMonths: number; sentMailDays: number; endedSessionDays: number; auditLogYears: number };
  /**
   * The systemic-issue alert (issue 49): a cause with more than `threshold` new cases in the last `windowDays` days
   * e-mails the company's administrators once per window (`CAUSE_ALERT_THRESHOLD`).
   */
  causeAlert: { threshold: number; windowDays: number };
  /** An upstream headless CMS answering getcontent; when unset the built-in content store answers. */
  contentUpstreamUrl: string | undefined;
  /**
   * The hour (0-23, Oslo time) from which each working day's reminders are sent: of unread letters, and before
   * cases' deadlines (`UNREAD_REMINDER_HOUR`, named after the first of them).
   */
  unreadReminderHour: number;
  mail: {
    /** An SMTP server, e.g. smtp://127.0.0.1:2525; when unset, mail is written as .eml files to `dataDir/mail`. */
    smtpUrl: string | undefined;
    from: string;
    /** The complaints body's address for questions sent from the FAQ page. */
    questionEmail: string;
    /** How often the outbox sender looks for messages due (each process that runs one). */
    sendIntervalSeconds: number;
  };
  branding: {
    portalName: string;
    productName: string;
    orgNum: string;
    website: string;
    errorReportEmail: string;
  };
}

export const BLOB_STORE_KINDS = ['folder', 'postgres', 's3'] as const;
export type BlobStoreKind = (typeof BLOB_STORE_KINDS)[number];

type Env = Record<string, string | undefined>;

const oneOf = <T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!choices.includes(raw as T))
    throw new Error(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  return raw as T;
};

const positiveInt = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
};

const optionalPositiveInt = (env: Env, name: string): number | undefined =>
  env[name] === undefined || env[name] === '' ? undefined : positiveInt(env, name, 0);

const hourOfDay = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 23)
    throw new Error(`${name} must be an hour from 0 to 23, got "${raw}"`);
  return value;
};

const optionalUrl = (env: Env, name: string): string | undefined => {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!URL.canParse(raw)) throw new Error(`${name} must be a URL, got "${raw}"`);
  return raw;
};

const perEid = (env: Env, prefix: string, fallback: (eid: EidProvider) => string) =>
  Object.fromEntries(
    EID_PROVIDERS.map((eid) => [eid, env[`${prefix}_${eid.toUpperCase()}`] || fallback(eid)]),
  ) as Record<EidProvider, string>;

/** Reads the one typed configuration from the environment, with defaults for the embedded set-up. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = positiveInt(env, 'PORT', 3000);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const root = path.resolve(import.meta.dirname, '../../..');
  const dataDir = path.resolve(env.DATA_DIR || path.join(root, 'data'));
  const config: Config = {
    env: nodeEnv,
    host: env.HOST || '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    port,
    publicUrl,
    dataDir,
    blobDir: path.resolve(env.BLOB_DIR || path.join(dataDir, 'blobs')),
    blobStore: oneOf(env, 'BLOB_STORE', BLOB_STORE_KINDS, 'folder'),
    s3: {
      endpoint: optionalUrl(env, 'S3_ENDPOINT'),
      bucket: env.S3_BUCKET || 'foretaksportalen',
      region: env.S3_REGION || 'us-east-1',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    },
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(root, 'apps/web/dist')),
    enableTestHooks: nodeEnv !== 'production' && env.E2E_TEST_HOOKS === 'true',
    oidc: {
      issuer: (env.OIDC_ISSUER || 'http://localhost:3001').replace(/\/$/, ''),
      clientId: env.OIDC_CLIENT_ID || 'foretaksportalen',
      clientSecret: env.OIDC_CLIENT_SECRET || LOCAL_OIDC_CLIENT_SECRET,
      acr: perEid(env, 'OIDC_ACR', (eid) => EID[eid].acr),
      nationalIdClaim: perEid(env, 'OIDC_NATIONAL_ID_CLAIM', (eid) => EID[eid].nationalIdClaim),
    },
    identityKey: env.IDENTITY_KEY || LOCAL_IDENTITY_KEY,
    sessionSecret: env.SESSION_SECRET || LOCAL_SESSION_SECRET,
    accessCodeKey: env.ACCESS_CODE_KEY || LOCAL_ACCESS_CODE_KEY,
    accessKeyLifetimeDays: positiveInt(env, 'ACCESS_KEY_LIFETIME_DAYS', 30),
    rateLimits: {
      checkKeyPerMinute: positiveInt(env, 'RATE_LIMIT_CHECKKEY_PER_MINUTE', 30),
      codePinPerMinute: positiveInt(env, 'RATE_LIMIT_CODE_PIN_PER_MINUTE', 10),
      clerkLookupPerMinute: positiveInt(env, 'RATE_LIMIT_CLERK_LOOKUP_PER_MINUTE', 20),
    },
    providerApi: {
      requestsPerMinute: positiveInt(env, 'PROVIDER_API_REQUESTS_PER_MINUTE', 600),
      failedAuthPerMinute: positiveInt(env, 'PROVIDER_API_FAILED_AUTH_PER_MINUTE', 10),
    },
    sessionTimeoutSeconds: positiveInt(env, 'SESSION_TIMEOUT', DEFAULT_SESSION_TIMEOUT_SECONDS),
    sessionMaxLifetimeSeconds: positiveInt(env, 'SESSION_MAX_LIFETIME', 12 * 60 * 60),
    accessLifetimeSeconds: positiveInt(env, 'SESSION_ACCESS_LIFETIME', 15 * 60),
    refreshGraceSeconds: positiveInt(env, 'SESSION_REFRESH_GRACE', 10),
    maxUploadFileSize: positiveInt(env, 'MAX_UPLOAD_FILE_SIZE', DEFAULT_MAX_UPLOAD_FILE_SIZE),
    contentTypes: env.CONTENT_TYPES
      ? env.CONTENT_TYPES.split(',').map((type) => type.trim())
      : DEFAULT_CONTENT_TYPES,
    uploadRetentionHours: positiveInt(env, 'UPLOAD_RETENTION_HOURS', 24),
    uploadQuota: {
      files: positiveInt(env, 'UPLOAD_QUOTA_FILES', DEFAULT_UPLOAD_QUOTA_FILES),
      bytes: positiveInt(env, 'UPLOAD_QUOTA_BYTES', DEFAULT_UPLOAD_QUOTA_BYTES),
    },
    letterDeleteWindowMinutes: positiveInt(env, 'LETTER_DELETE_WINDOW_MINUTES', LETTER_DELETE_WINDOW_MINUTES),
    httpTimeouts: {
      requestSeconds: positiveInt(env, 'REQUEST_TIMEOUT_SECONDS', 600),
      headersSeconds: positiveInt(env, 'HEADERS_TIMEOUT_SECONDS', 30),
      idleSeconds: positiveInt(env, 'IDLE_TIMEOUT_SECONDS', 120),
      keepAliveSeconds: positiveInt(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 72),
    },
    shutdownTimeoutSeconds: positiveInt(env, 'SHUTDOWN_TIMEOUT_SECONDS', 30),
    searchIndexing: oneOf(env, 'SEARCH_INDEXING', ['true', 'false'], 'true') === 'true',
    metrics: { port: optionalPositiveInt(env, 'METRICS_PORT'), token: env.METRICS_TOKEN || undefined },
    live: {
      streamsPerSession: positiveInt(env, 'LIVE_STREAMS_PER_SESSION', 3),
      maxStreams: positiveInt(env, 'LIVE_MAX_STREAMS', 5000),
      heartbeatSeconds: positiveInt(env, 'LIVE_HEARTBEAT_SECONDS', LIVE_HEARTBEAT_SECONDS),
      replayWindowSeconds: positiveInt(env, 'LIVE_REPLAY_WINDOW_SECONDS', LIVE_REPLAY_SECONDS),
    },
    retention: {
      minMonths: positiveInt(env, 'RETENTION_MIN_MONTHS', 36),
      sentMailDays: positiveInt(env, 'SENT_MAIL_RETENTION_DAYS', 30),
      endedSessionDays: positiveInt(env, 'ENDED_SESSION_RETENTION_DAYS', 7),
      auditLogYears: positiveInt(env, 'AUDIT_LOG_RETENTION_YEARS', 5),
    },
    causeAlert: { threshold: positiveInt(env, 'CAUSE_ALERT_THRESHOLD', 5), windowDays: 30 },
    contentUpstreamUrl: optionalUrl(env, 'CONTENT_UPSTREAM_URL'),
    unreadReminderHour: hourOfDay(env, 'UNREAD_REMINDER_HOUR', 7),
    mail: {
      smtpUrl: optionalUrl(env, 'SMTP_URL'),
      from: env.MAIL_FROM || 'Foretaksportalen <ikke-svar@foretaksportalen.example>',
      questionEmail: env.QUESTION_EMAIL || 'sporsmal@klagenemnda.example',
      sendIntervalSeconds: positiveInt(env, 'MAIL_SEND_INTERVAL_SECONDS', 5),
    },
    branding: {
      portalName: env.PORTAL_NAME || 'Foretaksportalen',
      productName: env.PRODUCT_NAME || 'Klagenemnda',
      orgNum: env.PROVIDER_ORG_NUM || '987 654 321',
      website: env.PROVIDER_WEBSITE || 'https://www.klagenemnda.example',
      errorReportEmail: env.ERROR_REPORT_EMAIL || 'feil@klagenemnda.example',
    },
  };
  if (config.httpTimeouts.headersSeconds > config.httpTimeouts.requestSeconds) {
    throw new Error('HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS');
  }
  if (config.live.heartbeatSeconds >= config.httpTimeouts.idleSeconds) {
    // A stream quiet for the idle timeout is cut by the server itself.
    throw new Error('LIVE_HEARTBEAT_SECONDS must be shorter than IDLE_TIMEOUT_SECONDS');
  }
  if (config.live.replayWindowSeconds > LIVE_EVENTS_KEPT_SECONDS) {
    throw new Error(`LIVE_REPLAY_WINDOW_SECONDS must be at most ${LIVE_EVENTS_KEPT_SECONDS}`);
  }
  if (config.retention.minMonths > RETENTION_MONTHS_MAX) {
    throw new Error(`RETENTION_MIN_MONTHS must be at most ${RETENTION_MONTHS_MAX}`);
  }
  if (config.metrics.port === config.port) throw new Error('METRICS_PORT must differ from PORT');
  if (config.metrics.token !== undefined && config.metrics.token.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  }
  if (config.env === 'production') assertProductionSecrets(config);
  return config;
}

/** TRUST_PROXY: unset for none, `true` for any, or the proxies' addresses/CIDRs separated by commas. */
function parseTrustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

function assertProductionSecrets(config: Config) {
  const missing = [
    config.identityKey === LOCAL_IDENTITY_KEY && 'IDENTITY_KEY',
    config.sessionSecret === LOCAL_SESSION_SECRET && 'SESSION_SECRET',
    config.accessCodeKey === LOCAL_ACCESS_CODE_KEY && 'ACCESS_CODE_KEY',
    config.oidc.clientSecret === LOCAL_OIDC_CLIENT_SECRET && 'OIDC_CLIENT_SECRET',
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`In production these must be set: ${missing.join(', ')}`);
}

/** Cookies are Secure everywhere but on plain local http. */
export const usesHttps = (config: Config) => config.publicUrl.startsWith('https://');
