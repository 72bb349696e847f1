import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { caseChangePipeline } from './case-change-pipeline.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { databaseNotices } from './db/notices.ts';
import { keptDemoData } from './demo/demo-template.ts';
import { type BlobStore, openBlobStore } from './lib/blob-store/index.ts';
import { serverLogging } from './lib/logger.ts';
import { accessKeyRoutes, createAccessKeyService } from './modules/access-key/index.ts';
import { createApiKeyService } from './modules/api-key/index.ts';
import { caseRoutes, countCasesAssignedTo, createCaseService } from './modules/case/index.ts';
import { caseFileRoutes, createCaseFileService } from './modules/case-file/index.ts';
import { caseReadRoutes, createCaseReadService } from './modules/case-read/index.ts';
import { caseRequestRoutes, createCaseRequestService } from './modules/case-request/index.ts';
import {
  categoryNames,
  categoryRoutes,
  createCategoryService,
  requireCategoryChoice,
} from './modules/category/index.ts';
import { clerkRoutes, createClerkService, createMembershipService } from './modules/clerk/index.ts';
import {
  companyRoutes,
  createCompanyService,
  createProviderCompanyService,
} from './modules/company/index.ts';
import { complaintsReportRoutes, createComplaintsReportService } from './modules/complaints-report/index.ts';
import { configRoutes, createPortalConfigService } from './modules/config/index.ts';
import { contentRoutes, createContentService } from './modules/content/index.ts';
import { createDecisionService, decisionRoutes } from './modules/decision/index.ts';
import { createDocumentService, documentRoutes } from './modules/document/index.ts';
import { createFaqService, faqRoutes } from './modules/faq/index.ts';
import { createHealthService, healthRoutes } from './modules/health/index.ts';
import { createAuditLogService, createCaseHistoryService, historyRoutes } from './modules/history/index.ts';
import { createInternalNoteService, internalNoteRoutes } from './modules/internal-note/index.ts';
import { createLetterService, letterRoutes } from './modules/letter/index.ts';
import { createLetterDraftService, letterDraftRoutes } from './modules/letter-draft/index.ts';
import {
  createCaseAnswerService,
  createLetterTemplateService,
  letterTemplateRoutes,
} from './modules/letter-template/index.ts';
import { createLiveHub, createPresenceService, liveRoutes } from './modules/live/index.ts';
import {
  countingBlobStoreErrors,
  createMetrics,
  type Metrics,
  metricsAreOn,
  metricsPlugin,
} from './modules/metrics/index.ts';
import { createNewCaseService, newCaseRoutes } from './modules/new-case/index.ts';
import { createLoginService, createOidcClient, oidcRoutes } from './modules/oidc/index.ts';
import { createOutboxStatusService } from './modules/outbox/index.ts';
import {
  createErasureService,
  createPersonalDataService,
  personalDataRoutes,
} from './modules/personal-data/index.ts';
import { createPostalPlaceService, postalPlaceRoutes } from './modules/postal-place/index.ts';
import { type ProviderApiServices, providerApi } from './modules/provider-api/index.ts';
import { createProviderCaseService, createProviderLetterService } from './modules/provider-case/index.ts';
import { createProviderFeedService } from './modules/provider-feed/index.ts';
import { createAnonymizer, createRetentionService, retentionRoutes } from './modules/retention/index.ts';
import { createSearchService, readEveryWaitingText, searchRoutes } from './modules/search/index.ts';
import { createSessionService, sessionRoutes } from './modules/session/index.ts';
import { createStatisticsService, statisticsRoutes } from './modules/statistics/index.ts';
import { createUploadService, uploadRoutes } from './modules/upload/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { canonicalHostPlugin } from './plugins/canonical-host.ts';
import { drainingPlugin } from './plugins/draining.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { startingPlugin } from './plugins/starting.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { validTextPlugin } from './plugins/valid-text.ts';
import { testHooksRoutes } from './test-hooks/test-hooks.routes.ts';

export interface AppDependencies {
  db: Database;
  /** Where document bytes live; the store BLOB_STORE names unless given. */
  blobs?: BlobStore;
  /** The server's clock; tests move it to prove expiry rules. */
  clock?: () => Date;
  /** Where the log goes instead of standard output. */
  logStream?: DestinationStream;
  /** True once the process shuts down (src/shutdown.ts): the readiness check answers 503 from then on. */
  isDraining?: () => boolean;
  /** True until the process has migrated and seeded its database (main.ts): only the health checks answer. */
  isStarting?: () => boolean;
  /** What the app reports its metrics to; made here when the configuration turns them on and none are given. */
  metrics?: Metrics | undefined;
}

