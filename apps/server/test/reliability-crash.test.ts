import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { IdpSim } from '@foretaksportalen/idp-sim/create-idp-sim';
import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import type { CompanyClerk, LoginClerk } from '@foretaksportalen/shared/contract/config';
import { type UploadKey, uploadKeySchema } from '@foretaksportalen/shared/contract/new-case';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { requireProgram } from '../../../scripts/lib/missing-tools.ts';
import {
  type OwnPostgres,
  ownPostgresMissing,
  ownPostgresSkip,
  startOwnPostgres,
} from '../../../scripts/lib/own-postgres.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import type { CookieJar } from './helpers/http-portal.ts';
import { newIncident, wizardFiles } from './helpers/new-case.ts';
import { loginOn, type PortalProcess, startIdpSimFor, startPortalProcess } from './helpers/portal-process.ts';
import { testDatabaseKind } from './helpers/test-database.ts';
import { multipartBody, type TestFile } from './helpers/uploads.ts';

/**
 * The portal process killed (SIGKILL) during an upload and during a case creation, then started again on the same
 * data (issue 10, reliability): no half case, no upload attached to nothing, everything committed still there, and
 * the data folder's lock taken over from the dead process. Runs once, in the PGlite tier, on a PGlite data folder
 * and on a PostgreSQL server of its own.
 */
const runsHere = testDatabaseKind() === 'pglite';

type Kind = 'pglite' | 'postgres';

