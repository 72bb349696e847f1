import {
  type BulkArchive,
  type bulkAssignSchema,
  CASE_CHANGED_BY_OTHER,
  type Case,
  type CaseListItem,
  type ClerkAssignments,
  caseSchema,
  type caseUpdateSchema,
  type FileResult,
  type handOverSchema,
} from '@foretaksportalen/shared/contract/case';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { databaseNotices } from '../../db/notices.ts';
import { AppError } from '../../lib/app-error.ts';
import { osloDate } from '../../lib/oslo-date.ts';
import { XLSX_MIME_TYPE } from '../../lib/xlsx.ts';
import { type AuditEntry, writeAudit, writeAudits } from '../audit/index.ts';
import { recordProviderChange } from '../change-feed/index.ts';
import { lockCompanyClerkByMembership } from '../clerk/index.ts';
import { findCaseDocuments } from '../document/index.ts';
import { notifyCasesAssigned } from '../notification/index.ts';
import type { AuthContext } from '../session/index.ts';
import {
  archiveRefusal,
  assignmentRefusal,
  type CaseScope,
  COMPANY_DETAILS_FORBIDDEN,
  canArchive,
  canDistribute,
  canEditCompanyDetails,
  caseScopeFor,
  distributesCases,
  isInScope,
  seesCases,
  UNKNOWN_CLERK,
} from './case.policy.ts';
import { toCase, toCaseClerks, toCaseListItem } from './case.presenter.ts';
import {
  archiveCases,
  assignCases,
  type CaseRow,
  type CaseSelection,
  caseChangedSince,
  caseListChangedSince,
  countAssignmentsByClerk,
  currentSnapshot,
  findCase,
  findCaseChangesSince,
  findCaseEvents,
  findCaseListRows,
  findCaseParties,
  findCompanyClerkNames,
  lockCase,
  lockCasesAssignedTo,
  lockCompanyCases,
  updateCase,
} from './case.repository.ts';
import { type CachedCaseAnswer, cachedCaseAnswer, createCaseAnswerCache } from './case-answer.cache.ts';
import { writeCaseExport } from './case-export.ts';
import {
  type CachedCaseList,
  createCaseListCache,
  fullCaseList,
  MAX_MERGED_CASES,
  mergedCaseList,
} from './case-list.cache.ts';
import { deletableUntil } from './letter.policy.ts';

type CaseUpdate = z.output<typeof caseUpdateSchema>;
type BulkAssignment = z.output<typeof bulkAssignSchema>;
type HandOverRequest = z.output<typeof handOverSchema>;

export const CASE_NOT_FOUND = 'Fant ikke saken';
const caseNotFound = () => new AppError('case.not-found', 404, CASE_NOT_FOUND);
const clerkNotFound = () => new AppError('clerk.not-found', 404, UNKNOWN_CLERK);

/** The cases the caller sees; level 4 has none and is refused (its routes refuse it before, by `seesCases`). */
export function requireCaseScope(auth: AuthContext): CaseScope {
  const scope = caseScopeFor(auth);
  if (!scope) throw seesCases.refusal();
  return scope;
}

/** A case the caller sees; an unknown id and another clerk's or company's case answer the same 404. */
export async function requireVisibleCase(db: Database, auth: AuthContext, caseId: string) {
  const found = await findCase(db, requireCaseScope(auth), caseId);
  if (!found) throw caseNotFound();
  return found;
}

/**
 * The clerk a case is given, locked for the caller's transaction so that it cannot be disabled meanwhile; null
 * for none. A membership that cannot take cases (spec 2 §6: only enabled clerks) is refused with 400 on `field`.
 * One that is not a member of the company is refused the same way where one case is edited or registered (the
 * inline picker's and the wizard's field message), but answers 404 where cases are moved (`unknownIsNotFound`:
 * the bulk change and the handover of issue 20, where another company's clerks answer as its cases do).
 */
