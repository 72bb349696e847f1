import { AccessLevel } from '@foretaksportalen/shared/access-levels';
import { CLOSED_STATUS_CODE } from '@foretaksportalen/shared/contract/case';
import { and, asc, count, eq, gt, gte, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isAnyOf } from '../../db/conditions.ts';
import {
  answerReminders,
  caseCategories,
  caseEvents,
  cases,
  causeAlerts,
  companies,
  dueReminders,
  internalNotes,
  letterDrafts,
  memberships,
  notificationRuns,
  persons,
  roles,
} from '../../db/schema.ts';

const recipientColumns = {
  membershipId: memberships.id,
  companyId: memberships.companyId,
  email: memberships.email,
  notifyOnNewCases: memberships.notifyOnNewCases,
  notifyOnNewPosts: memberships.notifyOnNewPosts,
  notifyBeforeDue: memberships.notifyBeforeDue,
  notifyOnMention: memberships.notifyOnMention,
  notifyOnApproval: memberships.notifyOnApproval,
  disabled: memberships.disabled,
  personId: memberships.personId,
  accessLevel: roles.accessLevel,
  firstName: persons.firstName,
  lastName: persons.lastName,
};

const selectRecipients = (db: Database) =>
  db
    .select(recipientColumns)
    .from(memberships)
    .innerJoin(persons, eq(persons.id, memberships.personId))
    .innerJoin(roles, eq(roles.id, memberships.roleId));

/** A membership as far as its e-mail notifications go. */
export type MembershipRecipient = Awaited<ReturnType<typeof findMembershipRecipient>> & {};

export async function findMembershipRecipient(db: Database, membershipId: string) {
  const [row] = await selectRecipients(db).where(eq(memberships.id, membershipId)).limit(1);
  return row;
}

/** The given memberships as recipients, in a stable order. */
export async function findMembershipRecipients(db: Database, membershipIds: readonly string[]) {
  return selectRecipients(db).where(isAnyOf(memberships.id, membershipIds)).orderBy(asc(memberships.id));
}

/** The company's active memberships, in a stable order. */
export async function findActiveRecipients(db: Database, companyId: string) {
  return selectRecipients(db)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.disabled, false)))
    .orderBy(asc(memberships.id));
}

const companyColumns = {
  id: companies.id,
  name: companies.name,
  emailAddress: companies.emailAddress,
  notifyOnNewCases: companies.notifyOnNewCases,
  notifyOnNewPosts: companies.notifyOnNewPosts,
  notifyOnUnreadPosts: companies.notifyOnUnreadPosts,
  notifyLeadersOnNewCases: companies.notifyLeadersOnNewCases,
  notifyLeadersOnUnreadPosts: companies.notifyLeadersOnUnreadPosts,
  notifyBeforeDueDays: companies.notifyBeforeDueDays,
};

export type NotifiedCompany = Awaited<ReturnType<typeof findNotifiedCompany>> & {};

export async function findNotifiedCompany(db: Database, companyId: string) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/** The companies that want the reminder before a case's deadline, in a stable order. */
export async function findCompaniesRemindedBeforeDue(db: Database) {
  return db
    .select(companyColumns)
    .from(companies)
    .where(gt(companies.notifyBeforeDueDays, 0))
    .orderBy(asc(companies.id));
}

/**
 * The company's open cases due after `after` and on or before `until` (yyyy-MM-dd) that have not been reminded of
 * for that due date, by due date and case number.
 */
export async function findCasesDueNotReminded(
  db: Database,
  companyId: string,
  dueDates: { after: string; until: string },
) {
  const rows = await db
    .select({
      id: cases.id,
      caseNumber: cases.caseNumber,
      dueDate: cases.dueDate,
      clerkMembershipId: cases.clerkMembershipId,
    })
    .from(cases)
    .leftJoin(dueReminders, and(eq(dueReminders.caseId, cases.id), eq(dueReminders.dueDate, cases.dueDate)))
    .where(
      and(
        eq(cases.companyId, companyId),
        ne(cases.statusCode, CLOSED_STATUS_CODE),
        gt(cases.dueDate, dueDates.after),
        lte(cases.dueDate, dueDates.until),
        isNull(dueReminders.caseId),
      ),
    )
    .orderBy(asc(cases.dueDate), asc(cases.caseNumber));
  return rows.flatMap(({ dueDate, ...row }) => (dueDate ? [{ ...row, dueDate }] : []));
}

/**
 * Records that the cases are reminded of for their due dates; answers the ids of those that were not already, by
 * any server process: a second caller waits for the first one's transaction and then gets none of its cases. The
 * rows go in one statement in case-id order, so that two callers never wait for each other in a circle.
 */
