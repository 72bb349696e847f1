import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { createAccessKeyService } from '../src/modules/access-key/access-key.service.ts';
import { TEST_IDENTITY_KEY, testConfig } from './helpers/test-config.ts';

const ADMIN_MAIN = path.resolve(import.meta.dirname, '../src/admin/main.ts');
const PUBLIC_URL = 'https://portal.example.no';

/** `npm run admin -- …` as an operator runs it: its own process on an embedded database in DATA_DIR. */
describe('the admin command line', () => {
  let dataDir: string;
  const config = () => testConfig({ dataDir, publicUrl: PUBLIC_URL });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-admin-'));
    const database = openPglite(path.join(dataDir, 'db'));
    await database.migrate();
    await seedDemoData(database.db, TEST_IDENTITY_KEY);
    await database.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  function admin(...args: string[]) {
    const child = spawn(process.execPath, [ADMIN_MAIN, ...args], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL,
        ACCESS_CODE_KEY: config().accessCodeKey,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  const issueArgs = (overrides: Record<string, string> = {}) =>
    Object.entries({
      company: DEMO_COMPANIES.bank.orgNum,
      'first-name': 'Nils',
      'last-name': 'Nyansatt',
      email: 'nils.nyansatt@eksempelbank.no',
      role: 'Administrator',
      ...overrides,
    }).flatMap(([name, value]) => [`--${name}`, value]);

  /** Opens the folder the command wrote to, once it has exited, with the portal's own service. */
  async function withAccessKeys<T>(use: (service: ReturnType<typeof createAccessKeyService>) => Promise<T>) {
    const database = openPglite(path.join(dataDir, 'db'));
    try {
      return await use(
        createAccessKeyService({ db: database.db, config: config(), clock: () => new Date() }),
      );
    } finally {
      await database.close();
    }
  }

  it('issues an access key and prints the letter in Norwegian; the key works afterwards', async () => {
    const result = await admin('access-key', 'issue', ...issueArgs({ company: DEMO_COMPANIES.bank.name }));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Nils Nyansatt (nils.nyansatt@eksempelbank.no), Administrator i Eksempel Bank ASA',
    );
    const line = (label: string) => new RegExp(`^${label}:\\s+(.+)$`, 'm').exec(result.stdout)?.[1];
    const url = line('Adresse') ?? '';
    const code = line('Kode') ?? '';
    const pin = line('PIN') ?? '';
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/access/[a-z0-9]{24}$`));
    expect(code).toMatch(/^\S{4} \S{4} \S{4} \S{4}$/);
    expect(pin).toMatch(/^\d{6}$/);
    expect(line('Gyldig til')).toMatch(/^\d{2}\.\d{2}\.\d{4}/);

    const urlKey = url.slice(url.lastIndexOf('/') + 1);
    await withAccessKeys(async (accessKeys) => {
      expect(await accessKeys.isKeyUsable(urlKey)).toBe(true);
      expect((await accessKeys.verifyCodeAndPin(code.replaceAll(' ', ''), pin))?.urlKey).toBe(urlKey);
    });
  });

  it('explains its commands and options with --help', async () => {
    const general = await admin('--help');
    expect(general.code).toBe(0);
    expect(general.stdout).toContain('Bruk: npm run admin -- <kommando> [valg]');
    expect(general.stdout).toContain('access-key issue');

    const command = await admin('access-key', 'issue', '--help');
    expect(command.code).toBe(0);
    for (const option of ['--company', '--first-name', '--last-name', '--email', '--role', '--phone']) {
      expect(command.stdout).toContain(option);
    }
  });

  it.each([
    ['no command', [], 'Bruk: npm run admin'],
    ['an unknown command', ['access-key', 'forget'], 'Ukjent kommando «access-key forget»'],
    ['a missing option', ['access-key', 'issue', '--company', '999888777'], 'Mangler --first-name'],
    [
      'an option without its value',
      ['access-key', 'issue', ...issueArgs(), '--phone'],
      '--phone trenger en verdi',
    ],
    ['an unknown option', ['access-key', 'issue', ...issueArgs(), '--pin', '123456'], 'Ukjent valg --pin'],
  ])('exits with 2 on %s', async (_case, args, message) => {
    const result = await admin(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it.each([
    ['an unknown company', { company: '123456789' }, 'Fant ikke foretaket «123456789»'],
    ['an unknown role', { role: 'Sjef' }, 'Ukjent rolle «Sjef»'],
    ['an invalid e-mail address', { email: 'nils@' }, 'Ugyldig e-postadresse'],
  ])('exits with 1 on %s', async (_case, overrides, message) => {
    const result = await admin('access-key', 'issue', ...issueArgs(overrides));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('refuses while another process (a running portal) holds the data folder', async () => {
    const unlock = lockDataDir(dataDir);
    try {
      const result = await admin('access-key', 'issue', ...issueArgs());
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`er i bruk av prosess ${process.pid}`);
    } finally {
      unlock();
    }
  });
});
