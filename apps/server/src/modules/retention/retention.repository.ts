import { CLOSED_STATUS_CODE } from '@foretaksportalen/shared/contract/case';
import type { DeletionRuleName } from '@foretaksportalen/shared/contract/retention';
import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  auditLog,
  caseEvents,
  caseParties,
  caseRequests,
  cases,
  companies,
  deletionLog,
  documents,
  internalNotes,
  letterDrafts,
  notificationRuns,
  searchTexts,
} from '../../db/schema.ts';

export async function findRetentionMonths(db: Database, companyId: string) {
  const [row] = await db
    .select({ months: companies.retentionMonths })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.months ?? null;
}

export async function updateRetentionMonths(db: Database, companyId: string, months: number | null) {
  await db.update(companies).set({ retentionMonths: months }).where(eq(companies.id, companyId));
}

/** The companies with a schedule, and its months. */
export async function findScheduledCompanies(db: Database) {
  return db
    .select({ id: companies.id, name: companies.name, months: companies.retentionMonths })
    .from(companies)
    .where(isNotNull(companies.retentionMonths))
    .orderBy(asc(companies.id));
}

/** The instant `months` before `instant`, on the database's calendar (month ends clamp, as PostgreSQL does). */
const monthsBefore = (instant: Date, months: number) =>
  sql`(${instant.toISOString()}::timestamptz - make_interval(months => ${months}::int))`;

/** `monthsBefore` as an instant. */
export async function instantMonthsBefore(db: Database, instant: Date, months: number) {
  const [row] = await db
    .select({ at: sql<string>`${monthsBefore(instant, months)}` })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('No answer from the database');
  return new Date(row.at);
}

/**
 * A company's cases the schedule deletes by `until`: closed (the status and the time) and archived, their personal
 * data still there, not held. One indexed range of `cases_retention_idx`.
 */
function dueBy(companyId: string, months: number, until: Date) {
  return and(
    eq(cases.companyId, companyId),
    eq(cases.archived, true),
    isNull(cases.personalDataDeletedAt),
    eq(cases.statusCode, CLOSED_STATUS_CODE),
    lte(cases.closedAt, monthsBefore(until, months)),
  );
}

/** The next page of cases due by `until`, in id order after `afterId`. */
export async function findDueCaseIds(
  db: Database,
  due: { companyId: string; months: number; until: Date; afterId: string; limit: number },
) {
  const rows = await db
    .select({ id: cases.id })
    .from(cases)
    .where(
      and(
        dueBy(due.companyId, due.months, due.until),
        isNull(cases.legalHoldReason),
        gt(cases.id, due.afterId),
      ),
    )
    .orderBy(asc(cases.id))
    .limit(due.limit);
  return rows.map((row) => row.id);
}

/** How many cases the schedule deletes by `until`, and how many more it would but for their hold. */
export async function countCasesDueBy(db: Database, due: { companyId: string; months: number; until: Date }) {
  const held = sql<boolean>`${cases.legalHoldReason} is not null`;
  const [totals] = await db
    .select({
      total: sql<number>`count(*) filter (where not ${held})`.mapWith(Number),
      held: sql<number>`count(*) filter (where ${held})`.mapWith(Number),
    })
    .from(cases)
    .where(dueBy(due.companyId, due.months, due.until));
  return { total: totals?.total ?? 0, held: totals?.held ?? 0 };
}

/** The first `limit` cases the schedule deletes by `until`, soonest first, held ones left out. */
export async function findCasesDueBy(
  db: Database,
  due: { companyId: string; months: number; until: Date; limit: number },
) {
  const rows = await db
    .select({
      id: cases.id,
      caseNumber: cases.caseNumber,
      closedAt: cases.closedAt,
      dueAt: sql<Date>`${cases.closedAt} + make_interval(months => ${due.months}::int)`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(cases)
    .where(and(dueBy(due.companyId, due.months, due.until), isNull(cases.legalHoldReason)))
    .orderBy(asc(cases.closedAt), asc(cases.id))
    .limit(due.limit);
  // Every case due has closed (dueBy): the time is there.
  return rows.flatMap(({ closedAt, ...row }) => (closedAt === null ? [] : [{ ...row, closedAt }]));
}

/** The case of a company, locked until the transaction ends; undefined when the company has none by the id. */
export async function lockCompanyCase(db: Database, companyId: string, caseId: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.companyId, companyId)))
    .for('update');
  return row;
}

export async function setLegalHold(
  db: Database,
  caseId: string,
  hold: { reason: string; at: Date; byMembershipId: string } | null,
) {
  await db
    .update(cases)
    .set({
      legalHoldReason: hold?.reason ?? null,
      legalHoldAt: hold?.at ?? null,
      legalHoldByMembershipId: hold?.byMembershipId ?? null,
    })
    .where(eq(cases.id, caseId));
}

/** The case's documents' blob keys, in the order the deletion log lists their checksums. */
export async function findDocumentBlobKeys(db: Database, caseId: string) {
  const rows = await db
    .select({ blobKey: documents.blobKey })
    .from(documents)
    .where(eq(documents.caseId, caseId))
    .orderBy(
      asc(documents.createdAt),
      asc(documents.caseEventId),
      asc(documents.sortOrder),
      asc(documents.id),
    );
  return rows.map((row) => row.blobKey);
}

