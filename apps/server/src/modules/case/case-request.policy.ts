import {
  type CaseRequest,
  EXTENSION_PENDING,
  EXTENSION_WITHOUT_DUE_DATE,
  OBJECTION_GRANTED,
  OBJECTION_PENDING,
  type RequestKind,
} from '@foretaksportalen/shared/contract/case-request';
import type { CaseRow } from './case.repository.ts';
import type { CaseRequestRow } from './case-request.repository.ts';
import { sendRefusal } from './letter.policy.ts';

/** A request as the case page and the provider API show it. */
export function toCaseRequest(row: CaseRequestRow): CaseRequest {
  return {
    Id: row.id,
    Kind: row.kind,
    Status: row.status,
    RequestedDueDate: row.requestedDueDate,
    Reason: row.reason,
    EventUid: row.eventId,
    Requested: row.requestedAt.toISOString(),
    Answered: row.answeredAt?.toISOString() ?? null,
    GrantedDueDate: row.grantedDueDate,
    AnswerText: row.answerText,
  };
}

/**
 * Why the company may not send a request of `kind` in the case now, or null when it may: requests go as letters
 * do (not in an archived case), one of each kind waits at a time, an extension needs a due date to move, and an
 * objection the body granted is not made again.
 */
export function requestRefusal(
  target: Pick<CaseRow, 'archived' | 'dueDate'>,
  requests: readonly Pick<CaseRequestRow, 'kind' | 'status'>[],
  kind: RequestKind,
): string | null {
  const refusal = sendRefusal(target);
  if (refusal) return refusal;
  const ofKind = requests.filter((request) => request.kind === kind);
  if (kind === 'deadline-extension') {
    if (ofKind.some((request) => request.status === 'pending')) return EXTENSION_PENDING;
    return target.dueDate === null ? EXTENSION_WITHOUT_DUE_DATE : null;
  }
  if (ofKind.some((request) => request.status === 'pending')) return OBJECTION_PENDING;
  return ofKind.some((request) => request.status === 'granted') ? OBJECTION_GRANTED : null;
}
