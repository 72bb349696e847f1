import type {
  ErasureCase,
  ErasureLeftReason,
  ErasureRequest,
  PersonCase,
  PersonRole,
} from '@foretaksportalen/shared/contract/personal-data';
import { erasureLeftReason } from './personal-data.policy.ts';
import type { CaseStateRow, ErasureRequestRow, PersonCaseRow } from './personal-data.repository.ts';

/** One of the person's cases as the lookup answers it, with what an erasure would do to it now. */
export function toPersonCase(row: PersonCaseRow): PersonCase {
  return {
    CaseUid: row.id,
    CaseId: row.caseNumber.toUpperCase(),
    Roles: row.roles,
    Status: row.status,
    Registered: row.createdAt.toISOString(),
    ClosedAt: row.closedAt?.toISOString() ?? null,
    Archived: row.archived,
    LegalHoldReason: row.legalHoldReason,
    PersonalDataDeleted:
      row.personalDataDeletedAt && row.personalDataDeletedRule
        ? { At: row.personalDataDeletedAt.toISOString(), Rule: row.personalDataDeletedRule }
        : null,
    ErasureLeft: erasureLeftReason(row),
  };
}

/** A case of an erasure request: left, and why, or (Left null) anonymised on approval. */
export function toErasureCase(
  target: { caseId: string; roles: PersonRole[] },
  found: CaseStateRow | undefined,
  left: ErasureLeftReason | null = found ? erasureLeftReason(found) : 'gone',
): ErasureCase {
  return {
    CaseUid: target.caseId,
    CaseId: found?.caseNumber.toUpperCase() ?? '',
    Roles: target.roles,
    Left: left,
    LegalHoldReason: left === 'held' ? (found?.legalHoldReason ?? null) : null,
  };
}

/** A pending request, its cases as they are now, for the caller (their own they cannot approve). */
export function toErasureRequest(
  row: ErasureRequestRow,
  cases: ReadonlyMap<string, CaseStateRow>,
  viewer: { membershipId: string },
  requestedBy: string | null,
): ErasureRequest {
  return {
    Id: row.id,
    RequestedAt: row.requestedAt.toISOString(),
    RequestedBy: requestedBy,
    IsOwn: row.requestedByMembershipId === viewer.membershipId,
    Cases: row.targets.map((target) => toErasureCase(target, cases.get(target.caseId))),
  };
}
