import path from 'node:path';
import type { Config } from '../config.ts';
import { type DatabaseHandle, type OpenOptions, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** The configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite in the data folder. */
export function openDatabase(config: Config, options: OpenOptions = {}): DatabaseHandle {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, options);
  const unlock = lockDataDir(config.dataDir);
  const handle = openPglite(path.join(config.dataDir, 'db'), options);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      unlock();
    },
  };
}
