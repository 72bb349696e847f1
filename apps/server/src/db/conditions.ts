import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { caseEvents, cases } from './schema.ts';

/** `column = any($1)`: one parameter however many ids, so the statement is the same for ten or ten thousand. */
export const isAnyOf = (column: PgColumn, ids: readonly string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

/**
 * What the complaints body may see of a case's events: its own letters, the company's registration, and the
 * company's letters once the change feed has taken them (after their delete window).
 */
export const eventVisibleToProvider = or(
  eq(caseEvents.direction, 'inbound'),
  isNull(caseEvents.deleteBefore),
  isNotNull(caseEvents.providerReleasedAt),
);

/**
 * The cases a clerk sees (the case policy's CaseScope): the company's, and only those of one membership when
 * `assignedTo` is set.
 */
export const caseInScope = (scope: { companyId: string; assignedTo: string | null }) =>
  and(
    eq(cases.companyId, scope.companyId),
    scope.assignedTo === null ? undefined : eq(cases.clerkMembershipId, scope.assignedTo),
  );
