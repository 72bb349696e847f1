import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cases } from '../../db/schema.ts';

/** How many of the company's cases are assigned to a membership (the clerk's part of the job queue). */
export async function countCasesAssignedTo(db: Database, companyId: string, membershipId: string) {
  const [row] = await db
    .select({ assigned: count() })
    .from(cases)
    .where(and(eq(cases.companyId, companyId), eq(cases.clerkMembershipId, membershipId)));
  return row?.assigned ?? 0;
}
