import fs from 'node:fs';
import path from 'node:path';

/**
 * Keeps what `write` puts at a temporary path beside `target` as `target`, whole or not at all, for the processes
 * of a test run that share it: when another process kept a folder there first, that one stays and this is removed
 * (a file is replaced by this one, equal to it).
 */
export async function keepFirst(target: string, write: (partial: string) => unknown) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await write(partial);
  try {
    fs.renameSync(partial, target);
  } catch {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
