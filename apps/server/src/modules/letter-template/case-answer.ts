import {
  type AnswerDoc,
  answerFileName,
  fillMergeFields,
  type MergeField,
  type MergeValues,
  unfilledFields,
} from '@foretaksportalen/shared/contract/answer';
import { norwegianDate } from '@foretaksportalen/shared/demo-cases/dates';
import { DEFAULT_COUNTRY_CODE } from '@foretaksportalen/shared/limits';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { renderAnswerPdf } from '../../lib/answer-pdf.ts';
import { osloDate } from '../../lib/oslo-date.ts';
import { type CasePartyRow, readCaseParties, requireVisibleCase } from '../case/index.ts';
import { toCaseParty } from '../case-read/index.ts';
import {
  type ClerkRow,
  clerkNotFound,
  displayName,
  findCompanyClerk,
  findCompanyClerkByMembership,
} from '../clerk/index.ts';
import { requireCompany } from '../company/index.ts';
import type { AuthContext } from '../session/index.ts';

/*
 * The answer written in the portal ('Skriv tilsvar', issue 46) and the case it answers: the merge fields' values
 * of a case, and the answer as the PDF that is sent. The letter draft's module sends it with these, in its own
 * transaction; the routes here serve the editor and 'Forhåndsvis'.
 */

const countryNames = new Intl.DisplayNames(['nb'], { type: 'region' });

/** A country's Norwegian name ('Sverige'), or its code when the runtime knows none. */
function countryName(code: string) {
  try {
    return countryNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The complainer's address on one line: street (each of its lines), postal code and place, and a foreign country. */
function addressLine(party: CasePartyRow) {
  const parts = [
    ...(party.address ?? '').split(/\r?\n/),
    [party.postalCode, party.postalPlace].filter(Boolean).join(' '),
    party.countryCode && party.countryCode.toUpperCase() !== DEFAULT_COUNTRY_CODE
      ? countryName(party.countryCode)
      : '',
  ]
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

const valueOrNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Who signs and fills the Saksbehandler fields: the caller, or another clerk of the company by membership. */
async function requireSignatory(db: Database, auth: AuthContext, signatoryMembershipId?: string) {
  const clerk =
    signatoryMembershipId === undefined || signatoryMembershipId === auth.membershipId
      ? await findCompanyClerk(db, auth.companyId, auth.personId)
      : await findCompanyClerkByMembership(db, auth.companyId, signatoryMembershipId);
  if (!clerk) throw clerkNotFound();
  return clerk;
}

export interface CaseAnswerOptions {
  /** The case, as its id (CaseUid); the caller must see it (404 otherwise). */
  caseId: string;
  /** Today's date for {Dato} and the letter comes from this instant (Oslo). */
  at: Date;
  /**
   * The clerk who signs and whose name and phone fill {Saksbehandler.Navn} and {Saksbehandler.Telefon}, by
   * membership: the caller unless given (for instance, the author of a letter another clerk approves).
   */
  signatoryMembershipId?: string;
}

async function gather(db: Database, auth: AuthContext, options: CaseAnswerOptions) {
  const target = await requireVisibleCase(db, auth, options.caseId);
  const signatory = await requireSignatory(db, auth, options.signatoryMembershipId);
  const parties = await readCaseParties(db, target.id);
  const complainer = parties.find((party) => party.role === 'complainer');
  const values: MergeValues = {
    'Klager.Navn': complainer ? valueOrNull(toCaseParty(complainer).DisplayName) : null,
    'Klager.Adresse': complainer ? addressLine(complainer) : null,
    'Sak.Nummer': target.caseNumber,
    'Sak.Foretaksref': valueOrNull(target.companyCaseRef),
    'Sak.Forfall': target.dueDate ? norwegianDate(target.dueDate) : null,
    'Saksbehandler.Navn': displayName(signatory.firstName, signatory.lastName),
    'Saksbehandler.Telefon': valueOrNull(signatory.membership.phone),
    'Foretak.Navn': signatory.companyName,
    Dato: norwegianDate(osloDate(options.at)),
  };
  return { target, signatory, values };
}

/**
 * GET /api/case/{caseUid}/answer/fields: the merge fields' values of a case the caller sees, for the clerk who
 * writes (or `signatoryMembershipId`); null where the case has none, to be filled in by hand.
 */
export async function readMergeValues(
  db: Database,
  auth: AuthContext,
  options: CaseAnswerOptions,
): Promise<MergeValues> {
  return (await gather(db, auth, options)).values;
}

/** The answer as the PDF that is sent, and what the letter needs to know of it. */
export interface CaseAnswerPdf {
  bytes: Uint8Array;
  /** 'Tilsvar {Sak.Nummer}.pdf' */
  fileName: string;
  /** The merge fields the case could not fill (printed as their tokens): a letter with any is not sent. */
  unfilled: MergeField[];
  signatory: ClerkRow;
}

/**
 * The answer in a case the caller sees as the PDF that is sent: its merge fields filled from the case (those the
 * case has no value for are left, printed as their tokens, and named in `unfilled`), under the company's
 * letterhead, to the complaints body, signed by the caller (or `signatoryMembershipId`). On the caller's handle,
 * so that the letter draft's module renders it in the transaction that sends it.
 */
export async function renderCaseAnswer(
  db: Database,
  branding: Pick<Config['branding'], 'productName'>,
  auth: AuthContext,
  options: CaseAnswerOptions & { answer: AnswerDoc; subject?: string | null },
): Promise<CaseAnswerPdf> {
  const { target, signatory, values } = await gather(db, auth, options);
  const company = await requireCompany(db, auth.companyId);
  const answer = fillMergeFields(options.answer, values);
  const bytes = await renderAnswerPdf({
    company: { name: company.name, orgNum: company.orgNum },
    recipient: branding.productName,
    caseNumber: target.caseNumber,
    date: osloDate(options.at),
    subject: options.subject ?? null,
    answer,
    signatory: displayName(signatory.firstName, signatory.lastName),
  });
  return { bytes, fileName: answerFileName(target.caseNumber), unfilled: unfilledFields(answer), signatory };
}

/** The routes' side: the fields for the editor, and 'Forhåndsvis'. */
export function createCaseAnswerService({
  db,
  config,
  clock,
}: {
  db: Database;
  config: Pick<Config, 'branding'>;
  clock: () => Date;
}) {
  return {
    mergeValues: (auth: AuthContext, caseId: string) => readMergeValues(db, auth, { caseId, at: clock() }),
    preview: (auth: AuthContext, caseId: string, answer: AnswerDoc) =>
      renderCaseAnswer(db, config.branding, auth, { caseId, answer, at: clock() }),
  };
}

export type CaseAnswerService = ReturnType<typeof createCaseAnswerService>;