const PARTY_DATA = {
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  phoneCountryCode: null,
  address: null,
  postalCode: null,
  postalPlace: null,
  reference: null,
  nationalIdHash: null,
};

/** Whether a party row holds anything about a person. */
const holdsPersonalData = sql<boolean>`coalesce(${caseParties.firstName}, ${caseParties.lastName}, ${caseParties.email},
  ${caseParties.phone}, ${caseParties.address}, ${caseParties.postalCode}, ${caseParties.postalPlace},
  ${caseParties.reference}, ${caseParties.nationalIdHash}) is not null`;

/** Empties the parties' personal data (the role, firm or not, and country stay); answers how many held some. */
export async function clearParties(db: Database, caseId: string, role?: 'correspondent') {
  const which = and(eq(caseParties.caseId, caseId), role ? eq(caseParties.role, role) : undefined);
  const cleared = await db
    .update(caseParties)
    .set(PARTY_DATA)
    .where(and(which, holdsPersonalData))
    .returning({ id: caseParties.id });
  return cleared.length;
}

/**
 * An audit entry's details without the texts it quoted from the case: a letter's subject, a hold's reason, the
 * company's note and reference before and after (the fields stay named, their values null).
 */
const scrubbedDetails = sql`case when ${auditLog.details} ? 'changes' then jsonb_set(
    ${auditLog.details} - 'subject' - 'reason', '{changes}', coalesce((
      select jsonb_object_agg(field, case when field in ('CompanyNote', 'CompanyCaseRef')
        then '{"from": null, "to": null}'::jsonb else change end)
      from jsonb_each(${auditLog.details} -> 'changes') as edited(field, change)), '{}'::jsonb))
  else ${auditLog.details} - 'subject' - 'reason' end`;

/**
 * Everything of the case that may hold personal data but its parties: the letters' subjects and messages (the
 * letters stay, for the counts), the documents (their bytes go with the blob sweep once no row refers to them),
 * the texts read for search, the internal notes, the draft and its files, the company's note and reference. The
 * case's history keeps who did what, but no longer the subjects, texts and reasons it quoted. Answers the counts.
 */
export async function clearCaseContents(db: Database, caseId: string) {
  const [letters] = await db.select({ n: count() }).from(caseEvents).where(eq(caseEvents.caseId, caseId));
  await db.update(caseEvents).set({ subject: null, content: null }).where(eq(caseEvents.caseId, caseId));
  const deletedDocuments = await db
    .delete(documents)
    .where(eq(documents.caseId, caseId))
    .returning({ id: documents.id });
  await db.delete(searchTexts).where(eq(searchTexts.caseId, caseId));
  const deletedNotes = await db
    .delete(internalNotes)
    .where(eq(internalNotes.caseId, caseId))
    .returning({ id: internalNotes.id });
  await db.delete(letterDrafts).where(eq(letterDrafts.caseId, caseId));
  // The outcome and the answer's yes or no and amount are numbers the reports keep; the reason is the company's text.
  await db
    .update(cases)
    .set({ companyNote: null, companyCaseRef: null, decisionAnswerReason: null })
    .where(eq(cases.id, caseId));
  // A request's kind, dates and answer stay for the reports; the texts are the company's and the body's.
  await db
    .update(caseRequests)
    .set({ reason: null, answerText: null })
    .where(eq(caseRequests.caseId, caseId));
  await db
    .update(auditLog)
    .set({ details: sql`${scrubbedDetails}` })
    .where(
      and(eq(auditLog.caseId, caseId), sql`${auditLog.details} ?| array['subject', 'reason', 'changes']`),
    );
  return { letters: letters?.n ?? 0, documents: deletedDocuments.length, notes: deletedNotes.length };
}

export async function markPersonalDataDeleted(
  db: Database,
  caseId: string,
  at: Date,
  rule: DeletionRuleName,
) {
  await db
    .update(cases)
    .set({ personalDataDeletedAt: at, personalDataDeletedRule: rule })
    .where(eq(cases.id, caseId));
}

export async function insertDeletionLogEntry(db: Database, entry: typeof deletionLog.$inferInsert) {
  await db.insert(deletionLog).values(entry);
}

export async function countDeletionLog(db: Database, companyId: string) {
  const [row] = await db.select({ n: count() }).from(deletionLog).where(eq(deletionLog.companyId, companyId));
  return row?.n ?? 0;
}

/** A page of the company's deletion log, newest first; within [from, to) when given. */
export async function findDeletionLogPage(
  db: Database,
  companyId: string,
  page: { offset: number; limit: number; from?: Date; to?: Date },
) {
  return db
    .select()
    .from(deletionLog)
    .where(
      and(
        eq(deletionLog.companyId, companyId),
        page.from ? gte(deletionLog.at, page.from) : undefined,
        page.to ? lt(deletionLog.at, page.to) : undefined,
      ),
    )
    .orderBy(desc(deletionLog.at), desc(deletionLog.id))
    .offset(page.offset)
    .limit(page.limit);
}

export type DeletionLogRow = typeof deletionLog.$inferSelect;

/** Records the week's notice of a company; true only for the one caller (of any process) whose row it is. */
export async function claimWeeklyNotice(db: Database, companyId: string, day: string) {
  const inserted = await db
    .insert(notificationRuns)
    .values({ kind: 'retention-notice', companyId, recipientKey: 'administrators', day })
    .onConflictDoNothing()
    .returning({ kind: notificationRuns.kind });
  return inserted.length > 0;
}
