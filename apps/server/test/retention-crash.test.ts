import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireProgram } from '../../../scripts/lib/missing-tools.ts';
import {
  type OwnPostgres,
  ownPostgresMissing,
  ownPostgresSkip,
  startOwnPostgres,
} from '../../../scripts/lib/own-postgres.ts';
import { lendPgliteCluster } from '../../../scripts/lib/pglite-cluster.ts';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import {
  auditLog,
  caseEvents,
  caseParties,
  cases,
  companies,
  deletionLog,
  documents,
  internalNotes,
} from '../src/db/schema.ts';
import { seedDemoData } from '../src/demo/demo-data.ts';
import { createFolderBlobStore } from '../src/lib/blob-store/index.ts';
import { launchAdminProcess } from './helpers/admin-cli.ts';
import { companyClerkOf } from './helpers/test-app.ts';
import { testDatabaseKind, testDemoDataOptions } from './helpers/test-database.ts';

/**
 * The retention run killed (SIGKILL) in the middle, then run again (issue 48, "a crash or kill -9 mid-run leaves
 * every case either whole or fully anonymised, and the next run goes on"): `npm run admin -- retention run` in a
 * process of its own, on a few hundred closed, archived cases past the bank's 36 months. Runs once, in the PGlite
 * tier, on a PGlite data folder and on a PostgreSQL server of its own, as reliability-crash.test.ts does.
 *
 * The run takes the cases in id order; the test stops it at the one a third of the way. On PostgreSQL the test
 * holds that case's history rows locked, so that the run waits inside the case's transaction with the parties,
 * letters, documents and notes cleared already (the history is scrubbed after them), and kills it there. A PGlite
 * data folder belongs to the one process that has it open, so there the test can neither lock nor watch: the
 * case's first document is a named pipe instead, whose checksum the run reads (before the case's transaction)
 * only once the test writes the bytes; the test lets the run go on for a moment and kills it wherever it is.
 */
const runsHere = testDatabaseKind() === 'pglite';

type Kind = 'pglite' | 'postgres';

const BANK = DEMO_COMPANIES.bank;
const CASES = 200;
const CASE_PREFIX = 'SLETT-';
const MONTHS = 36;
/** How long the PGlite run goes on after the stop case before it is killed: a few cases, far from all. */
const PGLITE_RUN_ON_MS = 150;
/** How long the run may take to start and reach the stop case. */
const REACH_MS = 45_000;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Prepared {
  /** Our cases' ids in the order the run takes them. */
  ids: string[];
  caseNumbers: Map<string, string>;
  /** Each case's documents' SHA-256, in the deletion log's order. */
  checksums: Map<string, string[]>;
  /** The case the test stops the run at, its index in `ids`, and its first document and that document's bytes. */
  stop: { caseId: string; index: number; key: string; bytes: Uint8Array };
}

/** What is stored of one case, as the test compares it. */
interface CaseState {
  marked: boolean;
  rule: string | null;
  note: string | null;
  parties: number;
  named: number;
  letters: number;
  texts: number;
  documents: number;
  notes: number;
  quoted: number;
  history: number;
  logged: number;
}

/** A case as prepared (its documents, one or two, counted apart). */
const WHOLE = {
  marked: false,
  rule: null,
  note: 'Kunden heter Ola',
  parties: 2,
  named: 2,
  letters: 2,
  texts: 2,
  notes: 1,
  quoted: 1,
  history: 0,
  logged: 0,
};

/** A case the run has anonymised: the parties and letters stay, emptied; one deletion log row and history entry. */
const ANONYMISED = {
  marked: true,
  rule: 'schedule',
  note: null,
  parties: 2,
  named: 0,
  letters: 2,
  texts: 0,
  documents: 0,
  notes: 0,
  quoted: 0,
  history: 1,
  logged: 1,
};

