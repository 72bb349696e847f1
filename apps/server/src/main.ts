import { buildApp } from './app.ts';
import { caseChangePipeline } from './case-change-pipeline.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { isDatabaseEmpty, seedConfiguration, seedContent } from './db/seed.ts';
import { seedDemoData } from './demo/demo-data.ts';
import { createHousekeeping, HOUSEKEEPING_INTERVAL_MS } from './housekeeping.ts';
import { openBlobStore } from './lib/blob-store/index.ts';
import { startLogger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import {
  CASE_LIST_CHANGES_PRUNE_INTERVAL_MS,
  createCaseListChangesPruner,
} from './modules/case-read/index.ts';
import {
  createLiveEventsPruner,
  createPresenceSweeper,
  LIVE_EVENTS_PRUNE_INTERVAL_MS,
  PRESENCE_SWEEP_INTERVAL_MS,
} from './modules/live/index.ts';
import { createMetrics, metricsAreOn } from './modules/metrics/index.ts';
import {
  createApprovalReminder,
  createCauseAlert,
  createDueReminder,
  createUnreadReminder,
  REMINDER_INTERVAL_MS,
} from './modules/notification/index.ts';
import { createOutboxSender } from './modules/outbox/index.ts';
import { createAnonymizer, createRetentionJob, RETENTION_INTERVAL_MS } from './modules/retention/index.ts';
import { createSearchIndexer, SEARCH_INDEX_INTERVAL_MS } from './modules/search/index.ts';
import { createUploadPurger } from './modules/upload/index.ts';
import { createShutdown } from './shutdown.ts';

/**
 * Reads the configuration, listens, migrates, seeds an empty database, sends mail and the daily reminders (of
 * unread letters, and before cases' deadlines), reads new documents and letters for the search (unless
 * SEARCH_INDEXING is false), purges expired uploads, unfinished writes, unreferenced blobs and old case list
 * changes, deletes the portal's own records past their retention daily (housekeeping.ts), and shuts down gracefully
 * (shutdown.ts).
 */
const config = loadConfig();
const metrics = metricsAreOn(config) ? createMetrics() : undefined;
const database = openDatabase(config, { metrics: metrics?.database });
const blobs = openBlobStore(config, database.db);
const shutdown = createShutdown(config.shutdownTimeoutSeconds);

/**
 * Listens at once, so that a load balancer sees a starting process (ready answers 503, every other route 503 too)
 * rather than a refused connection; then migrates and seeds an empty database (while no other process does), and
 * only then serves. A failure is logged as the server logs errors, and ends the process.
 */
async function start() {
  let starting = true;
  try {
    const app = await buildApp(config, {
      db: database.db,
      blobs,
      metrics,
      isDraining: shutdown.isDraining,
      isStarting: () => starting,
    });
    await app.listen({ port: config.port, host: config.host });
    await database.exclusively(async () => {
      await database.migrate();
      await seedConfiguration(database.db);
      if (process.env.DEMO_DATA !== 'false' && (await isDatabaseEmpty(database.db))) {
        await seedDemoData(database.db, {
          identityKey: config.identityKey,
          blobs,
          productName: config.branding.productName,
        });
      }
      await seedContent(database.db);
    });
    starting = false;
    return app;
  } catch (error) {
    startLogger(config.logLevel).fatal({ err: error }, 'The portal could not start');
    await database.close().catch(() => {});
    process.exit(1);
  }
}

const app = await start();

const clock = () => new Date();
const mailer = createMailer(config);
const outboxSender = createOutboxSender({ db: database.db, mailer, clock, log: app.log });
outboxSender.start(config.mail.sendIntervalSeconds * 1000);
const unreadReminder = createUnreadReminder({ db: database.db, config, clock, log: app.log });
unreadReminder.start(REMINDER_INTERVAL_MS);
const dueReminder = createDueReminder({ db: database.db, config, clock, log: app.log });
dueReminder.start(REMINDER_INTERVAL_MS);
const approvalReminder = createApprovalReminder({ db: database.db, config, clock, log: app.log });
approvalReminder.start(REMINDER_INTERVAL_MS);
const causeAlert = createCauseAlert({ db: database.db, config, clock, log: app.log });
causeAlert.start(REMINDER_INTERVAL_MS);
const uploadPurger = createUploadPurger({
  db: database.db,
  blobs,
  clock,
  log: app.log,
  retentionHours: config.uploadRetentionHours,
});
uploadPurger.start();
const searchIndexer = createSearchIndexer({ db: database.db, blobs, clock, log: app.log });
if (config.searchIndexing) searchIndexer.start(SEARCH_INDEX_INTERVAL_MS);
const caseListChangesPruner = createCaseListChangesPruner({ db: database.db, clock, log: app.log });
caseListChangesPruner.start(CASE_LIST_CHANGES_PRUNE_INTERVAL_MS);
const liveEventsPruner = createLiveEventsPruner({ db: database.db, log: app.log });
liveEventsPruner.start(LIVE_EVENTS_PRUNE_INTERVAL_MS);
const presenceSweeper = createPresenceSweeper({ db: database.db, clock, log: app.log });
presenceSweeper.start(PRESENCE_SWEEP_INTERVAL_MS);
const retentionJob = createRetentionJob({
  db: database.db,
  config,
  anonymizer: createAnonymizer({
    db: database.db,
    blobs,
    changes: caseChangePipeline(config, database.db).changes,
    clock,
  }),
  whileAlone: database.whileAlone,
  clock,
  log: app.log,
});
retentionJob.start(RETENTION_INTERVAL_MS);
const housekeeping = createHousekeeping({ db: database.db, config, clock, log: app.log });
housekeeping.start(HOUSEKEEPING_INTERVAL_MS);

shutdown.onSignals({
  app,
  backgroundTasks: [
    outboxSender,
    unreadReminder,
    dueReminder,
    approvalReminder,
    causeAlert,
    uploadPurger,
    searchIndexer,
    caseListChangesPruner,
    liveEventsPruner,
    presenceSweeper,
    housekeeping,
  ],
  release: async () => {
    mailer.close();
    await database.close();
  },
});
