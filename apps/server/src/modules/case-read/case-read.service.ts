import { canManagePersonalData } from '@foretaksportalen/shared/access-levels';
import { type Case, caseSchema, type FileResult } from '@foretaksportalen/shared/contract/case';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { databaseNotices } from '../../db/notices.ts';
import { osloDate } from '../../lib/oslo-date.ts';
import { XLSX_MIME_TYPE } from '../../lib/xlsx.ts';
import {
  canDistribute,
  canEditCompanyDetails,
  caseNotFound,
  deletableUntil,
  isInScope,
  readCaseParties,
  readCaseRequests,
  requireCaseScope,
  requireVisibleCase,
} from '../case/index.ts';
import { readCaseDocuments, readCaseEvents } from '../case-timeline/index.ts';
import { categoryNames } from '../category/index.ts';
import { displayName, findCompanyClerkByMembership } from '../clerk/index.ts';
import { countInternalNotes } from '../internal-note/index.ts';
import type { AuthContext } from '../session/index.ts';
import { type CachedCaseAnswer, cachedCaseAnswer, createCaseAnswerCache } from './case-answer.cache.ts';
import { writeCaseExport } from './case-export.ts';
import {
  type CachedCaseList,
  createCaseListCache,
  fullCaseList,
  MAX_MERGED_CASES,
  mergedCaseList,
} from './case-list.cache.ts';
import { toCase, toCaseClerks, toCaseListItem } from './case-read.presenter.ts';
import {
  type CaseSelection,
  caseChangedSince,
  caseListChangedSince,
  currentSnapshot,
  findCaseChangesSince,
  findCaseListRows,
  findCompanyClerkNames,
} from './case-read.repository.ts';

/**
 * The answer differs between viewers only in what they may do: edit the company's details (levels 3 and 5), and
 * hold the case back from deletion (level 5).
 */
function answerVariant(viewer: AuthContext) {
  if (canManagePersonalData(viewer.accessLevel)) return 'manages-personal-data';
  return canEditCompanyDetails(viewer) ? 'edits-company-details' : 'reads-company-details';
}

/**
 * What the clerks read of cases: the incidents list and the case, each as JSON text from its cache while nothing
 * has changed (decisions 0010 and 0018), and the Excel export of the list.
 */
export function createCaseReadService({
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
        const row = await requireVisibleCase(tx, auth, caseId);
        const [item] = await listItems(tx, auth, { includeClosed: true, caseIds: [caseId] }, day);
        if (!item) throw caseNotFound();
        const parties = await readCaseParties(tx, caseId);
        const events = await readCaseEvents(tx, caseId);
        const documents = await readCaseDocuments(tx, caseId);
        const notes = await countInternalNotes(tx, caseId);
        const holder = row.legalHoldByMembershipId
          ? await findCompanyClerkByMembership(tx, row.companyId, row.legalHoldByMembershipId)
          : undefined;
        const retention = {
          holdBy: holder ? displayName(holder.firstName, holder.lastName) : null,
          canHold: canManagePersonalData(auth.accessLevel),
        };
        const requests = await readCaseRequests(tx, caseId);
        const answer = caseSchema.encode(
          toCase(item, row, parties, events, documents, now, notes, retention, requests),
        );
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
    const variant = answerVariant(auth);
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

    /** One case as the list shows it to the viewer, read on the caller's handle (the answer to an edit). */
    async listItem(database: Database, viewer: AuthContext, caseId: string) {
      const [item] = await listItems(database, viewer, { includeClosed: true, caseIds: [caseId] });
      if (!item) throw caseNotFound();
      return item;
    },

    caseAnswer,

    /** The case as GET /api/case/{caseId} answers it, for the case file. */
    async getCase(auth: AuthContext, caseId: string): Promise<Case> {
      return JSON.parse((await caseAnswer(auth, caseId)).json) as Case;
    },

    /** What the case answer cache is told of the database's case changes (app.ts listens with it). */
    caseAnswerNotices: answerCache.notices,

    /**
     * POST /api/caselist/export: the given cases as an Excel workbook, in the order given (the screen's). Every
     * id must be a case the clerk sees.
     */
    async exportCases(auth: AuthContext, caseIds: readonly string[]): Promise<FileResult> {
      const wanted = [...new Set(caseIds)];
      const items = await listItems(db, auth, { includeClosed: true, caseIds: wanted });
      if (items.length !== wanted.length) throw caseNotFound();
      const byId = new Map(items.map((item) => [item.CaseUid, item]));
      const categoryIds = items.flatMap((item) => [item.ProductId, item.CauseId].filter((id) => id !== null));
      const workbook = await writeCaseExport(
        wanted.flatMap((id) => byId.get(id) ?? []),
        {
          productName: config.branding.productName,
          withClerk: canDistribute(auth),
          categoryNames: await categoryNames(db, auth.companyId, [...new Set(categoryIds)]),
        },
      );
      return {
        FileName: `saker-${osloDate(clock())}.xlsx`,
        FileContent: workbook.toString('base64'),
        MimeType: XLSX_MIME_TYPE,
      };
    },
  };
}

export type CaseReadService = ReturnType<typeof createCaseReadService>;
