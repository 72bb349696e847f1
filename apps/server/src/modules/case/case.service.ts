import {
  type BulkArchive,
  type bulkAssignSchema,
  type bulkCategoriesSchema,
  CASE_CHANGED_BY_OTHER,
  type CaseListItem,
  type ClerkAssignments,
  type caseUpdateSchema,
  type handOverSchema,
} from '@foretaksportalen/shared/contract/case';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CaseChanges, CaseMove, EditedFields } from '../case-change/index.ts';
import { lockCompanyClerkByMembership } from '../clerk/index.ts';
import type { AuthContext } from '../session/index.ts';
import {
  archiveRefusal,
  COMPANY_DETAILS_FORBIDDEN,
  canArchive,
  canDistribute,
  canEditCompanyDetails,
  distributesCases,
} from './case.policy.ts';
import {
  archiveCases,
  assignCases,
  type CaseRow,
  countAssignmentsByClerk,
  lockCase,
  lockCasesAssignedTo,
  lockCompanyCases,
  updateCase,
} from './case.repository.ts';
import { caseNotFound, clerkNotFound, requireAssignableClerk, requireCaseScope } from './case-access.ts';

type CaseUpdate = z.output<typeof caseUpdateSchema>;

/** What the case commands ask of the company's products and causes, handed in by app.ts. */
export interface CategoryChoices {
  requireChoice(
    tx: Database,
    companyId: string,
    choice: { kind: 'product' | 'cause'; id: string; current: string | null },
  ): Promise<string>;
  names(tx: Database, companyId: string, ids: readonly string[]): Promise<ReadonlyMap<string, string>>;
}
type BulkAssignment = z.output<typeof bulkAssignSchema>;
type BulkCategoriesRequest = z.output<typeof bulkCategoriesSchema>;
type HandOverRequest = z.output<typeof handOverSchema>;

/** The fields of the case update payload, by their wire names, as the case has them. */
const editableFields = (row: CaseRow) => ({
  CaseClerkId: row.clerkMembershipId,
  CompanyCaseRef: row.companyCaseRef,
  CompanyNote: row.companyNote,
  Archived: row.archived,
  ProductId: row.productId,
  CauseId: row.causeId,
});
type EditableFields = ReturnType<typeof editableFields>;

/** A missing field keeps its value. */
const keep = <Value>(update: Value | undefined, current: Value) => (update === undefined ? current : update);

/** The fields whose values differ, each with its value before and after. */
function changedFields<Fields extends Partial<EditableFields>>(before: Fields, after: Fields): EditedFields {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of Object.keys(after) as (keyof Fields & string)[])
    if (after[field] !== before[field]) changes[field] = { from: before[field], to: after[field] };
  return changes as EditedFields;
}

/**
 * The clerks' commands on cases of their company: the inline edit, the bulk change of clerk, the handover and
 * the bulk archiving. Each writes its rows and records its case change, in one transaction.
 */
