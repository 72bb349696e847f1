import { AUDIT_TEXTS } from '@foretaksportalen/shared/audit-texts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { displayName } from '../clerk/index.ts';
import { enqueueMail, type OutboxMessage } from '../outbox/index.ts';
import {
  findCaseNumbers,
  findMembershipRecipient,
  findMembershipRecipients,
  findNotifiedCase,
  findNotifiedCompany,
  findNotifiedEvent,
  findNotifiedNote,
} from './notification.repository.ts';
import {
  type Addressee,
  approvalRequestedMail,
  casesAssignedMail,
  letterDecidedMail,
  mentionedMail,
  newCaseMail,
  newLetterMail,
} from './notification-mails.ts';
import {
  approverAddressees,
  companyAddressee,
  leaderAddressees,
  membershipAddressee,
  uniqueByAddress,
} from './recipients.ts';

/**
 * The e-mail notifications of architecture §7. Each one writes its messages to the outbox in the caller's
 * transaction, so that a change and the e-mails reporting it are kept or lost together.
 */

async function requireCase(tx: Database, caseId: string) {
  const found = await findNotifiedCase(tx, caseId);
  if (!found) throw new Error(`No case ${caseId} to notify of`);
  return found;
}

async function requireCompany(tx: Database, companyId: string) {
  const company = await findNotifiedCompany(tx, companyId);
  if (!company) throw new Error(`No company ${companyId} to notify`);
  return company;
}

async function enqueueAll(
  tx: Database,
  mails: readonly { addressee: Addressee; message: OutboxMessage }[],
  now: Date,
) {
  for (const { message } of uniqueByAddress(mails)) await enqueueMail(tx, message, now);
}

/** The e-mail to a clerk who wants it about cases given to them, or null. */
async function casesAssignedMessage(
  tx: Database,
  config: Config,
  assignment: { caseIds: readonly string[]; membershipId: string; assignedBy: string },
) {
  const clerk = await findMembershipRecipient(tx, assignment.membershipId);
  const addressee = membershipAddressee(clerk, 'notifyOnNewCases');
  if (!clerk || !addressee) return null;
  const cases = await findCaseNumbers(tx, clerk.companyId, assignment.caseIds);
  if (cases.length === 0) return null;
  const company = await requireCompany(tx, clerk.companyId);
  const message = casesAssignedMail(config, addressee, {
    assignedBy: assignment.assignedBy,
    companyName: company.name,
    cases,
  });
  return { addressee, message };
}

/**
 * New case registered by the complaints body: e-mail to the company address (NotifyOnNewCases), to the leaders
 * (NotifyLeadersOnNewCases, each with the profile's NotifyOnNewCases) and, when the body gave the case a clerk
 * already, to that clerk as a newly assigned case.
 */
export async function notifyNewCase(tx: Database, config: Config, caseId: string, now: Date): Promise<void> {
  const opened = await requireCase(tx, caseId);
  const company = await requireCompany(tx, opened.companyId);
  const notified = { companyName: company.name, case: opened };
  const mails = [];
  if (opened.clerkMembershipId) {
    const clerkMail = await casesAssignedMessage(tx, config, {
      caseIds: [opened.id],
      membershipId: opened.clerkMembershipId,
      assignedBy: config.branding.productName,
    });
    if (clerkMail) mails.push(clerkMail);
  }
  if (company.notifyLeadersOnNewCases) {
    for (const { addressee } of await leaderAddressees(tx, company.id, 'notifyOnNewCases'))
      mails.push({ addressee, message: newCaseMail(config, addressee, 'leader', notified) });
  }
  const companyAddress = companyAddressee(company, 'notifyOnNewCases');
  if (companyAddress)
    mails.push({
      addressee: companyAddress,
      message: newCaseMail(config, companyAddress, 'company', notified),
    });
  await enqueueAll(tx, mails, now);
}

/**
 * New letter from the complaints body on a case: e-mail to the company address (NotifyOnNewPosts) and to the
 * case's clerk (the profile's NotifyOnNewPosts). A letter from the company itself notifies nobody.
 */
export async function notifyNewLetter(
  tx: Database,
  config: Config,
  eventId: string,
  now: Date,
): Promise<void> {
  const event = await findNotifiedEvent(tx, eventId);
  if (!event) throw new Error(`No case event ${eventId} to notify of`);
  if (event.direction !== 'inbound') return;
  const letterCase = await requireCase(tx, event.caseId);
  const company = await requireCompany(tx, letterCase.companyId);
  const notified = { companyName: company.name, case: letterCase };
  const mails = [];
  if (letterCase.clerkMembershipId) {
    const clerk = membershipAddressee(
      await findMembershipRecipient(tx, letterCase.clerkMembershipId),
      'notifyOnNewPosts',
    );
    if (clerk) mails.push({ addressee: clerk, message: newLetterMail(config, clerk, 'clerk', notified) });
  }
  const companyAddress = companyAddressee(company, 'notifyOnNewPosts');
  if (companyAddress)
    mails.push({
      addressee: companyAddress,
      message: newLetterMail(config, companyAddress, 'company', notified),
    });
  await enqueueAll(tx, mails, now);
}

