import { CASE_HISTORY_MAX_ENTRIES, type CaseHistory } from '@foretaksportalen/shared/contract/case-history';
import type { Database } from '../../db/client.ts';
import { requireVisibleCase } from '../case/index.ts';
import type { AuthContext } from '../session/index.ts';
import { findAuditNames } from './audit-names.ts';
import { CASE_HISTORY_ACTIONS, clerkMembershipsOf, toCaseHistoryEntries } from './case-history.presenter.ts';
import { findCaseAuditRows } from './history.repository.ts';

export function createCaseHistoryService({ db }: { db: Database }) {
  return {
    /**
     * GET /api/case/{caseId}/history: who did what in the case and when, newest first, from the audit log, for
     * whoever sees the case (the case's own rule: another company's or clerk's case answers as an unknown one).
     */
    async caseHistory(auth: AuthContext, caseId: string): Promise<CaseHistory> {
      await requireVisibleCase(db, auth, caseId);
      const rows = await findCaseAuditRows(db, caseId, CASE_HISTORY_ACTIONS, CASE_HISTORY_MAX_ENTRIES + 1);
      const shown = rows.slice(0, CASE_HISTORY_MAX_ENTRIES);
      const names = await findAuditNames(db, auth.companyId, {
        personIds: [],
        membershipIds: shown.flatMap(clerkMembershipsOf),
      });
      return { Entries: toCaseHistoryEntries(shown, names), More: rows.length > CASE_HISTORY_MAX_ENTRIES };
    },
  };
}

export type CaseHistoryService = ReturnType<typeof createCaseHistoryService>;