/**
 * Without them a client that sends a byte every few seconds holds a connection open for ever (docs/operations.md,
 * Uploads and timeouts). Node checks the request and headers timeouts on a timer, every 30 s by default: here at
 * least every quarter of the headers timeout, so that neither is overshot by much.
 */
function serverTimeouts(timeouts: Config['httpTimeouts']) {
  const ms = (seconds: number) => seconds * 1000;
  return {
    requestTimeout: ms(timeouts.requestSeconds),
    connectionTimeout: ms(timeouts.idleSeconds),
    keepAliveTimeout: ms(timeouts.keepAliveSeconds),
    // Node checks the headers timeout against the request timeout as it creates the server: both go in.
    http: {
      requestTimeout: ms(timeouts.requestSeconds),
      headersTimeout: ms(timeouts.headersSeconds),
      connectionsCheckingInterval: Math.min(30_000, ms(timeouts.headersSeconds) / 4),
    },
  };
}

/** The portal server: plugins first, then the feature modules, in one readable list. */
export async function buildApp(
  config: Config,
  {
    db,
    blobs: storedBlobs = openBlobStore(config, db),
    clock = () => new Date(),
    logStream,
    isDraining = () => false,
    isStarting = () => false,
    metrics = metricsAreOn(config) ? createMetrics() : undefined,
  }: AppDependencies,
) {
  const app = Fastify({
    ...serverTimeouts(config.httpTimeouts),
    ...serverLogging(config.logLevel, logStream),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // A request that reaches a draining process on a connection it already had is served, not refused with 503:
    // nginx passes a refused GET on, but never a POST, which the browser would then get (plugins/draining.ts).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const blobs = metrics ? countingBlobStoreErrors(storedBlobs, metrics) : storedBlobs;
  const health = createHealthService({ db, blobs, isDraining, isStarting });
  const sessions = createSessionService(db, config, clock);
  const portalConfig = createPortalConfigService({ db, config, sessions });
  const stopHearingSessionChanges = databaseNotices(db).listen('session_changes', sessions.cacheNotices);
  app.addHook('onClose', async () => stopHearingSessionChanges());
  const oidc = createOidcClient(config);
  const accessKeys = createAccessKeyService({ db, config, clock });
  const login = createLoginService({ db, config, oidc, sessions, accessKeys, clock });
  const content = createContentService({ db, config, clock });
  const clerks = createClerkService({ db, clock, sessions });
  const memberships = createMembershipService({ db, config, clock, sessions, countCasesAssignedTo });
  const companies = createCompanyService({ db });
  const faq = createFaqService({ db, config, clock });
  // Every case change goes through this pipeline, followed by its subscribers in order (architecture §10).
  const { changes, feedRecorder } = caseChangePipeline(config, db);
  const caseRead = createCaseReadService({ db, config, clock });
  const stopHearingCaseChanges = databaseNotices(db).listen('case_changes', caseRead.caseAnswerNotices);
  app.addHook('onClose', async () => stopHearingCaseChanges());
  const cases = createCaseService({
    db,
    changes,
    clock,
    listItem: caseRead.listItem,
    categories: { requireChoice: requireCategoryChoice, names: categoryNames },
  });
  const live = createLiveHub({
    db,
    config,
    clock,
    notices: databaseNotices(db),
    sessions,
    log: app.log,
    metrics: metrics && {
      eventSent: (type) => metrics.liveEventsSent.inc({ type }),
    },
  });
  if (metrics) metrics.gaugeOnScrape('live_streams_open', 'Live streams open on this process', live.size);
  // The streams never end by themselves: without this a shutdown would wait SHUTDOWN_TIMEOUT_SECONDS for them.
  app.addHook('preClose', async () => live.closeAll());
  app.addHook('onClose', async () => live.stop());
  const documents = createDocumentService({ db, blobs, changes, clock });
  const caseFiles = createCaseFileService({
    db,
    blobs,
    cases: caseRead,
    branding: config.branding,
    clock,
    log: app.log,
  });
  const uploads = createUploadService({ db, config, blobs, clock });
  const newCases = createNewCaseService({ db, config, changes, clock });
  const letters = createLetterService({ db, config, blobs, changes, clock, log: app.log });
  const drafts = createLetterDraftService({ db, config, changes, letters, clock });
  const internalNotes = createInternalNoteService({ db, changes, clock });
  const anonymizer = createAnonymizer({ db, blobs, changes, clock });
  const postalPlaces = createPostalPlaceService({ db });
  const apiKeys = createApiKeyService({ db, clock });
  const provider: ProviderApiServices = {
    apiKeys,
    companies: createProviderCompanyService({ db, clock }),
    accessKeys,
    cases: createProviderCaseService({ db, changes, clock }),
    letters: createProviderLetterService({ db, config, changes, clock }),
    changes: createProviderFeedService({ db, recorder: feedRecorder, clock }),
    documents,
    content,
  };

  await app.register(canonicalHostPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(drainingPlugin, { isDraining });
  await app.register(startingPlugin, { isStarting });
  if (metrics) {
    const outbox = createOutboxStatusService({ db, clock });
    await app.register(metricsPlugin, { config, metrics, outbox, sessions });
  }
  await app.register(securityHeadersPlugin, { config });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(authPlugin, { config, sessions });
  await app.register(jsonBodyPlugin);
  await app.register(validTextPlugin);
  // Off by default; the anonymous routes that need a limit set their own (config.rateLimit).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, clock) });

  await app.register(healthRoutes, { health });
  await app.register(oidcRoutes, { config, login, sessions });
  await app.register(accessKeyRoutes, { config, accessKeys });
  await app.register(sessionRoutes, { config, sessions });
  await app.register(configRoutes, { config, portalConfig });
  await app.register(contentRoutes, { content });
  await app.register(clerkRoutes, { config, clerks, memberships });
  await app.register(companyRoutes, { companies });
  await app.register(faqRoutes, { faq });
  await app.register(caseReadRoutes, { caseRead });
  await app.register(caseRoutes, { cases });
  await app.register(liveRoutes, { live, presence: createPresenceService({ db, clock }) });
  await app.register(newCaseRoutes, { newCases });
  await app.register(letterRoutes, { letters });
  await app.register(decisionRoutes, { decisions: createDecisionService({ letters, changes, clock }) });
  await app.register(categoryRoutes, { categories: createCategoryService({ db, clock }) });
  await app.register(caseRequestRoutes, { requests: createCaseRequestService({ letters, changes, clock }) });
  await app.register(letterDraftRoutes, { drafts });
  await app.register(letterTemplateRoutes, {
    templates: createLetterTemplateService({ db, clock }),
    answers: createCaseAnswerService({ db, config, clock }),
  });
  await app.register(internalNoteRoutes, { notes: internalNotes });
  await app.register(postalPlaceRoutes, { postalPlaces });
  await app.register(documentRoutes, { documents });
  await app.register(caseFileRoutes, { caseFiles });
  await app.register(searchRoutes, { search: createSearchService({ db }) });
  await app.register(historyRoutes, {
    caseHistory: createCaseHistoryService({ db }),
    auditLog: createAuditLogService({ db, config, clock }),
  });
  await app.register(statisticsRoutes, { statistics: createStatisticsService({ db, clock }) });
  await app.register(complaintsReportRoutes, {
    complaintsReport: createComplaintsReportService({ db }),
  });
  await app.register(retentionRoutes, {
    retention: createRetentionService({ db, config, changes, clock }),
  });
  await app.register(personalDataRoutes, {
    config,
    personalData: createPersonalDataService({
      db,
      identityKey: config.identityKey,
      blobs,
      branding: config.branding,
      clock,
      log: app.log,
    }),
    erasures: createErasureService({
      db,
      identityKey: config.identityKey,
      anonymize: (input) => anonymizer.anonymize(input),
      clock,
    }),
  });
  await app.register(uploadRoutes, { config, uploads });
  await app.register(providerApi, { config, blobs, services: provider });
  if (config.enableTestHooks) {
    const demoData = keptDemoData(db, () => readEveryWaitingText({ db, blobs, clock, log: app.log }));
    await app.register(testHooksRoutes, { accessKeys, apiKeys, companies, demoData });
  }

  await app.register(staticWebPlugin, { config });
  return app;
}
