import { randomUUID } from 'node:crypto';
import { isClosed } from '@foretaksportalen/shared/contract/case';
import type { CategoryKind } from '@foretaksportalen/shared/contract/category';
import {
  type DemoDocument,
  type DemoEvent,
  type DemoParty,
  demoCaseCreatedAt,
  demoCaseLastEventAt,
  demoCaseUnreadCount,
  demoEventDescription,
  type RandomCase,
} from '@foretaksportalen/shared/demo-cases';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { auditLog, caseEvents, caseParties, cases, documents } from '../db/schema.ts';
import { caseAuditRows, type WrittenEvent } from './case-audit-rows.ts';
import { demoDecisionColumns, NO_DECISION } from './demo-decisions.ts';

/** Rows of many cases, collected to be inserted a batch at a time. */
export interface CaseRows {
  cases: (typeof cases.$inferInsert)[];
  parties: (typeof caseParties.$inferInsert)[];
  events: (typeof caseEvents.$inferInsert)[];
  documents: (typeof documents.$inferInsert)[];
  /** The entries of the cases' history. */
  audits: (typeof auditLog.$inferInsert)[];
  /** The letter that holds each decided case's decision, named once the events are written. */
  decisionLetters: { caseId: string; eventId: string }[];
}

export const emptyCaseRows = (): CaseRows => ({
  cases: [],
  parties: [],
  events: [],
  documents: [],
  audits: [],
  decisionLetters: [],
});

/** Who writes the letters of a company's cases: the complaints body, and the company or one of its clerks. */
export interface CaseSenders<Clerk> {
  companyName: string;
  /** The complaints body's name. */
  productName: string;
  clerkOf(clerk: Clerk): { membershipId: string; personId: string; displayName: string };
}

/** The company a described case belongs to, and how its clerks and documents are found. */
export interface CaseOwner<Clerk> extends CaseSenders<Clerk> {
  companyId: string;
  /** yyyy-MM-dd: the day the cases are made for. */
  today: string;
  /** The id of the company's value of a list by its name; null where it has none of that name. */
  categoryOf(kind: CategoryKind, name: string): string | null;
  /** Who gives the company's cases to its clerks (level 3 or 5); null for a company without one. */
  distributor: Clerk | null;
  /** The stored PDF of a document of the case. */
  blobOf(
    document: DemoDocument,
    event: DemoEvent<Clerk>,
    spec: DescribedCase<Clerk>,
  ): { key: string; size: number };
}

/** A case as the demo set and the case generator describe it, with its case number. */
export type DescribedCase<Clerk> = RandomCase<Clerk> & { caseNumber: string };

/** Who a letter is from: the complaints body, or the clerk (or else the company) who sent it. */
export function senderOf<Clerk>(event: DemoEvent<Clerk>, senders: CaseSenders<Clerk>) {
  if (event.direction === 'inbound') return senders.productName;
  return event.sentBy === null ? senders.companyName : senders.clerkOf(event.sentBy).displayName;
}

const READ_AFTER_MS = 3 * 60 * 60 * 1000;

const partyRow = (caseId: string, role: 'complainer' | 'correspondent', party: DemoParty) => ({
  caseId,
  role,
  ...party,
});

/**
 * Adds one described case to the rows: the case with `lastEventAt` and `unreadCount` as its events say (a
 * closed one closed by its last event, the complaints body's decision), its parties, events and documents, and
 * the audit entries of its history.
 */
