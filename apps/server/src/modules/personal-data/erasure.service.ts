import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import {
  type ErasureLeftReason,
  type ErasureOutcome,
  type ErasureRequest,
  type ErasureRequests,
  PENDING_ERASURE_REQUESTS_MAX,
  PERSONAL_DATA_TEXTS,
  type PersonRole,
} from '@foretaksportalen/shared/contract/personal-data';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditActor, writeAudit } from '../audit/index.ts';
import { displayName, findCompanyClerkByMembership } from '../clerk/index.ts';
import type { AuthContext } from '../session/index.ts';
import { findPersonCases, type PersonQueryInput } from './find-person-cases.ts';
import { approvalRefusal, erasureLeftReason } from './personal-data.policy.ts';
import { toErasureCase, toErasureRequest } from './personal-data.presenter.ts';
import {
  type CaseStateRow,
  countPendingErasureRequests,
  decideErasureRequest,
  type ErasureRequestRow,
  findCaseStates,
  findPendingErasureRequests,
  insertErasureRequest,
  lockErasureRequest,
} from './personal-data.repository.ts';

/**
 * The retention module's anonymiser, handed in by app.ts (it stands beside this module, and each keeps its own
 * tables): it anonymises one case, in a transaction of its own in which it writes the deletion log's row, or
 * answers why it left the case as it was.
 */
export type AnonymizeCase = (input: {
  companyId: string;
  caseId: string;
  rule: 'erasure';
  erasureRequestId: string;
  /** 'case': the person is its complainer, and the case's personal data goes; 'correspondent': their part only. */
  parts: 'case' | 'correspondent';
  actor: AuditActor;
}) => Promise<{ done: true } | { done: false; reason: ErasureLeftReason }>;

const requestNotFound = () =>
  new AppError('erasure-request.not-found', 404, PERSONAL_DATA_TEXTS.requestNotFound);

/** The part of a case an erasure takes: all of its personal data where the person is its complainer. */
const partsOf = (roles: readonly PersonRole[]) => (roles.includes('complainer') ? 'case' : 'correspondent');

/**
 * Erasure on request (issue 48, art. 17), for the company's administrators: one asks for the person's part of the
 * company's closed cases to be anonymised, and another approves it (four eyes), which anonymises them then; open and
 * held cases are left, with the reason. A request names its cases and the person's roles in them, never the person.
 */
