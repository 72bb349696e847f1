import { isClosed } from '@foretaksportalen/shared/contract/case';
import type { DemoEvent } from '@foretaksportalen/shared/demo-cases';
import type { auditLog } from '../db/schema.ts';
import { auditedBy } from '../modules/audit/index.ts';
import type { EventOrigin } from '../modules/case-timeline/index.ts';
import type { CaseOwner, DescribedCase } from './case-rows.ts';

type AuditRow = typeof auditLog.$inferInsert & { at: Date };

/** An event of a demo case as its row was written: its id and description, and when its clerk opened it. */
export interface WrittenEvent<Clerk> {
  event: DemoEvent<Clerk>;
  id: string;
  description: string;
  readAt: Date | null;
}

/**
 * The name the complaints body's entries give its system. The demo has no API key (one seeded into every new
 * portal would be a credential nobody made), so its entries name the system in `details.apiKey` as those of a key
 * do, without a key's id: the history shows them as the complaints body's all the same.
 */
const PROVIDER_SYSTEM = 'Saksbehandlingssystemet (demodata)';

const MINUTE_MS = 60 * 1000;
/** A new case is given its clerk half an hour after it came. */
const ASSIGNED_AFTER_MS = 30 * MINUTE_MS;
/** A case that has no clerk now, but had one, lost its clerk an hour after its last event. */
const UNASSIGNED_AFTER_MS = 60 * MINUTE_MS;
/** A week after a case closed, it was archived. */
const ARCHIVED_AFTER_MS = 7 * 24 * 60 * MINUTE_MS;

/** Who made an entry: a person, the complaints body, or nobody the demo knows (a company without such staff). */
type Actor = { personId: string } | 'provider' | null;

function madeBy(actor: Actor, details: Record<string, unknown>) {
  if (actor === 'provider') return { actorPersonId: null, details: { apiKey: PROVIDER_SYSTEM, ...details } };
  return actor === null ? { actorPersonId: null, details } : auditedBy(actor, details);
}

/** The audit entry the case change of each kind of event writes (case-change.kinds.ts). */
const EVENT_AUDIT: Record<EventOrigin, { action: string; target: 'case' | 'case_event' }> = {
  'case-registration': { action: 'case.created', target: 'case' },
  'company-letter': { action: 'case.letter-sent', target: 'case_event' },
  'provider-letter': { action: 'case.letter-added', target: 'case_event' },
};

const originOf = (event: DemoEvent<unknown>): EventOrigin => {
  if (event.kind === 'registration') return 'case-registration';
  return event.direction === 'inbound' ? 'provider-letter' : 'company-letter';
};

/** The details the live code gives the audit entry of an event of each origin. */
function eventDetails(
  origin: EventOrigin,
  caseId: string,
  caseNumber: string,
  written: WrittenEvent<unknown>,
) {
  const { documents, subject } = written.event;
  switch (origin) {
    case 'case-registration':
      return { caseNumber, clerkMembershipId: null, documents: documents.length };
    case 'provider-letter':
      return { caseId, description: written.description, externalId: null, documents: documents.length };
    case 'company-letter':
      return {
        caseId,
        subject,
        message: documents.some((document) => document.isLetter),
        attachments: documents.filter((document) => !document.isLetter).length,
      };
  }
}

/**
 * The audit entries of a demo case, oldest first, as the live code writes them, that its history (Historikk) reads:
 * its creation (by the complaints body, or by the clerk who registered it), each letter in and out as its case
 * change audits it, the first opening of each letter its clerk has read, its clerk given by the company's
 * distributor (and taken away again where it has none now but had one), and, for a closed case, the
 * complaints body's update that closed it and the archiving of an archived one.
 */
export function caseAuditRows<Clerk>(
  caseId: string,
  spec: DescribedCase<Clerk>,
  owner: CaseOwner<Clerk>,
  events: readonly WrittenEvent<Clerk>[],
): AuditRow[] {
  const first = events[0];
  const last = events.at(-1);
  if (!first || !last) return [];
  const person = (clerk: Clerk | null): Actor =>
    clerk === null ? null : { personId: owner.clerkOf(clerk).personId };
  const membershipOf = (clerk: Clerk | null) => (clerk === null ? null : owner.clerkOf(clerk).membershipId);
  const entry = (
    at: Date,
    action: string,
    target: { type: 'case' | 'case_event'; id: string },
    actor: Actor,
    details: Record<string, unknown>,
  ): AuditRow => ({
    at,
    companyId: owner.companyId,
    caseId,
    action,
    targetType: target.type,
    targetId: target.id,
    ...madeBy(actor, details),
  });
  const caseTarget = { type: 'case', id: caseId } as const;
  const after = (at: string, ms: number) => new Date(Date.parse(at) + ms);
  const clerkChange = (at: Date, from: Clerk | null, to: Clerk | null) =>
    entry(at, 'case.updated', caseTarget, person(owner.distributor), {
      changes: { CaseClerkId: { from: membershipOf(from), to: membershipOf(to) } },
    });

  const rows: AuditRow[] = [];
  // A case the company registered begins with its registration, which is its creation; any other came from the
  // complaints body, with its first letter.
  if (first.event.kind !== 'registration') {
    rows.push(
      entry(new Date(first.event.at), 'case.created', caseTarget, 'provider', {
        caseNumber: spec.caseNumber,
        externalId: null,
      }),
    );
  }
  for (const written of events) {
    const { event, id, description, readAt } = written;
    const origin = originOf(event);
    const { action, target } = EVENT_AUDIT[origin];
    const actor = origin === 'provider-letter' ? 'provider' : person(event.sentBy);
    const details = eventDetails(origin, caseId, spec.caseNumber, written);
    const targetId = target === 'case' ? caseId : id;
    rows.push(entry(new Date(event.at), action, { type: target, id: targetId }, actor, details));
    if (readAt && spec.clerk !== null) {
      const opened = { caseId, description };
      rows.push(entry(readAt, 'case.letter-opened', { type: 'case_event', id }, person(spec.clerk), opened));
    }
  }
  // Who had a case that has none now: whoever last wrote in it for the company, else the distributor.
  const formerClerk =
    spec.clerk === null && spec.everAssigned
      ? (events.findLast(({ event }) => event.sentBy !== null)?.event.sentBy ?? owner.distributor)
      : null;
  const givenTo = spec.clerk ?? formerClerk;
  if (givenTo !== null) rows.push(clerkChange(after(first.event.at, ASSIGNED_AFTER_MS), null, givenTo));
  if (formerClerk !== null)
    rows.push(clerkChange(after(last.event.at, UNASSIGNED_AFTER_MS), formerClerk, null));
  if (isClosed(spec.statusCode)) {
    rows.push(
      entry(new Date(last.event.at), 'case.updated', caseTarget, 'provider', {
        fields: ['Status', 'StatusCode'],
      }),
    );
  }
  if (spec.archived) {
    const archivedBy = person(spec.clerk ?? owner.distributor);
    const archived = { changes: { Archived: { from: false, to: true } } };
    rows.push(
      entry(after(last.event.at, ARCHIVED_AFTER_MS), 'case.updated', caseTarget, archivedBy, archived),
    );
  }
  // Oldest first, and in the order written where two happened at once (a case and its first letter).
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
}