export function createCaseService({
  db,
  changes,
  clock,
  listItem,
  categories,
}: {
  db: Database;
  changes: CaseChanges;
  clock: () => Date;
  /** The case as the list shows it to the caller, read in the caller's transaction (the case-read module). */
  listItem: (tx: Database, auth: AuthContext, caseId: string) => Promise<CaseListItem>;
  /** The company's products and causes (the category module): a value's check, and names for the history. */
  categories: CategoryChoices;
}) {
  /**
   * The product and cause of an edit checked (the company's, of the right list, in use unless kept), and the
   * change's values as names, which the history shows.
   */
  async function namedCategories(
    tx: Database,
    companyId: string,
    changed: EditedFields,
    current: Pick<CaseRow, 'productId' | 'causeId'>,
  ) {
    const named: EditedFields = { ...changed };
    for (const [field, kind, kept] of [
      ['ProductId', 'product', current.productId],
      ['CauseId', 'cause', current.causeId],
    ] as const) {
      const change = changed[field];
      if (!change) continue;
      if (change.to !== null)
        await categories.requireChoice(tx, companyId, { kind, id: change.to, current: kept });
      const names = await categories.names(
        tx,
        companyId,
        [change.from, change.to].filter((id) => id !== null),
      );
      named[field] = {
        from: change.from === null ? null : (names.get(change.from) ?? null),
        to: change.to === null ? null : (names.get(change.to) ?? null),
      };
    }
    return named;
  }

  /** The locked cases that another clerk (or none) is to have, given it; answers them with their clerks before. */
  async function moveCases(
    tx: Database,
    auth: AuthContext,
    found: readonly { id: string; clerkMembershipId: string | null }[],
    clerk: string | null,
  ): Promise<CaseMove[]> {
    await requireAssignableClerk(tx, auth.companyId, clerk, { unknownIsNotFound: true });
    const moves = found
      .filter((row) => row.clerkMembershipId !== clerk)
      .map((row) => ({ caseId: row.id, from: row.clerkMembershipId }));
    if (moves.length > 0)
      await assignCases(
        tx,
        moves.map((move) => move.caseId),
        clerk,
        clock(),
      );
    return moves;
  }

  const madeBy = (auth: AuthContext) => ({
    companyId: auth.companyId,
    actor: { personId: auth.personId },
    byMembershipId: auth.membershipId,
    at: clock(),
  });

  return {
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
          ProductId: keep(update.ProductId, before.ProductId),
          CauseId: keep(update.CauseId, before.CauseId),
        };
        const changed = changedFields(before, after);

        if (changed.CaseClerkId && !canDistribute(auth)) throw distributesCases.refusal();
        const companyDetails =
          changed.CompanyCaseRef || changed.CompanyNote || changed.ProductId || changed.CauseId;
        if (companyDetails && !canEditCompanyDetails(auth)) {
          throw new AppError('case.company-details-forbidden', 403, COMPANY_DETAILS_FORBIDDEN);
        }
        const archiving = update.Archived === undefined ? null : archiveRefusal(current, update.Archived);
        if (archiving) {
          throw new AppError('case.not-archivable', 400, archiving, { errors: { Archived: [archiving] } });
        }
        if (changed.CaseClerkId) await requireAssignableClerk(tx, auth.companyId, after.CaseClerkId);
        const recorded = await namedCategories(tx, auth.companyId, changed, current);

        if (Object.keys(changed).length > 0) {
          await updateCase(tx, caseId, {
            clerkMembershipId: after.CaseClerkId,
            everAssigned: current.everAssigned || after.CaseClerkId !== null,
            companyCaseRef: after.CompanyCaseRef,
            companyNote: after.CompanyNote,
            archived: after.Archived,
            productId: after.ProductId,
            causeId: after.CauseId,
            updatedAt: clock(),
          });
          await changes.record(tx, { kind: 'case.edited', caseId, changes: recorded, ...madeBy(auth) });
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
        const moves = await moveCases(tx, auth, found, CaseClerkId);
        if (moves.length > 0)
          await changes.record(tx, { kind: 'cases.assigned', moves, to: CaseClerkId, ...madeBy(auth) });
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
        const moves = await moveCases(tx, auth, found, CaseClerkId);
        if (moves.length > 0) {
          const handover = { fromMembershipId: FromClerkId, moves, to: CaseClerkId };
          await changes.record(tx, { kind: 'cases.handed-over', ...handover, ...madeBy(auth) });
        }
        return { Updated: found.length };
      });
    },

    /**
     * POST /api/caselist/archive: archives the closed cases among the given ones that are not archived yet, for
     * the levels that distribute (the others archive one case at a time); open ones are left as they are. All or
     * nothing; any id that is not a case of the company answers 404. Answers how many were archived.
     */
    /**
     * POST /api/caselist/categories: the product and cause for many of the company's cases, all or nothing; each
     * case that changes is a change of its own, in its history by name.
     */
    async setCategories(auth: AuthContext, { IncidentIds, ProductId, CauseId }: BulkCategoriesRequest) {
      const caseIds = [...new Set(IncidentIds)];
      return db.transaction(async (tx) => {
        const found = await lockCompanyCases(tx, auth.companyId, caseIds);
        if (found.length !== caseIds.length) throw caseNotFound();
        let updated = 0;
        for (const row of found) {
          const before = { ProductId: row.productId, CauseId: row.causeId };
          const after = {
            ProductId: keep(ProductId, before.ProductId),
            CauseId: keep(CauseId, before.CauseId),
          };
          const changed = changedFields(before, after);
          if (Object.keys(changed).length === 0) continue;
          const recorded = await namedCategories(tx, auth.companyId, changed, row);
          await updateCase(tx, row.id, {
            productId: after.ProductId,
            causeId: after.CauseId,
            updatedAt: clock(),
          });
          await changes.record(tx, {
            kind: 'case.edited',
            caseId: row.id,
            changes: recorded,
            ...madeBy(auth),
          });
          updated += 1;
        }
        return { Updated: updated };
      });
    },

    async archiveCases(auth: AuthContext, { IncidentIds }: BulkArchive) {
      const caseIds = [...new Set(IncidentIds)];
      return db.transaction(async (tx) => {
        const found = await lockCompanyCases(tx, auth.companyId, caseIds);
        if (found.length !== caseIds.length) throw caseNotFound();
        const archivable = found.filter(canArchive).map((row) => row.id);
        const made = madeBy(auth);
        await archiveCases(tx, archivable, made.at);
        if (archivable.length > 0)
          await changes.record(tx, { kind: 'cases.archived', caseIds: archivable, ...made });
        return { Archived: archivable.length };
      });
    },
  };
}

export type CaseService = ReturnType<typeof createCaseService>;
