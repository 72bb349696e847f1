import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets one process hold the data folder and refuses a second holder while it lives', () => {
    const dir = newDir();
    const unlock = lockDataDir(dir);
    // Pretend another live process (our parent) holds it.
    fs.writeFileSync(path.join(dir, 'portal.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/er i bruk av prosess/);
    unlock();
    expect(fs.existsSync(path.join(dir, 'portal.lock'))).toBe(false);
  });

  it('takes over a lock left behind by a process that is gone', () => {
    const dir = newDir();
    fs.writeFileSync(path.join(dir, 'portal.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