export async function claimDueReminders(
  db: Database,
  reminded: readonly { caseId: string; dueDate: string }[],
  now: Date,
) {
  if (reminded.length === 0) return new Set<string>();
  const claimed = await db
    .insert(dueReminders)
    .values(
      [...reminded]
        .sort((a, b) => (a.caseId < b.caseId ? -1 : 1))
        .map((reminder) => ({ ...reminder, createdAt: now })),
    )
    .onConflictDoNothing()
    .returning({ caseId: dueReminders.caseId });
  return new Set(claimed.map((row) => row.caseId));
}

/**
 * The company's cases whose answer to the complaints body's decision (issue 49) is due after `after` and on or
 * before `until`, not given and not reminded of for that day; as cases due, the answer's day as their due date.
 */
export async function findAnswersDueNotReminded(
  db: Database,
  companyId: string,
  dueDates: { after: string; until: string },
) {
  const rows = await db
    .select({
      id: cases.id,
      caseNumber: cases.caseNumber,
      dueDate: cases.decisionAnswerDue,
      clerkMembershipId: cases.clerkMembershipId,
    })
    .from(cases)
    .leftJoin(
      answerReminders,
      and(eq(answerReminders.caseId, cases.id), eq(answerReminders.answerDue, cases.decisionAnswerDue)),
    )
    .where(
      and(
        eq(cases.companyId, companyId),
        isNull(cases.decisionAnsweredAt),
        gt(cases.decisionAnswerDue, dueDates.after),
        lte(cases.decisionAnswerDue, dueDates.until),
        isNull(answerReminders.caseId),
      ),
    )
    .orderBy(asc(cases.decisionAnswerDue), asc(cases.caseNumber));
  return rows.flatMap(({ dueDate, ...row }) => (dueDate ? [{ ...row, dueDate }] : []));
}

/** As `claimDueReminders`, for the answers' days. */
export async function claimAnswerReminders(
  db: Database,
  reminded: readonly { caseId: string; dueDate: string }[],
  now: Date,
) {
  if (reminded.length === 0) return new Set<string>();
  const claimed = await db
    .insert(answerReminders)
    .values(
      [...reminded]
        .sort((a, b) => (a.caseId < b.caseId ? -1 : 1))
        .map(({ caseId, dueDate }) => ({ caseId, answerDue: dueDate, createdAt: now })),
    )
    .onConflictDoNothing()
    .returning({ caseId: answerReminders.caseId });
  return new Set(claimed.map((row) => row.caseId));
}

export async function findNotifiedCase(db: Database, caseId: string) {
  const [row] = await db
    .select({
      id: cases.id,
      companyId: cases.companyId,
      caseNumber: cases.caseNumber,
      clerkMembershipId: cases.clerkMembershipId,
    })
    .from(cases)
    .where(eq(cases.id, caseId))
    .limit(1);
  return row;
}

export async function findNotifiedEvent(db: Database, eventId: string) {
  const [row] = await db
    .select({ id: caseEvents.id, caseId: caseEvents.caseId, direction: caseEvents.direction })
    .from(caseEvents)
    .where(eq(caseEvents.id, eventId))
    .limit(1);
  return row;
}

/** An internal note as its mentions' e-mail names it: its case and author, never its text. */
export async function findNotifiedNote(db: Database, noteId: string) {
  const [row] = await db
    .select({
      id: internalNotes.id,
      caseId: internalNotes.caseId,
      authorMembershipId: internalNotes.authorMembershipId,
    })
    .from(internalNotes)
    .where(eq(internalNotes.id, noteId))
    .limit(1);
  return row;
}

/** The numbers of those of the given cases that belong to the company, in case-number order. */
export async function findCaseNumbers(db: Database, companyId: string, caseIds: readonly string[]) {
  return db
    .select({ id: cases.id, caseNumber: cases.caseNumber })
    .from(cases)
    .where(and(eq(cases.companyId, companyId), isAnyOf(cases.id, caseIds)))
    .orderBy(asc(cases.caseNumber));
}

/**
 * Per company: how many letters from the complaints body that came before `receivedBefore` nobody has opened,
 * in cases the company has not archived. A closed case still counts until it is archived: its last letter is
 * often the complaints body's decision.
 */
export async function countUnreadLettersByCompany(db: Database, receivedBefore: Date) {
  return db
    .select({ companyId: caseEvents.companyId, letters: count() })
    .from(caseEvents)
    .innerJoin(cases, eq(cases.id, caseEvents.caseId))
    .where(
      and(
        eq(caseEvents.isRead, false),
        eq(caseEvents.direction, 'inbound'),
        lt(caseEvents.createdAt, receivedBefore),
        eq(cases.archived, false),
      ),
    )
    .groupBy(caseEvents.companyId)
    .orderBy(asc(caseEvents.companyId));
}

/**
 * Records that `kind` is sent to a recipient of a company on `day`; true only for the one caller (of any server
 * process) whose row it is. A second caller waits for the first one's transaction and then gets false.
 */
