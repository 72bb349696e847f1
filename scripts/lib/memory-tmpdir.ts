import fs from 'node:fs';
import path from 'node:path';

/**
 * A folder in memory for the tests' temporary files, when the machine has a tmpfs at /dev/shm with room to spare.
 * The tests make thousands of files and folders there (a copy of the PGlite cluster, 971 files, for every portal
 * process they start; blob folders; PostgreSQL servers of their own; the browsers' profiles) and delete them again.
 * On the disk's ext4 the kernel spent 43-44 CPU-seconds of the PGlite tier on it (part of it looking for a free
 * inode among those just deleted), and the tier took 141-144 s; in memory 24 CPU-seconds and 128-130 s.
 *
 * Undefined, and the system's folder stays, when TMPDIR is set (the user's choice) or there is no such tmpfs with
 * NEEDED_BYTES free (a container's 64 MB /dev/shm, say).
 */
export const SHARED_MEMORY = '/dev/shm';
export const TMPFS_MAGIC = 0x01021994;
/** A whole run held at most some 650 MB there (a 100 MB blob per store, the portals' folders); room to spare. */
export const NEEDED_BYTES = 4 * 1024 ** 3;

export function memoryTmpdir(env = process.env, sharedMemory = SHARED_MEMORY): string | undefined {
  if (env.TMPDIR) return undefined;
  try {
    const { type, bavail, bsize } = fs.statfsSync(sharedMemory);
    if (type !== TMPFS_MAGIC || bavail * bsize < NEEDED_BYTES) return undefined;
    const folder = path.join(sharedMemory, 'foretaksportalen-tests');
    // Readable by others: the PostgreSQL servers the tests start run as the postgres user when we are root.
    fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
    fs.accessSync(folder, fs.constants.W_OK);
    return folder;
  } catch {
    return undefined;
  }
}
