import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  memoryTmpdir,
  NEEDED_BYTES,
  SHARED_MEMORY,
  TMPFS_MAGIC,
} from '../../../scripts/lib/memory-tmpdir.ts';

/** Where `npm test` puts the tests' temporary files (scripts/test.ts). */
describe('memoryTmpdir', () => {
  const sharedMemoryIsTmpfs = (() => {
    try {
      return fs.statfsSync(SHARED_MEMORY).type === TMPFS_MAGIC;
    } catch {
      return false;
    }
  })();

  it('leaves a TMPDIR the user set as it is', () => {
    expect(memoryTmpdir({ TMPDIR: '/var/tmp' })).toBeUndefined();
  });

  it('stays on disk where there is no tmpfs', () => {
    expect(memoryTmpdir({}, path.join(os.tmpdir(), 'no-such-folder'))).toBeUndefined();
    const onDisk = fs.statfsSync(process.cwd()).type !== TMPFS_MAGIC;
    if (onDisk) expect(memoryTmpdir({}, process.cwd())).toBeUndefined();
  });

  it.runIf(sharedMemoryIsTmpfs)('answers a writable folder in /dev/shm when it has room', () => {
    const { bavail, bsize } = fs.statfsSync(SHARED_MEMORY);
    const folder = memoryTmpdir({});
    if (bavail * bsize < NEEDED_BYTES) return expect(folder).toBeUndefined();
    expect(folder).toBe(path.join(SHARED_MEMORY, 'foretaksportalen-tests'));
    const probe = fs.mkdtempSync(path.join(folder ?? '', 'probe-'));
    fs.rmSync(probe, { recursive: true });
  });
});