/**
 * Cases newly assigned to a clerk by someone else (wizard, inline change, bulk change): one e-mail to that clerk
 * (the profile's NotifyOnNewCases) listing the case numbers. Nothing when clerks assign to themselves.
 */
export async function notifyCasesAssigned(
  tx: Database,
  config: Config,
  assignment: { caseIds: readonly string[]; membershipId: string; byMembershipId: string },
  now: Date,
): Promise<void> {
  if (assignment.membershipId === assignment.byMembershipId || assignment.caseIds.length === 0) return;
  const assigner = await findMembershipRecipient(tx, assignment.byMembershipId);
  if (!assigner) throw new Error(`No membership ${assignment.byMembershipId} assigning cases`);
  const mail = await casesAssignedMessage(tx, config, {
    caseIds: assignment.caseIds,
    membershipId: assignment.membershipId,
    assignedBy: displayName(assigner.firstName, assigner.lastName),
  });
  if (mail) await enqueueMail(tx, mail.message, now);
}

async function requireMembership(tx: Database, membershipId: string) {
  const membership = await findMembershipRecipient(tx, membershipId);
  if (!membership) throw new Error(`No membership ${membershipId} to notify of`);
  return membership;
}

/**
 * A letter sent for approval (issue 46): one e-mail to each approver of the company who wants it ('Motta varsel om
 * brev til godkjenning'), never to the person who sent it for approval.
 */
export async function notifyApprovalRequested(
  tx: Database,
  config: Config,
  request: { caseId: string; byMembershipId: string },
  now: Date,
): Promise<void> {
  const letterCase = await requireCase(tx, request.caseId);
  const company = await requireCompany(tx, letterCase.companyId);
  const author = await requireMembership(tx, request.byMembershipId);
  const by = displayName(author.firstName, author.lastName);
  const mails = (await approverAddressees(tx, company.id, author.personId)).map(({ addressee }) => ({
    addressee,
    message: approvalRequestedMail(config, addressee, { by, companyName: company.name, case: letterCase }),
  }));
  await enqueueAll(tx, mails, now);
}

/** What became of a letter its author sent for approval: to the author, if they want it. */
export async function notifyLetterDecided(
  tx: Database,
  config: Config,
  decision: {
    kind: 'letter-returned' | 'letter-approved';
    caseId: string;
    membershipId: string;
    byMembershipId: string;
  },
  now: Date,
): Promise<void> {
  const addressee = membershipAddressee(
    await findMembershipRecipient(tx, decision.membershipId),
    'notifyOnApproval',
  );
  if (!addressee) return;
  const letterCase = await requireCase(tx, decision.caseId);
  const company = await requireCompany(tx, letterCase.companyId);
  const approver = await requireMembership(tx, decision.byMembershipId);
  const message = letterDecidedMail(config, addressee, {
    kind: decision.kind,
    by: displayName(approver.firstName, approver.lastName),
    companyName: company.name,
    case: letterCase,
  });
  await enqueueMail(tx, message, now);
}

/**
 * The clerks newly mentioned in an internal note (issue 46): one e-mail to each whose profile wants it ('Motta
 * varsel når jeg blir nevnt'), naming the case and who mentioned them, with a link to the note; nothing of what it
 * says.
 */
export async function notifyMentioned(
  tx: Database,
  config: Config,
  mention: { noteId: string; membershipIds: readonly string[] },
  now: Date,
): Promise<void> {
  const note = await findNotifiedNote(tx, mention.noteId);
  if (!note) throw new Error(`No note ${mention.noteId} to notify of`);
  const addressees = (await findMembershipRecipients(tx, mention.membershipIds)).flatMap((recipient) => {
    const addressee = membershipAddressee(recipient, 'notifyOnMention');
    return addressee ? [addressee] : [];
  });
  if (addressees.length === 0) return;
  const noteCase = await requireCase(tx, note.caseId);
  const company = await requireCompany(tx, noteCase.companyId);
  const author =
    note.authorMembershipId === null ? undefined : await findMembershipRecipient(tx, note.authorMembershipId);
  const mentionedBy = author ? displayName(author.firstName, author.lastName) : AUDIT_TEXTS.formerPerson;
  for (const addressee of addressees) {
    const message = mentionedMail(config, addressee, {
      mentionedBy,
      companyName: company.name,
      case: noteCase,
      noteId: note.id,
    });
    await enqueueMail(tx, message, now);
  }
}
