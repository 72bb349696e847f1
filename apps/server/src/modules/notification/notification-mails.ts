import { norwegianDate } from '@foretaksportalen/shared/demo-cases/dates';
import { dueText } from '@foretaksportalen/shared/due-text';
import type { Config } from '../../config.ts';
import type { OutboxMessage } from '../outbox/index.ts';

/**
 * The texts of the e-mail notifications (architecture §7). They name the case by its number and link to it, and
 * never carry anything about the complainer: not the name, the national id, the address or the contact details.
 */

/** Whom a notification goes to: a person is greeted by name, the company's common address plainly. */
export interface Addressee {
  /** One address or several separated by commas. */
  to: string;
  name: string | null;
}

export interface NotifiedCase {
  id: string;
  caseNumber: string;
}

/** A case whose deadline is near: its due date and the working days left to it (`DaysToDue`). */
export interface DueCase extends NotifiedCase {
  dueDate: string;
  daysToDue: number;
}

/** Why a company address or a leader receives a company-wide notification. */
export type CompanyReason = 'company' | 'leader';

/** Beyond this many, an e-mail listing cases lists no more and points to the case list. */
export const LISTED_CASES_MAX = 50;

const caseUrl = (config: Config, caseId: string) => `${config.publicUrl}/case/${caseId}`;
/** The case opened on the note, on its notes tab (the web's case target `?note=`). */
const noteUrl = (config: Config, caseId: string, noteId: string) =>
  `${caseUrl(config, caseId)}?${new URLSearchParams({ note: noteId })}`;
const incidentsUrl = (config: Config) => `${config.publicUrl}/incidents`;

function mail(config: Config, addressee: Addressee, subject: string, paragraphs: string[]): OutboxMessage {
  const greeting = addressee.name ? `Hei ${addressee.name}` : 'Hei';
  return {
    to: addressee.to,
    subject,
    text: [greeting, ...paragraphs, `Med vennlig hilsen\n${config.branding.portalName}`].join('\n\n'),
    replyTo: null,
  };
}

/** One line per case, at most `LISTED_CASES_MAX` of them, then how many more there are. */
function listedCases<Listed extends NotifiedCase>(
  cases: readonly Listed[],
  line: (listed: Listed) => string,
) {
  const lines = cases.slice(0, LISTED_CASES_MAX).map(line);
  if (cases.length > LISTED_CASES_MAX) lines.push(`… og ${cases.length - LISTED_CASES_MAX} saker til`);
  return lines.join('\n');
}

/** Cases given to a clerk by someone else: one e-mail for the lot, listing the case numbers. */
export function casesAssignedMail(
  config: Config,
  addressee: Addressee,
  assignment: { assignedBy: string; companyName: string; cases: readonly NotifiedCase[] },
): OutboxMessage {
  const { assignedBy, companyName, cases } = assignment;
  const portal = config.branding.portalName;
  const reason = `Du får denne e-posten fordi du har valgt varsel om ny tildelt sak i profilen din i ${portal}.`;
  const [only] = cases;
  if (only && cases.length === 1) {
    return mail(config, addressee, `Ny sak ${only.caseNumber} er tildelt deg i ${portal}`, [
      `${assignedBy} har tildelt deg saken ${only.caseNumber} i ${companyName}.`,
      `Åpne saken: ${caseUrl(config, only.id)}`,
      reason,
    ]);
  }
  return mail(config, addressee, `${cases.length} nye saker er tildelt deg i ${portal}`, [
    `${assignedBy} har tildelt deg ${cases.length} saker i ${companyName}:`,
    listedCases(cases, (assigned) => `${assigned.caseNumber}: ${caseUrl(config, assigned.id)}`),
    `Se alle sakene dine: ${incidentsUrl(config)}`,
    reason,
  ]);
}