export async function requireAssignableClerk(
  tx: Database,
  companyId: string,
  membershipId: string | null,
  { field = 'CaseClerkId', unknownIsNotFound = false }: { field?: string; unknownIsNotFound?: boolean } = {},
) {
  if (membershipId === null) return null;
  const clerk = await lockCompanyClerkByMembership(tx, companyId, membershipId);
  if (!clerk && unknownIsNotFound) throw clerkNotFound();
  const refusal = assignmentRefusal(
    clerk && { disabled: clerk.membership.disabled, accessLevel: clerk.accessLevel },
  );
  if (refusal !== null || !clerk) {
    const message = refusal ?? UNKNOWN_CLERK;
    throw new AppError('case.clerk-not-assignable', 400, message, { errors: { [field]: [message] } });
  }
  return clerk;
}

/** The fields of the case update payload, by their wire names, as the case has them. */
const editableFields = (row: CaseRow) => ({
  CaseClerkId: row.clerkMembershipId,
  CompanyCaseRef: row.companyCaseRef,
  CompanyNote: row.companyNote,
  Archived: row.archived,
});
type EditableFields = ReturnType<typeof editableFields>;

/** A missing field keeps its value. */
const keep = <Value>(update: Value | undefined, current: Value) => (update === undefined ? current : update);

