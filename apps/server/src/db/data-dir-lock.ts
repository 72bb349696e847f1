import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process at a time (architecture §1): a second portal or admin
 * command on the same folder must refuse instead of corrupting it.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'portal.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `Datamappen ${dataDir} er i bruk av prosess ${holder}. Stopp den portalen (eller admin-kommandoen) først, ` +
          'eller gjør endringen gjennom den kjørende portalen.',
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
