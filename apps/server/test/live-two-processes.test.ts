import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IdpSim } from '@foretaksportalen/idp-sim/create-idp-sim';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { type OwnPostgres, ownPostgresMissing, startOwnPostgres } from '../../../scripts/lib/own-postgres.ts';
import { type DatabaseHandle, openPostgres } from '../src/db/client.ts';
import { cases } from '../src/db/schema.ts';
import { openLiveStream } from './helpers/live-stream.ts';
import {
  callAs,
  loginOn,
  type PortalProcess,
  startIdpSimFor,
  startPortalProcess,
} from './helpers/portal-process.ts';
import { companyClerkOf } from './helpers/test-app.ts';
import { testDatabaseKind } from './helpers/test-database.ts';

/**
 * The live stream across processes (issue 47): a change made through portal A reaches a stream held by portal B
 * over PostgreSQL's notices, and a logout through A ends B's stream within a second. Two real portal processes on
 * a PostgreSQL server of the test's own; it runs once, in the PGlite tier.
 */
const skipReason =
  ownPostgresMissing ?? (testDatabaseKind() === 'postgres' ? 'runs in the PGlite tier only' : undefined);

describe.skipIf(skipReason)('a change made through one process reaches the streams of another', () => {
  let server: OwnPostgres;
  let handle: DatabaseHandle;
  let idpSim: IdpSim;
  let portals: PortalProcess[] = [];
  let blobDir: string;

  beforeAll(async () => {
    blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-live-two-processes-'));
    server = await startOwnPostgres();
    server.createDatabase('portal');
    handle = openPostgres(server.url('portal'));
    const ports = [await freePort(), await freePort()];
    idpSim = await startIdpSimFor(ports);
    const env = { DATABASE_URL: server.url('portal'), OIDC_ISSUER: idpSim.issuer, BLOB_DIR: blobDir };
    portals = [await startPortalProcess(env, ports[0])];
    portals.push(await startPortalProcess(env, ports[1]));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(portals.map((portal) => portal.kill('SIGTERM')));
    await idpSim?.close();
    await handle?.close();
    server?.remove();
    if (blobDir) fs.rmSync(blobDir, { recursive: true, force: true });
  });

  const [a, b] = [0, 1].map((index) => () => {
    const portal = portals[index];
    if (!portal) throw new Error(`Portal ${index} did not start`);
    return portal;
  }) as [() => PortalProcess, () => PortalProcess];

  it('an edit on A is told to Kari on B with its Version; her logout on A ends her stream on B', async () => {
    const kari = await loginOn(a().url, 'kari');
    const siri = await loginOn(a().url, 'siri');
    const stream = await openLiveStream(b().url, kari);
    try {
      expect(stream.response.status).toBe(200);
      await stream.waitFor(() => stream.frames.length > 0, 5000, 'the opening');
      const [karis] = await handle.db
        .select({ id: cases.id, version: cases.version })
        .from(cases)
        .where(and(eq(cases.clerkMembershipId, (await companyClerkOf(handle, 'kari')).Id)))
        .orderBy(asc(cases.caseNumber))
        .limit(1);
      if (!karis) throw new Error('Kari has no case');
      const edited = await callAs(siri, a(), `/api/case/${karis.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ Version: karis.version, CompanyNote: 'Fra prosess A' }),
      });
      expect(edited.status).toBe(200);
      const { Version } = (await edited.json()) as { Version: number };
      expect(
        await stream.next((event) => event.Type === 'case' && event.CaseUid === karis.id, 5000),
      ).toMatchObject({ Kind: 'case.changed', Version, Fields: ['CompanyNote'] });

      const since = Date.now();
      const logout = await kari.fetch(`${a().url}/api/oidc/logout`, {
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(logout.status).toBeLessThan(400);
      await stream.ended(2000);
      expect(Date.now() - since).toBeLessThan(1500);
      expect(stream.events().at(-1)).toEqual({ Type: 'session', Reason: 'ended' });
    } finally {
      await stream.close();
    }
  });
});