/** A case the complaints body opened for the company. */
export function newCaseMail(
  config: Config,
  addressee: Addressee,
  reason: CompanyReason,
  notified: { companyName: string; case: NotifiedCase },
): OutboxMessage {
  const { companyName, case: opened } = notified;
  const { portalName: portal, productName: product } = config.branding;
  return mail(config, addressee, `Ny sak ${opened.caseNumber} fra ${product}`, [
    `${product} har opprettet en ny sak for ${companyName}: ${opened.caseNumber}.`,
    `Åpne saken: ${caseUrl(config, opened.id)}`,
    reason === 'company'
      ? `Du får denne e-posten fordi ${companyName} har valgt varsel om nye saker i ${portal}.`
      : `Du får denne e-posten fordi du fordeler saker i ${companyName} og har valgt varsel om ny tildelt sak i profilen din i ${portal}.`,
  ]);
}

/** A letter from the complaints body on a case, to the company address or to the case's clerk. */
export function newLetterMail(
  config: Config,
  addressee: Addressee,
  reason: 'company' | 'clerk',
  notified: { companyName: string; case: NotifiedCase },
): OutboxMessage {
  const { companyName, case: letterCase } = notified;
  const { portalName: portal, productName: product } = config.branding;
  return mail(config, addressee, `Nytt brev i sak ${letterCase.caseNumber} fra ${product}`, [
    `${product} har sendt et nytt brev i saken ${letterCase.caseNumber} for ${companyName}.`,
    `Åpne saken: ${caseUrl(config, letterCase.id)}`,
    reason === 'company'
      ? `Du får denne e-posten fordi ${companyName} har valgt varsel om ny post i ${portal}.`
      : `Du får denne e-posten fordi saken er tildelt deg og du har valgt varsel om ny post i profilen din i ${portal}.`,
  ]);
}

/** The daily reminder of the company's letters that nobody has opened for two working days. */
export function unreadLettersMail(
  config: Config,
  addressee: Addressee,
  reason: CompanyReason,
  unread: { companyName: string; letters: number },
): OutboxMessage {
  const { companyName, letters } = unread;
  const { portalName: portal, productName: product } = config.branding;
  return mail(config, addressee, `Uleste brev fra ${product} i ${portal}`, [
    `${companyName} har ${letters} brev fra ${product} som fortsatt ikke er åpnet etter to arbeidsdager.`,
    `Se sakene: ${incidentsUrl(config)}`,
    reason === 'company'
      ? `Du får denne påminnelsen fordi ${companyName} har valgt varsel om ulest post i ${portal}.`
      : `Du får denne påminnelsen fordi du fordeler saker i ${companyName} og har valgt varsel om ny post i profilen din i ${portal}.`,
  ]);
}

/** Why a reminder before a day in cases comes to this address: the clerk's choice, or the company's. */
function dueReminderReason(
  portal: string,
  reason: 'company' | 'clerk',
  { companyName, theCases }: { companyName: string; theCases: string },
) {
  return reason === 'clerk'
    ? `Du får denne påminnelsen fordi ${theCases} er tildelt deg og du har valgt varsel før forfall i profilen din i ${portal}.`
    : `Du får denne påminnelsen fordi ${companyName} har valgt varsel før forfall i ${portal}, og ${theCases} ikke har en saksbehandler som får varselet selv.`;
}

/**
 * The reminder before the deadline of cases (issue 20): to the clerk who has them and wants it, or else to the
 * company address; one e-mail for the lot, each case with its due date and the working days left.
 */
export function casesDueMail(
  config: Config,
  addressee: Addressee,
  reason: 'company' | 'clerk',
  due: { companyName: string; today: string; cases: readonly DueCase[] },
): OutboxMessage {
  const { companyName, today, cases } = due;
  const portal = config.branding.portalName;
  const timeLeft = (dueCase: DueCase) => dueText(dueCase.daysToDue, dueCase.dueDate, today);
  const [only] = cases;
  const single = only !== undefined && cases.length === 1;
  const theCases = single ? 'saken' : 'sakene';
  const because = dueReminderReason(portal, reason, { companyName, theCases });
  if (single) {
    return mail(config, addressee, `Sak ${only.caseNumber} forfaller ${timeLeft(only)}`, [
      `Saken ${only.caseNumber} i ${companyName} forfaller ${norwegianDate(only.dueDate)}, ${timeLeft(only)}.`,
      `Åpne saken: ${caseUrl(config, only.id)}`,
      because,
    ]);
  }
  return mail(config, addressee, `${cases.length} saker forfaller snart i ${portal}`, [
    `${cases.length} saker i ${companyName} forfaller snart:`,
    listedCases(
      cases,
      (dueCase) =>
        `${dueCase.caseNumber}, forfall ${norwegianDate(dueCase.dueDate)} (${timeLeft(dueCase)}): ${caseUrl(config, dueCase.id)}`,
    ),
    `Se alle sakene: ${incidentsUrl(config)}`,
    because,
  ]);
}

