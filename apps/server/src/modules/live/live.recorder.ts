import { readCaseHeads } from '../case/index.ts';
import type { CaseChangeSubscriber, LiveEntry } from '../case-change/index.ts';
import { insertLiveEvents, type LiveEventInsert } from './live.repository.ts';

/**
 * A change of more cases than this is told as one company-wide 'cases.changed' (the lists are read again anyway),
 * not a row per case: a bulk move of 20,000 cases writes one row and one notice.
 */
export const LIVE_MAX_CASE_ROWS = 50;

const distinct = <T>(values: Iterable<T>) => [...new Set(values)];

/**
 * The case changes' live subscriber (issue 47), registered last: writes the rows the live streams are told of, in
 * the change's transaction, with each case's clerk and Version as the change left them. The database tells every
 * process of them as the transaction commits (migration 0023), and nothing when it rolls back.
 */
export const liveRecorder: CaseChangeSubscriber = {
  name: 'live',
  async handle(tx, change, { live }) {
    if (live.length === 0) return;
    const heads = new Map(
      (await readCaseHeads(tx, distinct(live.map((entry) => entry.caseId)))).map((head) => [head.id, head]),
    );
    if (live.length > LIVE_MAX_CASE_ROWS) {
      await insertLiveEvents(tx, [bulkRow(change.companyId, live, [...heads.values()])]);
      return;
    }
    await insertLiveEvents(
      tx,
      live.flatMap((entry) => {
        const head = heads.get(entry.caseId);
        return head ? [caseRow(change.companyId, entry, head)] : [];
      }),
    );
  },
};

function caseRow(
  companyId: string,
  entry: LiveEntry,
  head: { clerkMembershipId: string | null; version: number },
): LiveEventInsert {
  const former = entry.formerClerkId;
  return {
    companyId,
    kind: entry.kind,
    caseId: entry.caseId,
    version: head.version,
    clerkId: head.clerkMembershipId,
    formerClerkIds: former && former !== head.clerkMembershipId ? [former] : [],
    toMembershipIds: entry.to ? [...entry.to] : null,
    byMembershipId: entry.by,
    fields: [...(entry.fields ?? [])],
  };
}

/** Every clerk the cases had or have now hears of it: a level-1/2 clerk's lists may have changed. */
function bulkRow(
  companyId: string,
  live: readonly LiveEntry[],
  heads: readonly { clerkMembershipId: string | null }[],
): LiveEventInsert {
  const clerks = distinct(
    [...live.map((entry) => entry.formerClerkId), ...heads.map((head) => head.clerkMembershipId)].filter(
      (clerk): clerk is string => typeof clerk === 'string',
    ),
  );
  return { companyId, kind: 'cases.changed', formerClerkIds: clerks };
}
