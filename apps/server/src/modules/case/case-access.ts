import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockCompanyClerkByMembership } from '../clerk/index.ts';
import type { AuthContext } from '../session/index.ts';
import { assignmentRefusal, type CaseScope, caseScopeFor, seesCases, UNKNOWN_CLERK } from './case.policy.ts';
import {
  countCasesOfMembership,
  findCase,
  findCaseHeads,
  findCaseParties,
  lockCase,
} from './case.repository.ts';

/*
 * What the modules that work on cases ask of the case core on their own database handle, so as to work in their
 * transaction: which cases the caller sees, one of them, and whether a clerk can be given cases.
 */

export const CASE_NOT_FOUND = 'Fant ikke saken';
export const caseNotFound = () => new AppError('case.not-found', 404, CASE_NOT_FOUND);
export const clerkNotFound = () => new AppError('clerk.not-found', 404, UNKNOWN_CLERK);

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
 * A case the caller sees, locked for the rest of the transaction so that two changes of it do not interleave;
 * undefined for an unknown id and a case the caller may not see alike.
 */
export const lockVisibleCase = (tx: Database, auth: AuthContext, caseId: string) =>
  lockCase(tx, requireCaseScope(auth), caseId);

/** How many of the company's cases a membership has (the clerks' module asks, through app.ts). */
export const countCasesAssignedTo = (db: Database, companyId: string, membershipId: string) =>
  countCasesOfMembership(db, companyId, membershipId);

/** Each case's clerk and Version after a change, in the change's transaction (the live stream's rows). */
export const readCaseHeads = (db: Database, caseIds: readonly string[]) => findCaseHeads(db, caseIds);

/** The complainer and the correspondent of a case, those it has. */
export const readCaseParties = (db: Database, caseId: string) => findCaseParties(db, caseId);

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