/**
 * The reminder before the company's answer to a decision is due (issue 49): as the reminder of cases due, to the
 * same people, with the day the complaints body must hear whether the company follows its decision.
 */
export function answersDueMail(
  config: Config,
  addressee: Addressee,
  reason: 'company' | 'clerk',
  due: { companyName: string; today: string; cases: readonly DueCase[] },
): OutboxMessage {
  const { companyName, today, cases } = due;
  const portal = config.branding.portalName;
  const product = config.branding.productName;
  const timeLeft = (dueCase: DueCase) => dueText(dueCase.daysToDue, dueCase.dueDate, today);
  const [only] = cases;
  const single = only !== undefined && cases.length === 1;
  const theCases = single ? 'saken' : 'sakene';
  const because = dueReminderReason(portal, reason, { companyName, theCases });
  if (single) {
    return mail(config, addressee, `Svar på vedtak i sak ${only.caseNumber} skal gis ${timeLeft(only)}`, [
      `${product} har fattet vedtak i saken ${only.caseNumber} i ${companyName}. Svaret på om foretaket følger vedtaket skal gis innen ${norwegianDate(only.dueDate)}, ${timeLeft(only)}.`,
      `Svar i saken: ${caseUrl(config, only.id)}`,
      because,
    ]);
  }
  return mail(config, addressee, `${cases.length} vedtak venter på svar i ${portal}`, [
    `${cases.length} saker i ${companyName} har vedtak fra ${product} som venter på foretakets svar:`,
    listedCases(
      cases,
      (dueCase) =>
        `${dueCase.caseNumber}, svarfrist ${norwegianDate(dueCase.dueDate)} (${timeLeft(dueCase)}): ${caseUrl(config, dueCase.id)}`,
    ),
    `Se alle sakene: ${incidentsUrl(config)}`,
    because,
  ]);
}

/**
 * The systemic-issue alert (issue 49): a cause keeps coming back. To each of the company's administrators, with
 * the newest of its cases; never the complainers.
 */
export function causeAlertMail(
  config: Config,
  addressee: Addressee,
  alert: {
    companyName: string;
    cause: string;
    total: number;
    days: number;
    cases: readonly { id: string; caseNumber: string }[];
  },
): OutboxMessage {
  const portal = config.branding.portalName;
  return mail(config, addressee, `Mange nye saker med årsaken ${alert.cause}`, [
    `${alert.companyName} har fått ${alert.total} nye saker med årsaken «${alert.cause}» de siste ${alert.days} dagene. Det kan tyde på et systematisk problem.`,
    listedCases(alert.cases, (listed) => `${listed.caseNumber}: ${caseUrl(config, listed.id)}`),
    `Se alle sakene: ${incidentsUrl(config)}`,
    `Du får denne e-posten fordi du er administrator for ${alert.companyName} i ${portal}. Varselet sendes én gang per årsak i perioden.`,
  ]);
}

/** A letter in a case waits for approval (four eyes, issue 46): to each approver but its author. */
export function approvalRequestedMail(
  config: Config,
  addressee: Addressee,
  request: { by: string; companyName: string; case: NotifiedCase },
): OutboxMessage {
  const { by, companyName, case: letterCase } = request;
  const portal = config.branding.portalName;
  return mail(config, addressee, `Brev til godkjenning i sak ${letterCase.caseNumber}`, [
    `${by} har sendt et brev i saken ${letterCase.caseNumber} i ${companyName} til godkjenning.`,
    `Åpne saken: ${caseUrl(config, letterCase.id)}`,
    `Du får denne e-posten fordi du godkjenner brev i ${companyName} og har valgt varsel om brev til godkjenning i profilen din i ${portal}.`,
  ]);
}

