import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { isDatabaseEmpty, seedConfiguration, seedDemoData } from './db/seed.ts';

/** Reads the configuration, migrates, seeds an empty database, listens, and shuts down gracefully. */
const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
await seedConfiguration(database.db);
if (process.env.DEMO_DATA !== 'false' && (await isDatabaseEmpty(database.db))) {
  await seedDemoData(database.db, config.identityKey);
}
const app = await buildApp(config, { db: database.db });
await app.listen({ port: config.port, host: config.host });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  });
}
