import { isClosed } from '@foretaksportalen/shared/contract/case';
import type { DeletionRuleName } from '@foretaksportalen/shared/contract/retention';
import type { Database } from '../../db/client.ts';
import { digestOfBlob, recordedDigests } from '../../lib/blob-store/blob-digests.ts';
import { BlobNotFoundError, type BlobStore } from '../../lib/blob-store/index.ts';
import type { AuditActor } from '../audit/index.ts';
import type { CaseChanges, DeletionCounts } from '../case-change/index.ts';
import {
  clearCaseContents,
  clearParties,
  findDocumentBlobKeys,
  insertDeletionLogEntry,
  lockCompanyCase,
  markPersonalDataDeleted,
} from './retention.repository.ts';

/** What the deletion log lists of a document whose bytes were gone already. */
export const MISSING_DOCUMENT = 'mangler';

export interface AnonymizeInput {
  companyId: string;
  caseId: string;
  rule: DeletionRuleName;
  erasureRequestId?: string;
  /** The whole case's personal data, or only its correspondent's (a correspondent's own erasure request). */
  parts: 'case' | 'correspondent';
  actor: AuditActor;
  /** The schedule's rule: the case must have closed by then (checked again under the case's lock). */
  closedBy?: Date;
}

/**
 * Why a case was left: open (or, for the schedule, reopened and closed again too recently), held back, not archived
 * (the schedule), done already, gone.
 */
export type SkipReason = 'open' | 'held' | 'not-archived' | 'already' | 'gone';

export type AnonymizeOutcome =
  | { done: true; caseNumber: string; entry: DeletionCounts & { documentSha256: string[] } }
  | { done: false; reason: SkipReason };

/** Rolls back a dry run's transaction once it has counted what it would delete. */
class DryRun extends Error {
  readonly outcome: AnonymizeOutcome;
  constructor(outcome: AnonymizeOutcome) {
    super('dry run');
    this.outcome = outcome;
  }
}

/**
 * Deletes a case's personal data (issue 48), in one transaction: a crash leaves the case whole or fully
 * anonymised. The case is locked and checked again first, so that a case opened, held or changed meanwhile is
 * left. The deletion log row and the case change (history, live views) are written in the same transaction; the
 * documents' bytes are the blob sweep's to delete once the rows have committed.
 */
export function createAnonymizer({
  db,
  blobs,
  changes,
  clock,
}: {
  db: Database;
  blobs: BlobStore;
  changes: CaseChanges;
  clock: () => Date;
}) {
  /**
   * The SHA-256 of each blob, as recorded when it was written or, for an older blob, read now (outside the
   * transaction: reading bytes may take a while).
   */
  async function checksums(keys: readonly string[]) {
    const recorded = await recordedDigests(db, keys);
    const sums = new Map<string, string>();
    for (const key of keys) {
      const digest = recorded.get(key) ?? (await digestOfBlob(blobs, key).catch(missingAsNull));
      sums.set(key, digest?.sha256 ?? MISSING_DOCUMENT);
    }
    return sums;
  }

  function refusal(
    row: Awaited<ReturnType<typeof lockCompanyCase>>,
    input: AnonymizeInput,
  ): SkipReason | null {
    if (!row) return 'gone';
    if (input.parts === 'case' && row.personalDataDeletedAt !== null) return 'already';
    if (row.legalHoldReason !== null) return 'held';
    if (!isClosed(row.statusCode) || row.closedAt === null) return 'open';
    if (input.closedBy && row.closedAt > input.closedBy) return 'open';
    if (input.rule === 'schedule' && !row.archived) return 'not-archived';
    return null;
  }

  async function anonymizeIn(tx: Database, input: AnonymizeInput, sums: ReadonlyMap<string, string>) {
    const row = await lockCompanyCase(tx, input.companyId, input.caseId);
    const refused = refusal(row, input);
    if (refused || !row) return { done: false as const, reason: refused ?? 'gone' };
    const at = clock();
    if (input.parts === 'correspondent') {
      const counts = {
        parties: await clearParties(tx, input.caseId, 'correspondent'),
        letters: 0,
        documents: 0,
        notes: 0,
      };
      return record(tx, input, row.caseNumber, at, counts, []);
    }
    const keys = await findDocumentBlobKeys(tx, input.caseId);
    // A document added between the checksums and the lock is read now.
    const unread = keys.filter((key) => !sums.has(key));
    const late = unread.length > 0 ? await checksums(unread) : new Map<string, string>();
    const documentSha256 = keys.map((key) => sums.get(key) ?? late.get(key) ?? MISSING_DOCUMENT);
    const parties = await clearParties(tx, input.caseId);
    const contents = await clearCaseContents(tx, input.caseId);
    await markPersonalDataDeleted(tx, input.caseId, at, input.rule);
    return record(tx, input, row.caseNumber, at, { parties, ...contents }, documentSha256);
  }

  async function record(
    tx: Database,
    input: AnonymizeInput,
    caseNumber: string,
    at: Date,
    counts: DeletionCounts,
    documentSha256: string[],
  ): Promise<AnonymizeOutcome> {
    await insertDeletionLogEntry(tx, {
      companyId: input.companyId,
      caseId: input.caseId,
      caseNumber,
      rule: input.rule,
      at,
      erasureRequestId: input.erasureRequestId ?? null,
      ...counts,
      documentSha256,
    });
    await changes.record(tx, {
      kind: 'case.anonymised',
      companyId: input.companyId,
      actor: input.actor,
      at,
      caseId: input.caseId,
      rule: input.rule,
      counts,
    });
    return { done: true, caseNumber, entry: { ...counts, documentSha256 } };
  }

  return {
    /** Deletes the case's personal data now; a dry run answers the same and changes nothing. */
    async anonymize(input: AnonymizeInput, { dryRun = false } = {}): Promise<AnonymizeOutcome> {
      const sums =
        input.parts === 'case' ? await checksums(await findDocumentBlobKeys(db, input.caseId)) : new Map();
      try {
        return await db.transaction(async (tx) => {
          const outcome = await anonymizeIn(tx, input, sums);
          if (dryRun) throw new DryRun(outcome);
          return outcome;
        });
      } catch (error) {
        if (error instanceof DryRun) return error.outcome;
        throw error;
      }
    },
  };
}

export type Anonymizer = ReturnType<typeof createAnonymizer>;

const missingAsNull = (error: unknown) => {
  if (error instanceof BlobNotFoundError) return null;
  throw error;
};