export function addCaseRows<Clerk>(rows: CaseRows, spec: DescribedCase<Clerk>, owner: CaseOwner<Clerk>) {
  const caseId = randomUUID();
  const membershipOf = (clerk: Clerk | null) => (clerk === null ? null : owner.clerkOf(clerk).membershipId);
  const clerkMembershipId = membershipOf(spec.clerk);
  const lastEventAt = new Date(demoCaseLastEventAt(spec));
  const eventIds = spec.events.map(() => randomUUID());
  const closed = isClosed(spec.statusCode);
  const decision = closed
    ? demoDecisionColumns(spec, { eventIds, answeredBy: clerkMembershipId, today: owner.today })
    : null;
  if (decision?.eventId) rows.decisionLetters.push({ caseId, eventId: decision.eventId });
  rows.cases.push({
    id: caseId,
    companyId: owner.companyId,
    caseNumber: spec.caseNumber,
    status: spec.status,
    statusCode: spec.statusCode,
    closedAt: closed ? lastEventAt : null,
    archived: spec.archived,
    anonymizeSb: spec.anonymizeSb,
    handlingOfficerName: spec.handlingOfficer.name,
    handlingOfficerPhone: spec.handlingOfficer.phone,
    dueDate: spec.dueDate,
    clerkMembershipId,
    everAssigned: spec.everAssigned,
    companyCaseRef: spec.companyCaseRef,
    companyNote: spec.companyNote,
    createdByMembershipId: membershipOf(spec.registeredBy),
    lastEventAt,
    unreadCount: demoCaseUnreadCount(spec),
    createdAt: new Date(demoCaseCreatedAt(spec)),
    updatedAt: lastEventAt,
    // The company sorted its closed cases; the open ones wait for a clerk to accept a suggestion.
    productId: closed ? owner.categoryOf('product', spec.topic.product) : null,
    causeId: closed ? owner.categoryOf('cause', spec.topic.cause) : null,
    ...(decision?.columns ?? NO_DECISION),
  });
  if (spec.complainer) rows.parties.push(partyRow(caseId, 'complainer', spec.complainer));
  if (spec.correspondent) rows.parties.push(partyRow(caseId, 'correspondent', spec.correspondent));

  const written: WrittenEvent<Clerk>[] = [];
  for (const [index, event] of spec.events.entries()) {
    const eventId = eventIds[index] ?? randomUUID();
    const createdAt = new Date(event.at);
    const description = demoEventDescription(event, owner.productName);
    const readAt =
      event.direction === 'inbound' && event.isRead ? new Date(createdAt.getTime() + READ_AFTER_MS) : null;
    rows.events.push({
      id: eventId,
      caseId,
      companyId: owner.companyId,
      direction: event.direction,
      description,
      subject: event.kind === 'letter' ? event.subject : null,
      isRead: event.isRead,
      readAt,
      readByMembershipId: readAt ? clerkMembershipId : null,
      createdByMembershipId: membershipOf(event.sentBy),
      createdAt,
    });
    written.push({ event, id: eventId, description, readAt });
    const uploadedBy = senderOf(event, owner);
    event.documents.forEach((document, sortOrder) => {
      const blob = owner.blobOf(document, event, spec);
      rows.documents.push({
        caseId,
        caseEventId: eventId,
        fileName: document.fileName,
        mimeType: 'application/pdf',
        fileSize: blob.size,
        blobKey: blob.key,
        isLetter: document.isLetter,
        uploadedBy,
        sortOrder,
        createdAt,
      });
    });
  }
  rows.audits.push(...caseAuditRows(caseId, spec, owner, written));
}

/** A thousand rows per statement: few round trips, and each statement's JSON stays small. */
const BATCH_SIZE = 1000;

/**
 * Inserts rows as one JSON parameter per batch, expanded by json_populate_recordset: PGlite binds thousands of
 * separate parameters several times slower. Every row must have the same fields (those of the first).
 */
async function insertAsJson<Table extends PgTable>(
  db: Database,
  table: Table,
  rows: Table['$inferInsert'][],
) {
  const columns = getTableColumns(table);
  const [first] = rows;
  if (!first) return;
  const fields = Object.keys(first).map((field) => {
    const column = columns[field];
    if (!column) throw new Error(`No column ${field} in ${getTableName(table)}`);
    return { field, name: column.name };
  });
  const names = sql.join(
    fields.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows
      .slice(start, start + BATCH_SIZE)
      .map((row: Record<string, unknown>) =>
        Object.fromEntries(fields.map(({ field, name }) => [name, row[field] ?? null])),
      );
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/** Inserts the rows, parents first. */
export async function insertCaseRows(db: Database, rows: CaseRows) {
  await insertAsJson(db, cases, rows.cases);
  await insertAsJson(db, caseParties, rows.parties);
  await insertAsJson(db, caseEvents, rows.events);
  await insertAsJson(db, documents, rows.documents);
  await insertAsJson(db, auditLog, rows.audits);
  if (rows.decisionLetters.length > 0)
    await db.execute(sql`
      update ${cases} set decision_event_id = letter."eventId"
      from json_to_recordset(${JSON.stringify(rows.decisionLetters)}::json) as letter("caseId" uuid, "eventId" uuid)
      where ${cases.id} = letter."caseId"`);
}
