import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { isDatabaseEmpty, seedConfiguration, seedContent, seedDemoData } from './db/seed.ts';
import { createMailer } from './lib/mailer.ts';
import { createOutboxSender, OUTBOX_SEND_INTERVAL_MS } from './modules/outbox/outbox.sender.ts';

/** Reads the configuration, migrates, seeds an empty database, listens, sends mail, and shuts down gracefully. */
const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
await seedConfiguration(database.db);
if (process.env.DEMO_DATA !== 'false' && (await isDatabaseEmpty(database.db))) {
  await seedDemoData(database.db, config.identityKey);
}
await seedContent(database.db);
const app = await buildApp(config, { db: database.db });
await app.listen({ port: config.port, host: config.host });

const mailer = createMailer(config);
const outboxSender = createOutboxSender({ db: database.db, mailer, clock: () => new Date(), log: app.log });
outboxSender.start(OUTBOX_SEND_INTERVAL_MS);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    await outboxSender.stop();
    mailer.close();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
