import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for the embedded local set-up', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionTimeoutSeconds).toBe(1800);
    expect(config.accessKeyLifetimeDays).toBe(30);
    expect(config.uploadQuota).toEqual({ files: 50, bytes: 500 * 1024 * 1024 });
    expect(config.rateLimits).toEqual({
      checkKeyPerMinute: 30,
      codePinPerMinute: 10,
      clerkLookupPerMinute: 20,
    });
    expect(config.oidc.acr).toEqual({
      nbid: 'urn:grn:authn:no:bankid',
      sbid: 'urn:grn:authn:se:bankid',
      mitid: 'urn:grn:authn:dk:mitid:substantial',
    });
    expect(config.oidc.nationalIdClaim).toEqual({
      nbid: 'socialno',
      sbid: 'ssn',
      mitid: 'cprNumberIdentifier',
    });
  });

  it('reads overrides, per-eID settings and lists from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      SESSION_TIMEOUT: '60',
      ACCESS_KEY_LIFETIME_DAYS: '14',
      RATE_LIMIT_CODE_PIN_PER_MINUTE: '5',
      RATE_LIMIT_CLERK_LOOKUP_PER_MINUTE: '8',
      OIDC_ACR_MITID: 'urn:grn:authn:dk:mitid:high',
      CONTENT_TYPES: 'application/pdf, image/png',
      UPLOAD_QUOTA_FILES: '5',
      UPLOAD_QUOTA_BYTES: '1000000',
      PUBLIC_URL: 'https://portal.example/',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://portal.example');
    expect(config.sessionTimeoutSeconds).toBe(60);
    expect(config.accessKeyLifetimeDays).toBe(14);
    expect(config.rateLimits).toEqual({
      checkKeyPerMinute: 30,
      codePinPerMinute: 5,
      clerkLookupPerMinute: 8,
    });
    expect(config.oidc.acr.mitid).toBe('urn:grn:authn:dk:mitid:high');
    expect(config.contentTypes).toEqual(['application/pdf', 'image/png']);
    expect(config.uploadQuota).toEqual({ files: 5, bytes: 1_000_000 });
  });

  it('sends mail to a local sink every 5 s and serves content from the built-in store unless told otherwise', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Foretaksportalen <ikke-svar@foretaksportalen.example>',
      questionEmail: 'sporsmal@klagenemnda.example',
      sendIntervalSeconds: 5,
    });
    expect(loadConfig({}).contentUpstreamUrl).toBeUndefined();
    const configured = loadConfig({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Portalen <portal@example.no>',
      QUESTION_EMAIL: 'hjelp@example.no',
      MAIL_SEND_INTERVAL_SECONDS: '1',
      CONTENT_UPSTREAM_URL: 'https://cms.example/umbraco/api/content/getcontent',
    });
    expect(configured.mail).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'Portalen <portal@example.no>',
      questionEmail: 'hjelp@example.no',
      sendIntervalSeconds: 1,
    });
    expect(configured.contentUpstreamUrl).toBe('https://cms.example/umbraco/api/content/getcontent');
    expect(() => loadConfig({ MAIL_SEND_INTERVAL_SECONDS: '0' })).toThrow(/MAIL_SEND_INTERVAL_SECONDS/);
  });

  it('refuses a malformed URL', () => {
    expect(() => loadConfig({ SMTP_URL: '127.0.0.1:25' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ CONTENT_UPSTREAM_URL: 'cms' })).toThrow(/CONTENT_UPSTREAM_URL/);
  });

  it('keeps sent letters deletable for ten minutes unless LETTER_DELETE_WINDOW_MINUTES says otherwise', () => {
    expect(loadConfig({}).letterDeleteWindowMinutes).toBe(10);
    expect(loadConfig({ LETTER_DELETE_WINDOW_MINUTES: '3' }).letterDeleteWindowMinutes).toBe(3);
    expect(() => loadConfig({ LETTER_DELETE_WINDOW_MINUTES: '0' })).toThrow(/LETTER_DELETE_WINDOW_MINUTES/);
  });

  it('refuses a malformed number', () => {
    expect(() => loadConfig({ SESSION_TIMEOUT: 'ti minutter' })).toThrow(/SESSION_TIMEOUT/);
  });

  it('refuses to run in production on the local development secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /IDENTITY_KEY, SESSION_SECRET, ACCESS_CODE_KEY, OIDC_CLIENT_SECRET/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        IDENTITY_KEY: 'a',
        SESSION_SECRET: 'b',
        ACCESS_CODE_KEY: 'd',
        OIDC_CLIENT_SECRET: 'c',
      }),
    ).not.toThrow();
  });

  it('reads the refresh grace and the HTTP timeouts in seconds, and refuses headers slower than the request', () => {
    const defaults = loadConfig({});
    expect(defaults.refreshGraceSeconds).toBe(10);
    expect(defaults.httpTimeouts).toEqual({
      requestSeconds: 600,
      headersSeconds: 30,
      idleSeconds: 120,
      keepAliveSeconds: 72,
    });
    const set = loadConfig({
      SESSION_REFRESH_GRACE: '5',
      REQUEST_TIMEOUT_SECONDS: '900',
      HEADERS_TIMEOUT_SECONDS: '20',
      IDLE_TIMEOUT_SECONDS: '90',
      KEEP_ALIVE_TIMEOUT_SECONDS: '65',
    });
    expect(set.refreshGraceSeconds).toBe(5);
    expect(set.httpTimeouts).toEqual({
      requestSeconds: 900,
      headersSeconds: 20,
      idleSeconds: 90,
      keepAliveSeconds: 65,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '10', HEADERS_TIMEOUT_SECONDS: '30' })).toThrow(
      'HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS',
    );
  });

  it('waits 30 s for the requests under way at a shutdown unless SHUTDOWN_TIMEOUT_SECONDS says otherwise', () => {
    expect(loadConfig({}).shutdownTimeoutSeconds).toBe(30);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '5' }).shutdownTimeoutSeconds).toBe(5);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it('keeps the metrics off unless a port or a long enough token is set', () => {
    expect(loadConfig({}).metrics).toEqual({ port: undefined, token: undefined });
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: token }).metrics).toEqual({ port: 9464, token });
    expect(() => loadConfig({ METRICS_PORT: 'ni' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'a'.repeat(31) })).toThrow(
      'METRICS_TOKEN must be at least 32 characters',
    );
  });

  it('reads texts for the search unless SEARCH_INDEXING is false', () => {
    expect(loadConfig({}).searchIndexing).toBe(true);
    expect(loadConfig({ SEARCH_INDEXING: 'true' }).searchIndexing).toBe(true);
    expect(loadConfig({ SEARCH_INDEXING: 'false' }).searchIndexing).toBe(false);
    expect(() => loadConfig({ SEARCH_INDEXING: 'nei' })).toThrow(
      'SEARCH_INDEXING must be one of true, false, got "nei"',
    );
  });

  it('reads the retention periods of personal data and of the portal’s own records', () => {
    expect(loadConfig({}).retention).toEqual({
      minMonths: 36,
      sentMailDays: 30,
      endedSessionDays: 7,
      auditLogYears: 5,
    });
    const set = loadConfig({
      RETENTION_MIN_MONTHS: '24',
      SENT_MAIL_RETENTION_DAYS: '14',
      ENDED_SESSION_RETENTION_DAYS: '2',
      AUDIT_LOG_RETENTION_YEARS: '10',
    });
    expect(set.retention).toEqual({
      minMonths: 24,
      sentMailDays: 14,
      endedSessionDays: 2,
      auditLogYears: 10,
    });
    for (const name of [
      'RETENTION_MIN_MONTHS',
      'SENT_MAIL_RETENTION_DAYS',
      'ENDED_SESSION_RETENTION_DAYS',
      'AUDIT_LOG_RETENTION_YEARS',
    ]) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(name);
    }
    expect(() => loadConfig({ RETENTION_MIN_MONTHS: '1201' })).toThrow(
      'RETENTION_MIN_MONTHS must be at most 1200',
    );
  });

  it('believes no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });
});