describe.skipIf(!runsHere)('killing the retention run (issue 48)', () => {
  let folder: string;
  let server: OwnPostgres | undefined;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foretaksportalen-retention-crash-'));
    if (!ownPostgresMissing) {
      server = await startOwnPostgres();
      server.createDatabase('portal');
    }
  });

  afterAll(() => {
    server?.remove();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  const dataDirOf = (kind: Kind) => path.join(folder, kind);
  const blobDirOf = (kind: Kind) => path.join(folder, kind, 'blobs');

  const envFor = (kind: Kind): Record<string, string> => ({
    DATA_DIR: dataDirOf(kind),
    BLOB_DIR: blobDirOf(kind),
    DATABASE_URL: kind === 'postgres' ? (server?.url('portal') ?? '') : '',
    LOG_LEVEL: 'warn',
  });

  /** The database as it is stored, in this process (the admin process stopped, for PGlite). */
  async function withStored<T>(kind: Kind, use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    let handle: DatabaseHandle;
    let release = () => {};
    if (kind === 'postgres') handle = openPostgres(server?.url('portal') ?? '');
    else {
      const dbFolder = path.join(dataDirOf(kind), 'db');
      await lendPgliteCluster(dbFolder);
      release = lockDataDir(dataDirOf(kind));
      handle = openPglite(dbFolder);
    }
    try {
      return await use(handle);
    } finally {
      await handle.close();
      release();
    }
  }

  /**
   * The demo data, the bank on 36 months, and CASES closed and archived 40 months ago, each with both parties,
   * two letters with a subject and a message, one or two documents (their bytes in the blob folder), a note and
   * a history entry that quotes a subject.
   */
  function prepare(kind: Kind) {
    return withStored(kind, async (handle) => {
      await handle.migrate();
      return prepareIn(handle.db, kind);
    });
  }

  async function prepareIn(db: Database, kind: Kind): Promise<Prepared> {
    await seedDemoData(db, testDemoDataOptions());
    await db.update(companies).set({ retentionMonths: MONTHS }).where(eq(companies.id, BANK.id));
    const kari = (await companyClerkOf({ db }, 'kari', 'bank')).Id;
    const blobs = createFolderBlobStore(blobDirOf(kind));
    const closedAt = new Date();
    closedAt.setUTCMonth(closedAt.getUTCMonth() - (MONTHS + 4));

    const ids = Array.from({ length: CASES }, () => randomUUID()).sort();
    const caseNumbers = new Map<string, string>();
    const checksums = new Map<string, string[]>();
    const rows = {
      cases: [] as (typeof cases.$inferInsert)[],
      parties: [] as (typeof caseParties.$inferInsert)[],
      events: [] as (typeof caseEvents.$inferInsert)[],
      documents: [] as (typeof documents.$inferInsert)[],
      notes: [] as (typeof internalNotes.$inferInsert)[],
      audit: [] as (typeof auditLog.$inferInsert)[],
    };
    const files: { key: string; bytes: Uint8Array }[] = [];
    for (const [index, caseId] of ids.entries()) {
      const closed = new Date(closedAt.getTime() - index * 60_000);
      const caseNumber = `${CASE_PREFIX}${String(index + 1).padStart(5, '0')}`;
      caseNumbers.set(caseId, caseNumber);
      rows.cases.push({
        id: caseId,
        companyId: BANK.id,
        caseNumber,
        status: 'Avsluttet',
        statusCode: 'AVSLUTTET',
        archived: true,
        clerkMembershipId: kari,
        everAssigned: true,
        companyCaseRef: 'REF-Nordmann',
        companyNote: 'Kunden heter Ola',
        createdAt: new Date(closed.getTime() - 60 * 24 * 60 * 60 * 1000),
        lastEventAt: closed,
        closedAt: closed,
      });
      rows.parties.push(
        {
          caseId,
          role: 'complainer',
          firstName: 'Ola',
          lastName: `Nordmann ${index}`,
          email: `ola${index}@example.no`,
          phone: '91234567',
          address: 'Storgata 1',
          postalCode: '0155',
          postalPlace: 'OSLO',
          reference: `Kundenr ${index}`,
        },
        {
          caseId,
          role: 'correspondent',
          firstName: 'Advokat',
          lastName: 'Hansen',
          email: 'hansen@advokat.no',
        },
      );
      const inbound = randomUUID();
      rows.events.push(
        {
          id: inbound,
          caseId,
          companyId: BANK.id,
          direction: 'inbound',
          description: 'Brev fra nemnda',
          subject: 'Klage fra Ola Nordmann',
          content: 'Jeg, Ola, klager på lånet',
          createdAt: new Date(closed.getTime() - 30 * 24 * 60 * 60 * 1000),
        },
        {
          caseId,
          companyId: BANK.id,
          direction: 'outbound',
          description: 'Brev fra foretaket',
          subject: 'Svar til Ola Nordmann',
          content: 'Hei Ola',
          createdByMembershipId: kari,
          createdAt: new Date(closed.getTime() - 20 * 24 * 60 * 60 * 1000),
        },
      );
      const sums: string[] = [];
      for (let sortOrder = 0; sortOrder < (index % 3 === 0 ? 1 : 2); sortOrder++) {
        const id = randomUUID();
        const key = `cases/${caseId}/${id}`;
        const bytes = Buffer.from(`%PDF-1.4\n% ${caseNumber} dokument ${sortOrder + 1}\n%%EOF\n`);
        files.push({ key, bytes });
        sums.push(sha256(bytes));
        rows.documents.push({
          id,
          caseId,
          caseEventId: inbound,
          fileName: sortOrder === 0 ? 'klage.pdf' : 'vedlegg.pdf',
          mimeType: 'application/pdf',
          fileSize: bytes.length,
          blobKey: key,
          isLetter: sortOrder === 0,
          uploadedBy: 'Klagenemnda',
          sortOrder,
        });
      }
      checksums.set(caseId, sums);
      rows.notes.push({
        caseId,
        companyId: BANK.id,
        authorMembershipId: kari,
        body: [{ Text: 'Ola ringte' }],
        text: 'Ola ringte',
      });
      rows.audit.push({
        companyId: BANK.id,
        action: 'case.letter-sent',
        caseId,
        targetType: 'case_event',
        targetId: inbound,
        details: { subject: 'Svar til Ola Nordmann', attachments: 0 },
      });
    }
    for (const [table, values] of [
      [cases, rows.cases],
      [caseParties, rows.parties],
      [caseEvents, rows.events],
      [documents, rows.documents],
      [internalNotes, rows.notes],
      [auditLog, rows.audit],
    ] as const) {
      for (let start = 0; start < values.length; start += 200) {
        await db.insert(table).values(values.slice(start, start + 200) as never);
      }
    }

    const index = Math.floor(CASES / 3);
    const stopId = ids[index] as string;
    const stopKey = rows.documents.find((document) => document.caseId === stopId)?.blobKey as string;
    const bytes = files.find((file) => file.key === stopKey)?.bytes as Uint8Array;
    // On PGlite the stop case's first document is a named pipe until the test writes its bytes.
    for (const file of files) {
      if (kind === 'postgres' || file.key !== stopKey) await blobs.put(file.key, file.bytes);
    }
    if (kind === 'pglite') {
      const pipe = path.join(blobDirOf(kind), stopKey);
      fs.mkdirSync(path.dirname(pipe), { recursive: true });
      execFileSync('mkfifo', [pipe]);
    }
    return { ids, caseNumbers, checksums, stop: { caseId: stopId, index, key: stopKey, bytes } };
  }

  /** Each of our cases as stored, the bank's deletion log, and how many of the bank's cases are due still. */
  async function storedState(kind: Kind) {
    return withStored(kind, async ({ db }) => {
      const rows = (
        (await db.execute(sql`
          select c.id,
            c.personal_data_deleted_at is not null as marked,
            c.personal_data_deleted_rule as rule,
            c.company_note as note,
            (select count(*) from case_parties p where p.case_id = c.id)::int as parties,
            (select count(*) from case_parties p where p.case_id = c.id and p.first_name is not null)::int as named,
            (select count(*) from case_events e where e.case_id = c.id)::int as letters,
            (select count(*) from case_events e where e.case_id = c.id
              and (e.subject is not null or e.content is not null))::int as texts,
            (select count(*) from documents d where d.case_id = c.id)::int as documents,
            (select count(*) from internal_notes n where n.case_id = c.id)::int as notes,
            (select count(*) from audit_log a where a.case_id = c.id and a.details ? 'subject')::int as quoted,
            (select count(*) from audit_log a where a.case_id = c.id
              and a.action = 'case.personal-data-deleted')::int as history,
            (select count(*) from deletion_log l where l.case_id = c.id)::int as logged
          from cases c
          where c.company_id = ${BANK.id} and c.case_number like ${`${CASE_PREFIX}%`}`)) as unknown as {
          rows: (CaseState & { id: string })[];
        }
      ).rows;
      const log = await db.select().from(deletionLog).where(eq(deletionLog.companyId, BANK.id));
      const [counts] = (
        (await db.execute(sql`
          select
            (select count(*) from deletion_log l join cases c on c.id = l.case_id
              where c.personal_data_deleted_at is null)::int as "logWithoutCase",
            (select count(*) from cases c where c.personal_data_deleted_at is not null
              and not exists (select 1 from deletion_log l where l.case_id = c.id))::int as "caseWithoutLog",
            (select count(*) from cases c where c.company_id = ${BANK.id} and c.archived
              and c.status_code = 'AVSLUTTET' and c.personal_data_deleted_at is null
              and c.legal_hold_reason is null
              and c.closed_at <= now() - make_interval(months => ${MONTHS}::int))::int as due`)) as unknown as {
          rows: { logWithoutCase: number; caseWithoutLog: number; due: number }[];
        }
      ).rows;
      if (!counts) throw new Error('No counts');
      return { cases: new Map(rows.map(({ id, ...state }) => [id, state])), log, ...counts };
    });
  }

  type Stored = Awaited<ReturnType<typeof storedState>>;

  /** Each case whole, anonymised or (what must never be) half-done, with what was stored of the half ones. */
  function classify(prepared: Prepared, stored: Stored) {
    const anonymised: string[] = [];
    const whole: string[] = [];
    const half: unknown[] = [];
    for (const caseId of prepared.ids) {
      const state = stored.cases.get(caseId);
      const checksums = prepared.checksums.get(caseId) ?? [];
      const entries = stored.log.filter((entry) => entry.caseId === caseId);
      const logRight =
        entries.length === 1 &&
        entries[0]?.rule === 'schedule' &&
        entries[0].caseNumber === prepared.caseNumbers.get(caseId) &&
        entries[0].parties === 2 &&
        entries[0].letters === 2 &&
        entries[0].documents === checksums.length &&
        entries[0].notes === 1 &&
        JSON.stringify(entries[0].documentSha256) === JSON.stringify(checksums);
      if (isDeepStrictEqual(state, { ...WHOLE, documents: checksums.length })) {
        whole.push(caseId);
      } else if (isDeepStrictEqual(state, ANONYMISED) && logRight) {
        anonymised.push(caseId);
      } else {
        half.push({ caseNumber: prepared.caseNumbers.get(caseId), state, entries });
      }
    }
    return { anonymised, whole, half };
  }

  const launchRun = (kind: Kind) =>
    launchAdminProcess(envFor(kind), ['retention', 'run', '--company', BANK.orgNum]);

  type Run = ReturnType<typeof launchRun>;

  async function kill(run: Run) {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    return run.result;
  }

  async function notReached(run: Run, why: string): Promise<never> {
    await kill(run);
    throw new Error(`The run did not reach the stop case (${why}):\n${run.output()}`);
  }

  /** PGlite: lets the run read the stop case's document once it waits for it, then kills it a moment later. */
  async function killOnPglite(prepared: Prepared) {
    const run = launchRun('pglite');
    const pipe = path.join(blobDirOf('pglite'), prepared.stop.key);
    const opening = fs.promises.open(pipe, 'w');
    const reached = await Promise.race([
      opening,
      run.result.then(() => 'ended' as const),
      sleep(REACH_MS).then(() => 'late' as const),
    ]);
    if (reached === 'ended' || reached === 'late') {
      // A reader of our own lets the writer's open finish.
      const reader = fs.openSync(pipe, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
      await (await opening).close();
      fs.closeSync(reader);
      return notReached(run, reached);
    }
    await reached.write(prepared.stop.bytes);
    await reached.close();
    await sleep(PGLITE_RUN_ON_MS);
    return kill(run);
  }

  /**
   * PostgreSQL: holds the stop case's history rows locked, kills the run once it waits for them inside the case's
   * transaction, and answers when the server has ended that transaction.
   */
  async function killOnPostgres(prepared: Prepared) {
    const url = server?.url('portal') ?? '';
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const watch = openPostgres(url);
    try {
      await holder.query('begin');
      await holder.query('select id from audit_log where case_id = $1 for update', [prepared.stop.caseId]);
      const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
      const holderPid = rows[0]?.pid as number;
      const run = launchRun('postgres');
      const deadline = Date.now() + REACH_MS;
      while (!(await waitsFor(watch.db, holderPid))) {
        if (run.child.exitCode !== null) return notReached(run, 'it ended');
        if (Date.now() > deadline) return notReached(run, 'late');
        await sleep(10);
      }
      // Every case before it is done, each in its own transaction, and the run is inside the stop case's.
      expect(await doneOfOurs(watch.db)).toBe(prepared.stop.index);
      const killed = await kill(run);
      await holder.query('rollback');
      await settled(watch.db, holderPid);
      return killed;
    } finally {
      await holder.end();
      await watch.close();
    }
  }

  for (const kind of ['pglite', 'postgres'] as const) {
    it.skipIf(kind === 'postgres' && ownPostgresSkip)(
      `leaves every case whole or fully anonymised, and the next run goes on (${kind})`,
      async () => {
        // Not skipped under CI: fails here when PostgreSQL's binaries are missing.
        if (kind === 'postgres') requireProgram(ownPostgresMissing);
        const prepared = await prepare(kind);
        const { index } = prepared.stop;

        const killed = kind === 'postgres' ? await killOnPostgres(prepared) : await killOnPglite(prepared);
        // Killed, not ended.
        expect(killed.code, killed.stdout + killed.stderr).toBeNull();

        const afterKill = await storedState(kind);
        const classes = classify(prepared, afterKill);
        expect(classes.half).toEqual([]);
        // The cases done are the first ones, in id order: those before the stop case at least, not all.
        expect(classes.anonymised).toEqual(prepared.ids.slice(0, classes.anonymised.length));
        expect(classes.anonymised.length).toBeGreaterThanOrEqual(index);
        expect(classes.anonymised.length).toBeLessThan(CASES);
        // On PostgreSQL the run was killed inside the stop case's transaction: the case is whole.
        if (kind === 'postgres') expect(classes.anonymised).toHaveLength(index);
        expect(afterKill.logWithoutCase).toBe(0);
        expect(afterKill.caseWithoutLog).toBe(0);
        expect(afterKill.due).toBeGreaterThanOrEqual(CASES - classes.anonymised.length);

        // The next run goes on from there (on PGlite with the stop case's document a file now).
        if (kind === 'pglite') {
          const pipe = path.join(blobDirOf(kind), prepared.stop.key);
          fs.rmSync(pipe);
          fs.writeFileSync(pipe, prepared.stop.bytes);
        }
        const second = await launchRun(kind).result;
        expect(second.code, second.stderr).toBe(0);
        expect(second.stdout).toContain(`${afterKill.due} saker fikk personopplysningene slettet`);
        expect(second.stdout).not.toContain('hoppet over');

        const afterRerun = await storedState(kind);
        const final = classify(prepared, afterRerun);
        expect(final.half).toEqual([]);
        expect(final.whole).toEqual([]);
        expect(final.anonymised).toHaveLength(CASES);
        expect(afterRerun.due).toBe(0);
        expect(afterRerun.logWithoutCase).toBe(0);
        expect(afterRerun.caseWithoutLog).toBe(0);
        // Those done before the kill were not logged again: their rows are the same rows.
        const before = afterKill.log.map((entry) => [entry.id, entry.caseId, entry.at.toISOString()]);
        const kept = afterRerun.log
          .filter((entry) => afterKill.log.some((earlier) => earlier.id === entry.id))
          .map((entry) => [entry.id, entry.caseId, entry.at.toISOString()]);
        expect(kept).toEqual(before);
        expect(afterRerun.log).toHaveLength(afterKill.log.length + afterKill.due);
      },
      120_000,
    );
  }

  /** Whether a connection waits for a lock that the connection `holderPid` holds. */
  async function waitsFor(db: Database, holderPid: number) {
    const { rows } = (await db.execute(sql`select count(*)::int as n from pg_stat_activity
      where ${holderPid}::int = any(pg_blocking_pids(pid))`)) as unknown as { rows: { n: number }[] };
    return (rows[0]?.n ?? 0) > 0;
  }

  /** How many of our cases have their personal data deleted. */
  async function doneOfOurs(db: Database) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(cases)
      .where(
        sql`${cases.companyId} = ${BANK.id} and ${cases.caseNumber} like ${`${CASE_PREFIX}%`}
          and ${cases.personalDataDeletedAt} is not null`,
      );
    return row?.n ?? 0;
  }

  /**
   * Waits until the server has let go of the killed process's connections, its transaction ended with them: every
   * connection to the database is gone but this one and the lock holder's.
   */
  async function settled(db: Database, holderPid: number) {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const { rows } = (await db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend'
          and pid not in (pg_backend_pid(), ${holderPid}::int)`)) as unknown as {
        rows: { n: number }[];
      };
      if (rows[0]?.n === 0) return;
      await sleep(20);
    }
    throw new Error('The killed process’s connections are still open');
  }
});
