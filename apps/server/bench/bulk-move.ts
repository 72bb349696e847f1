import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { cases } from '../src/db/schema.ts';
import { findCompanyClerks } from '../src/modules/clerk/index.ts';
import { median, openBenchPortal } from './bench-portal.ts';

export interface BulkMoveResult {
  database: 'PGlite' | 'PostgreSQL';
  cases: number;
  medianMs: number;
  maxMs: number;
}

/**
 * POST /api/caselist/update of `cases` of the bank's cases at once (issue 20: every case matching a filter), to
 * one clerk and back to another, `runs` times, for Anne (Administrator), measured in-process from request to answer:
 * the locks, the update, an audit entry per case and the e-mail to the receiver, in one transaction.
 */
export async function benchBulkMove(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  cases: number;
  runs: number;
}): Promise<BulkMoveResult> {
  const portal = await openBenchPortal({ ...options, extraCases: options.cases });
  try {
    const ids = (
      await portal.db
        .select({ id: cases.id })
        .from(cases)
        .where(eq(cases.companyId, DEMO_COMPANIES.bank.id))
        .limit(options.cases)
    ).map((row) => row.id);
    const receivers = (await findCompanyClerks(portal.db, DEMO_COMPANIES.bank.id))
      .filter((clerk) => !clerk.membership.disabled && clerk.accessLevel !== 4)
      .map((clerk) => clerk.membership.id)
      .slice(0, 2);
    if (ids.length !== options.cases || receivers.length < 2) throw new Error('Not enough cases or clerks');

    const times: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      const started = performance.now();
      const response = await portal.app.inject({
        method: 'POST',
        url: '/api/caselist/update',
        payload: { CaseClerkId: receivers[run % 2], IncidentIds: ids },
        ...portal.inject,
      });
      times.push(performance.now() - started);
      if (response.statusCode !== 200)
        throw new Error(`The move answered ${response.statusCode}: ${response.body}`);
    }
    return {
      database: options.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      cases: ids.length,
      medianMs: median(times),
      maxMs: Math.max(...times),
    };
  } finally {
    await portal.close();
  }
}