export async function claimNotificationRun(db: Database, run: typeof notificationRuns.$inferInsert) {
  const inserted = await db
    .insert(notificationRuns)
    .values(run)
    .onConflictDoNothing()
    .returning({ kind: notificationRuns.kind });
  return inserted.length > 0;
}

/**
 * The letters waiting for approval (issue 46) in open cases due on or before `until` (yyyy-MM-dd) whose approvers
 * have not been reminded of them, with their case.
 */
export async function findLettersAwaitingApprovalDue(db: Database, until: string) {
  const rows = await db
    .select({
      draftId: letterDrafts.id,
      id: cases.id,
      companyId: cases.companyId,
      caseNumber: cases.caseNumber,
      dueDate: cases.dueDate,
      submittedByMembershipId: letterDrafts.submittedByMembershipId,
    })
    .from(letterDrafts)
    .innerJoin(cases, eq(cases.id, letterDrafts.caseId))
    .where(
      and(
        eq(letterDrafts.status, 'awaiting-approval'),
        isNull(letterDrafts.approvalRemindedAt),
        ne(cases.statusCode, CLOSED_STATUS_CODE),
        lte(cases.dueDate, until),
      ),
    )
    .orderBy(asc(cases.dueDate), asc(cases.caseNumber));
  return rows.flatMap(({ dueDate, ...row }) => (dueDate ? [{ ...row, dueDate }] : []));
}

/**
 * Records that the approvers of a waiting letter are reminded of it; true only for the one caller (of any server
 * process) that records it, and only while the letter still waits.
 */
export async function claimApprovalReminder(db: Database, draftId: string, now: Date) {
  const claimed = await db
    .update(letterDrafts)
    .set({ approvalRemindedAt: now })
    .where(
      and(
        eq(letterDrafts.id, draftId),
        eq(letterDrafts.status, 'awaiting-approval'),
        isNull(letterDrafts.approvalRemindedAt),
      ),
    )
    .returning({ id: letterDrafts.id });
  return claimed.length > 0;
}

/** The company's active administrators (level 5) with an e-mail address: who hears of the cases due for deletion and
 * of a cause that keeps coming back. */
export async function findCompanyAdministrators(db: Database, companyId: string) {
  const rows = await db
    .select({ email: memberships.email, firstName: persons.firstName, lastName: persons.lastName })
    .from(memberships)
    .innerJoin(persons, eq(persons.id, memberships.personId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.disabled, false),
        eq(roles.accessLevel, AccessLevel.Administrator),
        isNotNull(memberships.email),
      ),
    )
    .orderBy(asc(memberships.id));
  return rows.flatMap(({ email, ...name }) => (email === null ? [] : [{ email, ...name }]));
}

/**
 * The company's causes with more than `threshold` cases received since `since`, each with those cases (newest
 * first, at most `listed`), leaving out a cause alerted of on or after `alertedSince` (yyyy-MM-dd).
 */
export async function findCausesOverThreshold(
  db: Database,
  companyId: string,
  window: { since: Date; alertedSince: string; threshold: number; listed: number },
) {
  const rows = await db
    .select({
      causeId: caseCategories.id,
      name: caseCategories.name,
      total: count(),
      cases: sql<
        { id: string; caseNumber: string }[]
      >`(array_agg(json_build_object('id', ${cases.id}, 'caseNumber', ${cases.caseNumber}) order by ${cases.createdAt} desc))[1:${window.listed}]`,
    })
    .from(cases)
    .innerJoin(caseCategories, eq(caseCategories.id, cases.causeId))
    .where(
      and(
        eq(cases.companyId, companyId),
        gte(cases.createdAt, window.since),
        sql`not exists (select 1 from ${causeAlerts} where ${causeAlerts.causeId} = ${caseCategories.id} and ${causeAlerts.day} >= ${window.alertedSince})`,
      ),
    )
    .groupBy(caseCategories.id, caseCategories.name)
    .having(sql`count(*) > ${window.threshold}`)
    .orderBy(asc(caseCategories.name));
  return rows;
}

/** Records the alert of a cause today; true only for the one caller (of any process) whose row it is. */
export async function claimCauseAlert(db: Database, causeId: string, day: string) {
  const inserted = await db
    .insert(causeAlerts)
    .values({ causeId, day })
    .onConflictDoNothing()
    .returning({ causeId: causeAlerts.causeId });
  return inserted.length > 0;
}

/** The companies that have causes to be alerted of. */
export async function findCompaniesWithCauses(db: Database) {
  return db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(companies)
    .innerJoin(
      caseCategories,
      and(eq(caseCategories.companyId, companies.id), eq(caseCategories.kind, 'cause')),
    )
    .orderBy(asc(companies.id));
}
