import type { LiveEvent } from '@foretaksportalen/shared/contract/live';
import { type CaseScope, isInScope } from '../case/index.ts';
import type { LiveRow } from './live.repository.ts';

/** Who a stream is for: the caller's company and membership, and the cases they see (null: level 4, none). */
export interface LiveViewer {
  companyId: string;
  membershipId: string;
  scope: CaseScope | null;
}

/**
 * What a stream is told of a row: exactly what the lists would show the viewer (architecture §6). Another company
 * hears nothing; level 4 hears of users and settings, never of cases; levels 1-2 hear of their own cases, and that a
 * case arrived in or left their lists.
 */
export function eventFor(row: LiveRow, viewer: LiveViewer): LiveEvent | null {
  if (row.companyId !== viewer.companyId) return null;
  if (row.toMembershipIds && !row.toMembershipIds.includes(viewer.membershipId)) return null;
  if (row.kind === 'users.changed' || row.kind === 'company.changed')
    return { Type: 'company', Kind: row.kind };
  const { scope } = viewer;
  if (!scope) return null;
  const own = scope.assignedTo;
  if (row.kind === 'cases.changed') {
    const concerned = own === null || row.clerkId === own || row.formerClerkIds.includes(own);
    return concerned ? { Type: 'company', Kind: 'cases.changed' } : null;
  }
  if (!row.caseId) return null;
  if (isInScope(scope, { companyId: row.companyId, clerkMembershipId: row.clerkId })) {
    const givenToViewer = own !== null && row.kind === 'case.changed' && row.fields.includes('CaseClerkId');
    return {
      Type: 'case',
      Kind: givenToViewer ? 'case.arrived' : row.kind,
      CaseUid: row.caseId,
      Version: row.version,
      By: row.byMembershipId,
      Fields: row.fields as LiveEventFields,
    };
  }
  if (own !== null && row.formerClerkIds.includes(own)) {
    return { Type: 'case', Kind: 'case.left', CaseUid: row.caseId, Version: null, By: null, Fields: [] };
  }
  return null;
}

type LiveEventFields = Extract<LiveEvent, { Type: 'case' }>['Fields'];