export function createErasureService(deps: {
  db: Database;
  identityKey: string;
  anonymize: AnonymizeCase;
  clock: () => Date;
}) {
  const { db, identityKey, anonymize, clock } = deps;

  async function requesterName(companyId: string, membershipId: string | null) {
    if (membershipId === null) return null;
    const clerk = await findCompanyClerkByMembership(db, companyId, membershipId);
    return clerk ? displayName(clerk.firstName, clerk.lastName) : null;
  }

  /** The requests' cases as they are now, by id. */
  async function caseStatesOf(companyId: string, requests: readonly ErasureRequestRow[]) {
    const caseIds = [
      ...new Set(requests.flatMap((request) => request.targets.map((target) => target.caseId))),
    ];
    const states = caseIds.length === 0 ? [] : await findCaseStates(db, companyId, caseIds);
    return new Map<string, CaseStateRow>(states.map((state) => [state.id, state]));
  }

  /** Claims a pending request for its approval, four eyes checked; another company's answers 404. */
  function claimForApproval(auth: AuthContext, id: string) {
    return db.transaction(async (tx) => {
      const request = await lockErasureRequest(tx, auth.companyId, id);
      if (!request) throw requestNotFound();
      const refusal = approvalRefusal(auth, request);
      if (refusal) throw refusal;
      await decideErasureRequest(tx, id, {
        status: 'approved',
        decidedByMembershipId: auth.membershipId,
        decidedAt: clock(),
      });
      return request;
    });
  }

  return {
    /**
     * POST /api/personal-data/erasure-requests: asks for the person's part of the company's cases to be erased,
     * for another administrator to approve. Refused (409) when none of the cases could be anonymised now.
     */
    async requestErasure(auth: AuthContext, query: PersonQueryInput): Promise<ErasureRequest> {
      const found = await findPersonCases(db, identityKey, auth.companyId, query);
      const erasable = found.filter((row) => erasureLeftReason(row) === null).length;
      if (erasable === 0)
        throw new AppError('personal-data.nothing-to-erase', 409, PERSONAL_DATA_TEXTS.nothingToErase);
      const row = await db.transaction(async (tx) => {
        if ((await countPendingErasureRequests(tx, auth.companyId)) >= PENDING_ERASURE_REQUESTS_MAX)
          throw new AppError('erasure-request.too-many', 409, PERSONAL_DATA_TEXTS.tooManyPending);
        const request = await insertErasureRequest(tx, {
          companyId: auth.companyId,
          targets: found.map((found) => ({ caseId: found.id, roles: found.roles })),
          requestedByMembershipId: auth.membershipId,
          requestedAt: clock(),
        });
        await writeAudit(tx, {
          actorPersonId: auth.personId,
          companyId: auth.companyId,
          action: 'personal-data.erasure-requested',
          targetType: 'erasure-request',
          targetId: request.id,
          details: { cases: found.length, erasable, left: found.length - erasable },
        });
        return request;
      });
      return toErasureRequest(
        row,
        new Map(found.map((state) => [state.id, state])),
        auth,
        await requesterName(auth.companyId, auth.membershipId),
      );
    },

    /** GET /api/personal-data/erasure-requests: the company's pending requests, each case as it is now. */
    async listPending(auth: AuthContext): Promise<ErasureRequests> {
      const requests = (await findPendingErasureRequests(db, auth.companyId)).slice(
        0,
        PENDING_ERASURE_REQUESTS_MAX,
      );
      const states = await caseStatesOf(auth.companyId, requests);
      const names = new Map<string, string | null>();
      for (const request of requests) {
        const membershipId = request.requestedByMembershipId;
        if (membershipId !== null && !names.has(membershipId))
          names.set(membershipId, await requesterName(auth.companyId, membershipId));
      }
      return {
        Requests: requests.map((request) =>
          toErasureRequest(request, states, auth, names.get(request.requestedByMembershipId ?? '') ?? null),
        ),
      };
    },

    /**
     * POST /api/personal-data/erasure-requests/{id}/approve: another administrator than the one who asked (403 for
     * them) approves it, and the person's part of each of its cases is anonymised now, one case at a time; the
     * anonymiser leaves what may not go (open, held), and says why. Should the anonymising fail on the way, the
     * request waits for approval again: what was done stays done, and a new approval does the rest.
     */
    async approve(auth: AuthContext, id: string): Promise<ErasureOutcome> {
      const request = await claimForApproval(auth, id);
      const outcome: ErasureOutcome = { Anonymised: [], Left: [] };
      try {
        const states = await caseStatesOf(auth.companyId, [request]);
        for (const target of request.targets) {
          const found = states.get(target.caseId);
          // A case whose personal data went since, or that is gone, has nothing of the person left to erase.
          if (!found || erasureLeftReason(found) === 'already') {
            outcome.Left.push(toErasureCase(target, found));
            continue;
          }
          const result = await anonymize({
            companyId: auth.companyId,
            caseId: target.caseId,
            rule: 'erasure',
            erasureRequestId: request.id,
            parts: partsOf(target.roles),
            actor: { personId: auth.personId },
          });
          if (result.done)
            outcome.Anonymised.push({
              CaseUid: target.caseId,
              CaseId: found?.caseNumber.toUpperCase() ?? '',
            });
          else outcome.Left.push(toErasureCase(target, found, result.reason));
          // A turn of the event loop between cases lets other requests in (PGlite runs in this thread).
          await nextTurnOfEventLoop();
        }
      } catch (error) {
        await decideErasureRequest(db, id, {
          status: 'pending',
          decidedByMembershipId: null,
          decidedAt: null,
        });
        throw error;
      }
      await writeAudit(db, {
        actorPersonId: auth.personId,
        companyId: auth.companyId,
        action: 'personal-data.erasure-approved',
        targetType: 'erasure-request',
        targetId: id,
        details: {
          cases: request.targets.length,
          anonymised: outcome.Anonymised.length,
          left: outcome.Left.length,
        },
      });
      return outcome;
    },

    /** POST /api/personal-data/erasure-requests/{id}/cancel: any administrator of the company ends a pending one. */
    async cancel(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const request = await lockErasureRequest(tx, auth.companyId, id);
        if (!request) throw requestNotFound();
        if (request.status !== 'pending')
          throw new AppError('erasure-request.not-pending', 409, PERSONAL_DATA_TEXTS.requestNotPending);
        await decideErasureRequest(tx, id, {
          status: 'cancelled',
          decidedByMembershipId: auth.membershipId,
          decidedAt: clock(),
        });
        await writeAudit(tx, {
          actorPersonId: auth.personId,
          companyId: auth.companyId,
          action: 'personal-data.erasure-cancelled',
          targetType: 'erasure-request',
          targetId: id,
          details: { cases: request.targets.length },
        });
      });
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;
