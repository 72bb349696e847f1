import path from 'node:path';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** The configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite in the data folder. */
export function openDatabase(config: Config): DatabaseHandle {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const unlock = lockDataDir(config.dataDir);
  const handle = openPglite(path.join(config.dataDir, 'db'));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      unlock();
    },
  };
}