describe.skipIf(!runsHere)('killing the portal process', () => {
  let folder: string;
  let idpSim: IdpSim;
  let ports: Record<Kind, number>;
  let server: OwnPostgres | undefined;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-crash-'));
    ports = { pglite: await freePort(), postgres: await freePort() };
    idpSim = await startIdpSimFor(Object.values(ports));
    if (!ownPostgresMissing) {
      server = await startOwnPostgres();
      server.createDatabase('portal');
    }
  });

  afterAll(async () => {
    await idpSim?.close();
    server?.remove();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  const envFor = (kind: Kind): Record<string, string> => ({
    OIDC_ISSUER: idpSim.issuer,
    BLOB_DIR: path.join(folder, kind, 'blobs'),
    ...(kind === 'pglite'
      ? { DATA_DIR: path.join(folder, kind) }
      : { DATABASE_URL: server?.url('portal') ?? '' }),
  });

  const headersOf = (jar: CookieJar, portal: PortalProcess) => ({
    [XSRF_HEADER]: jar.cookies.get(XSRF_COOKIE) ?? '',
    origin: portal.url,
  });

  async function upload(jar: CookieJar, portal: PortalProcess, file: TestFile): Promise<UploadKey> {
    const { payload, contentType } = await multipartBody(file.name, file.type, file.content);
    const response = await jar.fetch(`${portal.url}/api/document/uploadfile`, {
      method: 'POST',
      body: payload,
      headers: { ...headersOf(jar, portal), 'content-type': contentType },
    });
    expect(response.status).toBe(200);
    return uploadKeySchema.parse(await response.json());
  }

  async function registrarOf(jar: CookieJar, portal: PortalProcess) {
    const response = await jar.fetch(`${portal.url}/api/config`, { headers: headersOf(jar, portal) });
    expect(response.status).toBe(200);
    const { LoginClerk: clerk } = (await response.json()) as { LoginClerk: LoginClerk };
    return { Id: clerk.Id, CompanyGuid: clerk.CompanyGuid } as CompanyClerk;
  }

  const createCase = (jar: CookieJar, portal: PortalProcess, registrar: CompanyClerk, keys: UploadKey[]) =>
    jar.fetch(`${portal.url}/api/case/create`, {
      method: 'POST',
      body: JSON.stringify(newIncident(registrar, keys)),
      headers: { ...headersOf(jar, portal), 'content-type': 'application/json' },
    });

  /** Sends the head and half of a 4 MB upload, then kills the portal while it reads the rest. */
  async function killDuringUpload(jar: CookieJar, portal: PortalProcess) {
    const [pdf] = await wizardFiles();
    if (!pdf) throw new Error('No test PDF');
    const content = Buffer.concat([pdf.content, Buffer.alloc(4 * 1024 * 1024, 0x20)]);
    const { payload, contentType } = await multipartBody('Halvveis.pdf', pdf.type, content);
    const request = http.request(`${portal.url}/api/document/uploadfile`, {
      method: 'POST',
      headers: {
        ...headersOf(jar, portal),
        cookie: jar.header(),
        'content-type': contentType,
        'content-length': payload.length,
      },
    });
    request.on('error', () => {});
    await new Promise<void>((resolve) =>
      request.write(payload.subarray(0, payload.length / 2), () => resolve()),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await portal.kill('SIGKILL');
    request.destroy();
  }

  /** Starts a case creation and kills the portal while it runs; answers whether the portal answered first. */
  async function killDuringCaseCreation(jar: CookieJar, portal: PortalProcess, registrar: CompanyClerk) {
    const keys = [];
    for (const file of await wizardFiles()) keys.push(await upload(jar, portal, file));
    const creation = createCase(jar, portal, registrar, keys).then(
      (response) => response.status,
      () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await portal.kill('SIGKILL');
    return creation;
  }

  /** Opens the portal's database as it is on disk (the portal stopped for PGlite). */
  function openStored(kind: Kind): { handle: DatabaseHandle; release: () => void } {
    if (kind === 'postgres') return { handle: openPostgres(server?.url('portal') ?? ''), release: () => {} };
    const dataDir = path.join(folder, kind);
    const unlock = lockDataDir(dataDir);
    return { handle: openPglite(path.join(dataDir, 'db')), release: unlock };
  }

  interface StoredCase {
    id: string;
    caseNumber: string;
    whole: boolean;
  }

  /**
   * What is stored, read as the next start would see it. A case registered through the portal is whole when it has
   * its complainer, its first event, its audit entry and an upload for each document; the demo set's are taken as
   * they are.
   */
  async function storedState(kind: Kind, demoCaseIds: ReadonlySet<string> = new Set()) {
    const { handle, release } = openStored(kind);
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    try {
      const stored = await rows<{
        id: string;
        case_number: string;
        basics: boolean;
        registered: boolean;
      }>(sql`
        select c.id, c.case_number,
          exists (select 1 from case_parties p where p.case_id = c.id)
            and exists (select 1 from case_events e where e.case_id = c.id) as basics,
          exists (select 1 from audit_log a where a.action = 'case.created' and a.target_id = c.id::text)
            and not exists (select 1 from documents d where d.case_id = c.id
              and not exists (select 1 from uploads u where u.document_id = d.id)) as registered
        from cases c`);
      const cases: StoredCase[] = stored.map((row) => ({
        id: row.id,
        caseNumber: row.case_number,
        whole: demoCaseIds.has(row.id) || (row.basics && row.registered),
      }));
      const [orphans] = await rows<{ n: unknown }>(sql`select count(*) as n from uploads u
          where u.attached_at is not null and not exists (select 1 from documents d where d.id = u.document_id)`);
      const [halfUploads] = await rows<{ n: unknown }>(
        sql`select count(*) as n from uploads where file_name = 'Halvveis.pdf'`,
      );
      return { cases, attachedOrphans: Number(orphans?.n), halfUploads: Number(halfUploads?.n) };
    } finally {
      await handle.close();
      release();
    }
  }

  for (const kind of ['pglite', 'postgres'] as const) {
    it.skipIf(kind === 'postgres' && ownPostgresSkip)(
      `leaves nothing half-written and keeps what was committed (${kind})`,
      async () => {
        // Not skipped under CI: fails here when PostgreSQL's binaries are missing.
        if (kind === 'postgres') requireProgram(ownPostgresMissing);
        let portal = await startPortalProcess(envFor(kind), ports[kind]);
        let jar = await loginOn(portal.url, 'anne');
        let registrar = await registrarOf(jar, portal);
        const committedKeys = [];
        for (const file of await wizardFiles()) committedKeys.push(await upload(jar, portal, file));
        const committed = await createCase(jar, portal, registrar, committedKeys);
        expect(committed.status).toBe(200);
        const { CaseId: committedCaseNumber } = (await committed.json()) as { CaseId: string };

        await killDuringUpload(jar, portal);
        if (kind === 'pglite') expect(fs.existsSync(path.join(folder, kind, 'portal.lock'))).toBe(true);

        // The lock of the killed process is taken over; the session and the committed case are still there.
        portal = await startPortalProcess(envFor(kind), ports[kind]);
        const list = await jar.fetch(`${portal.url}/api/caselist`, {
          method: 'POST',
          body: JSON.stringify({ includeClosedCases: true }),
          headers: { ...headersOf(jar, portal), 'content-type': 'application/json' },
        });
        expect(list.status).toBe(200);
        expect(JSON.stringify(await list.json())).toContain(committedCaseNumber);
        const before = (await stopAndRead(portal, kind)).cases;
        const demoCaseIds = new Set(
          before.filter((row) => row.caseNumber !== committedCaseNumber).map((row) => row.id),
        );
        expect(before.find((row) => row.caseNumber === committedCaseNumber)?.whole).toBe(true);

        portal = await startPortalProcess(envFor(kind), ports[kind]);
        jar = await loginOn(portal.url, 'anne');
        registrar = await registrarOf(jar, portal);
        const answered = await killDuringCaseCreation(jar, portal, registrar);

        portal = await startPortalProcess(envFor(kind), ports[kind]);
        const state = await stopAndRead(portal, kind, demoCaseIds);
        expect(state.cases.filter((row) => !row.whole)).toEqual([]);
        expect(state.attachedOrphans).toBe(0);
        expect(state.halfUploads).toBe(0);
        // Killed before or after the commit: the case is there whole or not at all; answered 200, it is there.
        expect([before.length, before.length + 1]).toContain(state.cases.length);
        if (answered === 200) expect(state.cases).toHaveLength(before.length + 1);
      },
      240_000,
    );
  }

  /** Stops the portal gracefully and reads what is stored. */
  async function stopAndRead(portal: PortalProcess, kind: Kind, demoCaseIds?: ReadonlySet<string>) {
    await portal.kill('SIGTERM');
    return storedState(kind, demoCaseIds);
  }
});