/** What became of a letter its author sent for approval: sent back with a comment, or approved and sent. */
export function letterDecidedMail(
  config: Config,
  addressee: Addressee,
  decision: {
    kind: 'letter-returned' | 'letter-approved';
    by: string;
    companyName: string;
    case: NotifiedCase;
  },
): OutboxMessage {
  const { kind, by, companyName, case: letterCase } = decision;
  const { portalName: portal, productName: product } = config.branding;
  const [subject, done] =
    kind === 'letter-returned'
      ? [
          `Brevet ditt i sak ${letterCase.caseNumber} er sendt tilbake`,
          `${by} har sendt brevet ditt i saken ${letterCase.caseNumber} i ${companyName} tilbake med en kommentar.`,
        ]
      : [
          `Brevet ditt i sak ${letterCase.caseNumber} er godkjent og sendt`,
          `${by} har godkjent brevet ditt i saken ${letterCase.caseNumber} i ${companyName}, og det er sendt til ${product}.`,
        ];
  return mail(config, addressee, subject, [
    done,
    `Åpne saken: ${caseUrl(config, letterCase.id)}`,
    `Du får denne e-posten fordi du har valgt varsel om brev til godkjenning i profilen din i ${portal}.`,
  ]);
}

/** A letter still waiting for approval one working day before its case's deadline: once, to its approvers. */
export function approvalDueMail(
  config: Config,
  addressee: Addressee,
  due: { companyName: string; case: DueCase; today: string },
): OutboxMessage {
  const { companyName, case: dueCase, today } = due;
  const portal = config.branding.portalName;
  return mail(config, addressee, `Brev venter på godkjenning i sak ${dueCase.caseNumber}`, [
    `Et brev i saken ${dueCase.caseNumber} i ${companyName} venter fortsatt på godkjenning, og saken forfaller ${norwegianDate(dueCase.dueDate)}, ${dueText(dueCase.daysToDue, dueCase.dueDate, today)}.`,
    `Åpne saken: ${caseUrl(config, dueCase.id)}`,
    `Du får denne påminnelsen fordi du godkjenner brev i ${companyName} og har valgt varsel om brev til godkjenning i profilen din i ${portal}.`,
  ]);
}

/**
 * A clerk mentioned in an internal note (issue 46): who mentioned them in which case, and a link to the note. Never
 * the note's text, which may hold personal data and is for those who see the case, in the portal.
 */
export function mentionedMail(
  config: Config,
  addressee: Addressee,
  mention: { mentionedBy: string; companyName: string; case: NotifiedCase; noteId: string },
): OutboxMessage {
  const { mentionedBy, companyName, case: noteCase, noteId } = mention;
  const portal = config.branding.portalName;
  return mail(config, addressee, `Du er nevnt i et internt notat i sak ${noteCase.caseNumber}`, [
    `${mentionedBy} har nevnt deg i et internt notat i saken ${noteCase.caseNumber} i ${companyName}.`,
    `Åpne notatet: ${noteUrl(config, noteCase.id, noteId)}`,
    `Du får denne e-posten fordi du har valgt varsel når du blir nevnt i profilen din i ${portal}.`,
  ]);
}

/**
 * The week's notice to a company's administrators (issue 48): how many cases get their personal data deleted on
 * the company's schedule within 30 days, and where to see them; never which persons.
 */
export function retentionNoticeMail(
  config: Config,
  addressee: Addressee,
  notice: { companyName: string; due: number },
): OutboxMessage {
  const portal = config.branding.portalName;
  const cases = notice.due === 1 ? '1 sak' : `${notice.due} saker`;
  return mail(config, addressee, `${cases} får personopplysningene slettet de neste 30 dagene`, [
    `${cases} i ${notice.companyName} får personopplysningene slettet de neste 30 dagene etter foretakets regler for sletting.`,
    `Se sakene, og hold tilbake en sak som ikke skal slettes ennå: ${config.publicUrl}/settings/retention`,
    `Du får denne e-posten hver mandag fordi du er administrator for ${notice.companyName} i ${portal}.`,
  ]);
}
