import { randomUUID } from 'node:crypto';
import { caseNotesSchema } from '@foretaksportalen/shared/contract/internal-note';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { caseParties, cases, internalNotes, memberships, noteMentions } from '../src/db/schema.ts';
import { median, openBenchPortal, percentile } from './bench-portal.ts';

export interface InternalNotesBenchResult {
  database: 'PGlite' | 'PostgreSQL';
  notes: number;
  mentions: number;
  medianMs: number;
  p90Ms: number;
  queriesPerCall: number;
  /** The answer as sent: compressed with what the browser accepts. */
  answerBytes: number;
}

/** A few sentences a clerk writes, some 250 characters, with a mention every third note. */
const SENTENCES = [
  'Kunden ringte i dag og lurer på når saken blir behandlet.',
  'Vi har bedt om kopi av avtalen og fakturaene for mars og april.',
  'Se også e-posten fra kunden 12.11, den ligger i arkivet vårt.',
  'Tilsvaret bør sendes før fristen, helst innen fredag.',
  'Avventer svar fra fagavdelingen om hvordan vilkårene skal forstås.',
];

/**
 * GET /api/case/{id}/notes of a case with `notes` internal notes (the notes tab, issue 46) for Anne, in-process
 * from request to the compressed answer, `runs` times after a warm-up; the notes written by the bank's clerks in
 * turn, a third of them mentioning one.
 */
export async function benchInternalNotes(options: {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  notes: number;
  runs: number;
}): Promise<InternalNotesBenchResult> {
  let queries = 0;
  const portal = await openBenchPortal({ ...options, extraCases: 0, onQuery: () => void queries++ });
  try {
    const companyId = DEMO_COMPANIES.bank.id;
    const clerks = (
      await portal.db
        .select({ id: memberships.id })
        .from(memberships)
        .where(eq(memberships.companyId, companyId))
    ).map((row) => row.id);
    const caseId = randomUUID();
    const start = Date.UTC(2026, 0, 5, 9);
    let mentions = 0;
    await portal.db.transaction(async (tx) => {
      await tx.insert(cases).values({
        id: caseId,
        companyId,
        caseNumber: `NOTES-2026-${caseId.slice(0, 8)}`,
        status: 'Under behandling',
        statusCode: 'UNDER_BEHANDLING',
      });
      await tx
        .insert(caseParties)
        .values({ caseId, role: 'complainer', firstName: 'Per', lastName: 'Klagesen' });
      const rows = Array.from({ length: options.notes }, (_, index) => {
        const text = [0, 1, 2, 3].map((offset) => SENTENCES[(index + offset) % SENTENCES.length]).join(' ');
        const mentioned = index % 3 === 0 ? clerks[(index + 1) % clerks.length] : undefined;
        const body = mentioned ? [{ Text: `${text} ` }, { Mention: mentioned }] : [{ Text: text }];
        return {
          id: randomUUID(),
          caseId,
          companyId,
          authorMembershipId: clerks[index % clerks.length] ?? null,
          body,
          text,
          createdAt: new Date(start + index * 600_000),
          mentioned,
        };
      });
      await tx.insert(internalNotes).values(rows.map(({ mentioned: _, ...row }) => row));
      const marked = rows.flatMap((row) =>
        row.mentioned ? [{ noteId: row.id, caseId, membershipId: row.mentioned }] : [],
      );
      mentions = marked.length;
      if (marked.length > 0) await tx.insert(noteMentions).values(marked);
    });

    const call = () =>
      portal.app.inject({ method: 'GET', url: `/api/case/${caseId}/notes`, ...portal.inject });
    const first = await call();
    if (first.statusCode !== 200) throw new Error(`The notes answered ${first.statusCode}: ${first.body}`);
    for (let warmUp = 0; warmUp < 5; warmUp++) await call();
    const uncompressed = await portal.app.inject({
      method: 'GET',
      url: `/api/case/${caseId}/notes`,
      ...portal.inject,
      headers: { ...portal.inject.headers, 'accept-encoding': 'identity' },
    });
    const shown = caseNotesSchema.parse(uncompressed.json()).Notes.length;
    if (shown !== options.notes) throw new Error(`The notes tab showed ${shown} of ${options.notes} notes`);

    const times: number[] = [];
    const before = queries;
    for (let run = 0; run < options.runs; run++) {
      const started = performance.now();
      const response = await call();
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`The notes answered ${response.statusCode}`);
    }
    return {
      database: options.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      notes: options.notes,
      mentions,
      medianMs: median(times),
      p90Ms: percentile(times, 0.9),
      queriesPerCall: (queries - before) / options.runs,
      answerBytes: first.rawPayload.length,
    };
  } finally {
    await portal.close();
  }
}