export function createCaseService({
  db,
  config,
  clock,
}: {
  db: Database;
  config: Config;
  clock: () => Date;
}) {
  const listCache = createCaseListCache(() => clock().getTime());
  const answerCache = createCaseAnswerCache(() => clock().getTime());
  const notices = databaseNotices(db);

  /** The list rows of the selected cases as the viewer sees them on `today`: two queries, whatever their number. */
  async function listItems(
    database: Database,
    viewer: AuthContext,
    selection: CaseSelection,
    today = osloDate(clock()),
  ) {
    const scope = requireCaseScope(viewer);
    const rows = await findCaseListRows(database, scope, selection);
    const clerks = toCaseClerks(await findCompanyClerkNames(database, scope.companyId));
    return rows.map((row) => toCaseListItem(row, clerks, viewer, today));
  }

  /**
   * Both lists and the snapshot they were read in (a repeatable-read transaction: every statement reads in it).
   * Given the lists of an earlier snapshot, only the cases changed since are read and merged into them, unless
   * the company's cases changed at large (a clerk's name) or too many of them did.
   */
  async function readCaseLists(viewer: AuthContext, includeClosed: boolean, before?: CachedCaseList) {
    const companyId = requireCaseScope(viewer).companyId;
    return db.transaction(
      async (tx) => {
        const snapshot = await currentSnapshot(tx);
        if (before) {
          const changes = await findCaseChangesSince(tx, companyId, before.snapshot, MAX_MERGED_CASES);
          if (!changes.companyWide && changes.caseIds.length <= MAX_MERGED_CASES) {
            const fresh = await listItems(tx, viewer, { includeClosed, caseIds: changes.caseIds });
            return mergedCaseList(before, snapshot, changes.caseIds, fresh);
          }
        }
        return fullCaseList(snapshot, await listItems(tx, viewer, { includeClosed }), clock().getTime());
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * The case answer as the viewer sees it, read in one snapshot, as JSON text through the response schema (an
   * allowlist, as the route's serializer made it before the cache), with what the cache needs to keep it.
   */
  async function readCaseAnswer(auth: AuthContext, caseId: string) {
    return db.transaction(
      async (tx) => {
        const snapshot = await currentSnapshot(tx);
        const now = clock();
        const day = osloDate(now);
        const row = await findCase(tx, requireCaseScope(auth), caseId);
        if (!row) throw caseNotFound();
        const [item] = await listItems(tx, auth, { includeClosed: true, caseIds: [caseId] }, day);
        if (!item) throw caseNotFound();
        const parties = await findCaseParties(tx, caseId);
        const events = await findCaseEvents(tx, caseId);
        const documents = await findCaseDocuments(tx, caseId);
        const answer = caseSchema.encode(toCase(item, row, parties, events, documents, now));
        return cachedCaseAnswer(JSON.stringify(answer), {
          caseId,
          companyId: row.companyId,
          clerkMembershipId: row.clerkMembershipId,
          day,
          snapshot,
          cachedAt: now.getTime(),
          validUntil: deletableUntil(events, now),
        });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * Whether a cached answer still holds: told so by the notices, once every change committed before this call
   * has reached the cache (which may have dropped the answer meanwhile), or else by the change records.
   */
  async function isCurrent(cached: CachedCaseAnswer, variant: string) {
    if (answerCache.isTrusted() && (await notices.caughtUp()))
      return answerCache.get(cached.caseId, variant, cached.day) === cached;
    return !(await caseChangedSince(db, cached, cached.snapshot));
  }

  /**
   * GET /api/case/{caseId}: the whole case, events newest first with their documents, as JSON text. From the
   * case answer cache with no query while the process hears the database's notices of case changes (decision
   * 0018), else after the change records say the case has not changed since the answer's snapshot. Who may see
   * it is decided from the case's company and clerk as the answer was read: a change of either is a change of
   * the case, which drops the answer.
   */
  async function caseAnswer(auth: AuthContext, caseId: string): Promise<CachedCaseAnswer> {
    const scope = requireCaseScope(auth);
    // The answer differs between viewers only in CanEditCompanyDetails (the presenter's one use of the viewer).
    const variant = canEditCompanyDetails(auth) ? 'edits-company-details' : 'reads-company-details';
    const cached = answerCache.get(caseId, variant, osloDate(clock()));
    if (cached && (await isCurrent(cached, variant))) {
      if (!isInScope(scope, cached)) throw caseNotFound();
      return cached;
    }
    const readAt = answerCache.generation();
    const answer = await readCaseAnswer(auth, caseId);
    answerCache.remember(answer, variant, readAt);
    return answer;
  }

  async function listItem(database: Database, viewer: AuthContext, caseId: string) {
    const [item] = await listItems(database, viewer, { includeClosed: true, caseIds: [caseId] });
    if (!item) throw caseNotFound();
    return item;
  }

  /**
   * Gives the locked cases one clerk (or none): each case that changes is audited with its clerk before and
   * after, and the receiver gets one e-mail listing them, not one per case. A receiver who is not a clerk of the
   * company (another company's, or an unknown id) answers 404.
   */
  async function moveCases(
    tx: Database,
    auth: AuthContext,
    found: readonly { id: string; clerkMembershipId: string | null }[],
    clerk: string | null,
  ) {
    await requireAssignableClerk(tx, auth.companyId, clerk, { unknownIsNotFound: true });
    const moved = found.filter((row) => row.clerkMembershipId !== clerk);
    if (moved.length === 0) return 0;
    const movedIds = moved.map((row) => row.id);
    await assignCases(tx, movedIds, clerk, clock());
    await writeAudits(
      tx,
      moved.map((row) =>
        caseUpdatedAudit(auth, row.id, { CaseClerkId: { from: row.clerkMembershipId, to: clerk } }),
      ),
    );
    if (clerk !== null) {
      const assignment = { caseIds: movedIds, membershipId: clerk, byMembershipId: auth.membershipId };
      await notifyCasesAssigned(tx, config, assignment, clock());
    }
    return moved.length;
  }

  const caseUpdatedAudit = (
    auth: AuthContext,
    caseId: string,
    changes: Partial<Record<keyof EditableFields, { from: unknown; to: unknown }>>,
  ): AuditEntry => ({
    actorPersonId: auth.personId,
    companyId: auth.companyId,
    action: 'case.updated',
    targetType: 'case',
    targetId: caseId,
    caseId,
    details: { changes },
  });

  return {
    /**
     * POST /api/caselist: the job queue (cases with a clerk; for levels 1-2 only their own) and the
     * undistributed cases (no clerk, which levels 1-2 never see), open ones only unless closed are asked for. As
     * JSON text, from the list cache when nothing has changed since it was read.
     */
    async listCases(auth: AuthContext, includeClosedCases: boolean): Promise<CachedCaseList> {
      const scope = requireCaseScope(auth);
      // The rows' abilities differ between levels only as the scope does (levels 3 and 5 see all, and edit the
      // company's details), so the scope keys them too; and the day, which DaysToDue counts from.
      const key = `${osloDate(clock())}/${scope.companyId}/${scope.assignedTo ?? 'all'}/${includeClosedCases}`;
      const cached = listCache.get(key);
      if (cached && !(await caseListChangedSince(db, scope.companyId, cached.snapshot))) return cached;
      const list = await readCaseLists(auth, includeClosedCases, cached);
      listCache.set(key, list);
      return list;
    },

    caseAnswer,

    /** The case as GET /api/case/{caseId} answers it, for the case file. */
    async getCase(auth: AuthContext, caseId: string): Promise<Case> {
      return JSON.parse((await caseAnswer(auth, caseId)).json) as Case;
    },

    /** What the case answer cache is told of the database's case changes (app.ts listens with it). */
    caseAnswerNotices: answerCache.notices,

    /**
     * PATCH /api/case/{caseUid}: the changes the clerk's level allows (architecture §6), all or none. A missing
     * field or one equal to the stored value is no change; archiving is one way, for closed cases only. An edit
     * made on an older version than the case's is refused, so that two clerks do not overwrite each other unseen.
     */
    async updateCase(auth: AuthContext, caseId: string, update: CaseUpdate): Promise<CaseListItem> {
      const scope = requireCaseScope(auth);
      return db.transaction(async (tx) => {
        const current = await lockCase(tx, scope, caseId);
        if (!current) throw caseNotFound();
        if (update.Version !== current.version) {
          throw new AppError('case.version-conflict', 409, CASE_CHANGED_BY_OTHER);
        }
        const before = editableFields(current);
        const after: EditableFields = {
          CaseClerkId: keep(update.CaseClerkId, before.CaseClerkId),
          CompanyCaseRef: keep(update.CompanyCaseRef, before.CompanyCaseRef),
          CompanyNote: keep(update.CompanyNote, before.CompanyNote),
          Archived: keep(update.Archived, before.Archived),
        };
        const changed = (Object.keys(after) as (keyof EditableFields)[]).filter(
          (field) => after[field] !== before[field],
        );

        if (changed.includes('CaseClerkId') && !canDistribute(auth)) throw distributesCases.refusal();
        if (
          (changed.includes('CompanyCaseRef') || changed.includes('CompanyNote')) &&
          !canEditCompanyDetails(auth)
        ) {
          throw new AppError('case.company-details-forbidden', 403, COMPANY_DETAILS_FORBIDDEN);
        }
        const archiving = update.Archived === undefined ? null : archiveRefusal(current, update.Archived);
        if (archiving) {
          throw new AppError('case.not-archivable', 400, archiving, { errors: { Archived: [archiving] } });
        }
        if (changed.includes('CaseClerkId'))
          await requireAssignableClerk(tx, auth.companyId, after.CaseClerkId);

        if (changed.length > 0) {
          await updateCase(tx, caseId, {
            clerkMembershipId: after.CaseClerkId,
            everAssigned: current.everAssigned || after.CaseClerkId !== null,
            companyCaseRef: after.CompanyCaseRef,
            companyNote: after.CompanyNote,
            archived: after.Archived,
            updatedAt: clock(),
          });
          const changes = Object.fromEntries(
            changed.map((field) => [field, { from: before[field], to: after[field] }]),
          );
          await writeAudit(tx, caseUpdatedAudit(auth, caseId, changes));
          if (changed.includes('Archived') && after.Archived) {
            await recordProviderChange(tx, {
              kind: 'case.archived',
              companyId: auth.companyId,
              caseId,
              at: clock(),
            });
          }
          if (changed.includes('CaseClerkId') && after.CaseClerkId !== null) {
            const assignment = {
              caseIds: [caseId],
              membershipId: after.CaseClerkId,
              byMembershipId: auth.membershipId,
            };
            await notifyCasesAssigned(tx, config, assignment, clock());
          }
        }
        return listItem(tx, auth, caseId);
      });
    },

    /**
     * POST /api/caselist/update: one clerk, or none, for many of the company's cases, all or nothing. Any id
     * that is not a case of the company, or a receiver who is not its clerk, answers 404 and changes nothing.
     */
    async assignCases(auth: AuthContext, { CaseClerkId, IncidentIds }: BulkAssignment) {
      const caseIds = [...new Set(IncidentIds)];
      return db.transaction(async (tx) => {
        const found = await lockCompanyCases(tx, auth.companyId, caseIds);
        if (found.length !== caseIds.length) throw caseNotFound();
        await moveCases(tx, auth, found, CaseClerkId);
        return { Updated: caseIds.length };
      });
    },

    /** GET /api/caselist/assignments: the open and closed cases of each clerk with any, for the handover. */
    async clerkAssignments(auth: AuthContext): Promise<ClerkAssignments> {
      const byClerk = await countAssignmentsByClerk(db, auth.companyId);
      return [...byClerk].map(([ClerkId, counts]) => ({ ClerkId, Open: counts.open, Closed: counts.closed }));
    },

    /**
     * POST /api/caselist/handover: every case of one clerk, open and closed, to another clerk or to none, in one
     * transaction, each move audited, the handover too, and the receiver told once (issue 20). A clerk, giving or
     * receiving, who is not a member of the company answers 404.
     */
    async handOverCases(auth: AuthContext, { FromClerkId, CaseClerkId }: HandOverRequest) {
      return db.transaction(async (tx) => {
        if (!(await lockCompanyClerkByMembership(tx, auth.companyId, FromClerkId))) throw clerkNotFound();
        const found = await lockCasesAssignedTo(tx, auth.companyId, FromClerkId);
        const moved = await moveCases(tx, auth, found, CaseClerkId);
        // Besides each case's own entry, one for the company's log: the handover as the administrator made it.
        if (moved > 0) {
          await writeAudit(tx, {
            actorPersonId: auth.personId,
            companyId: auth.companyId,
            action: 'cases.handed-over',
            targetType: 'membership',
            targetId: FromClerkId,
            details: { from: FromClerkId, to: CaseClerkId, cases: moved },
          });
        }
        return { Updated: found.length };
      });
    },

    /**
     * POST /api/caselist/archive: archives the closed cases among the given ones that are not archived yet, for
     * the levels that distribute (the others archive one case at a time); open ones are left as they are. All or
     * nothing; any id that is not a case of the company answers 404. Answers how many were archived.
     */
    async archiveCases(auth: AuthContext, { IncidentIds }: BulkArchive) {
      const caseIds = [...new Set(IncidentIds)];
      return db.transaction(async (tx) => {
        const found = await lockCompanyCases(tx, auth.companyId, caseIds);
        if (found.length !== caseIds.length) throw caseNotFound();
        const archivable = found.filter(canArchive).map((row) => row.id);
        const now = clock();
        await archiveCases(tx, archivable, now);
        await writeAudits(
          tx,
          archivable.map((caseId) => caseUpdatedAudit(auth, caseId, { Archived: { from: false, to: true } })),
        );
        for (const caseId of archivable) {
          await recordProviderChange(tx, {
            kind: 'case.archived',
            companyId: auth.companyId,
            caseId,
            at: now,
          });
        }
        return { Archived: archivable.length };
      });
    },

    /**
     * POST /api/caselist/export: the given cases as an Excel workbook, in the order given (the screen's). Every
     * id must be a case the clerk sees.
     */
    async exportCases(auth: AuthContext, caseIds: readonly string[]): Promise<FileResult> {
      const wanted = [...new Set(caseIds)];
      const items = await listItems(db, auth, { includeClosed: true, caseIds: wanted });
      if (items.length !== wanted.length) throw caseNotFound();
      const byId = new Map(items.map((item) => [item.CaseUid, item]));
      const workbook = await writeCaseExport(
        wanted.flatMap((id) => byId.get(id) ?? []),
        { productName: config.branding.productName, withClerk: canDistribute(auth) },
      );
      return {
        FileName: `saker-${osloDate(clock())}.xlsx`,
        FileContent: workbook.toString('base64'),
        MimeType: XLSX_MIME_TYPE,
      };
    },
  };
}

export type CaseService = ReturnType<typeof createCaseService>;
