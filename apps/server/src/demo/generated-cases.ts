import { randomInt } from 'node:crypto';
import { canCreateCases, canDistributeCases, canSeeCases } from '@foretaksportalen/shared/access-levels';
import { caseSequence, formatCaseNumber } from '@foretaksportalen/shared/case-number';
import {
  type DemoDocument,
  type DemoEvent,
  demoCaseCreatedAt,
  randomCase,
} from '@foretaksportalen/shared/demo-cases';
import { seededRandom } from '@foretaksportalen/shared/demo-cases/seeded-random';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cases, companies, memberships, persons, roles } from '../db/schema.ts';
import type { BlobStore } from '../lib/blob-store/index.ts';
import type { LetterPdfContent } from '../lib/letter-pdf.ts';
import { storePdfsOnce } from '../lib/stored-pdfs.ts';
import { writeAudit } from '../modules/audit/index.ts';
import { displayName } from '../modules/clerk/index.ts';
import { addCaseRows, type CaseOwner, emptyCaseRows, insertCaseRows } from './case-rows.ts';
import { companyCategoryLookup } from './demo-categories.ts';

export const MAX_GENERATED_CASES = 100_000;
/** Generated cases are made and inserted this many at a time, so memory stays flat for any count. */
const CHUNK = 1000;
const MAX_EVENTS = 4;
const MAX_DOCUMENTS_PER_EVENT = 2;
const BLOB_FOLDER = 'generated';

export interface GenerateCasesOptions {
  companyId: string;
  count: number;
  blobs: BlobStore;
  productName: string;
  /** yyyy-MM-dd: the cases' dates are relative to this day. */
  today: string;
}

/** The first and last case number made in each year of creation. */
export type GeneratedNumbers = Map<string, { first: string; last: string }>;

/**
 * The company's enabled clerks who can have cases, those of them who may register cases, and one who gives them
 * their cases (null when none may).
 */
async function caseStaff(db: Database, companyId: string) {
  const rows = await db
    .select({
      membershipId: memberships.id,
      personId: memberships.personId,
      firstName: persons.firstName,
      lastName: persons.lastName,
      accessLevel: roles.accessLevel,
    })
    .from(memberships)
    .innerJoin(persons, eq(persons.id, memberships.personId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.disabled, false)));
  const withCases = rows.filter((row) => canSeeCases(row.accessLevel));
  return {
    clerks: new Map(
      withCases.map((row) => [
        row.membershipId,
        {
          membershipId: row.membershipId,
          personId: row.personId,
          displayName: displayName(row.firstName, row.lastName),
        },
      ]),
    ),
    registrars: withCases.filter((row) => canCreateCases(row.accessLevel)).map((row) => row.membershipId),
    distributor: withCases.find((row) => canDistributeCases(row.accessLevel))?.membershipId ?? null,
  };
}

/** The highest sequence of each year among the company's case numbers: generated numbers continue from there. */
async function lastSequences(db: Database, companyId: string, prefix: string) {
  const rows = await db
    .select({ caseNumber: cases.caseNumber })
    .from(cases)
    .where(and(eq(cases.companyId, companyId), like(cases.caseNumber, `${prefix}-%`)));
  const last = new Map<string, number>();
  for (const { caseNumber } of rows) {
    const year = caseNumber.slice(prefix.length + 1, prefix.length + 5);
    const sequence = caseSequence(caseNumber, prefix, year);
    if (sequence !== null && sequence > (last.get(year) ?? 0)) last.set(year, sequence);
  }
  return last;
}

/** The few PDFs every generated document shares: a letter from each side and an attachment. */
function genericPdfs(productName: string, companyName: string) {
  const note = 'Dokumentet hører til en generert sak, laget for ytelsestester og for å prøve store lister.';
  const pdf = (title: string): LetterPdfContent => ({ title, paragraphs: [note] });
  const inbound = pdf(`Brev fra ${productName}`);
  const outbound = pdf(`Brev fra ${companyName}`);
  const attachment = pdf('Vedlegg');
  return {
    all: [inbound, outbound, attachment],
    of(document: DemoDocument, event: DemoEvent<unknown>) {
      if (!document.isLetter) return attachment;
      return event.direction === 'inbound' ? inbound : outbound;
    },
  };
}

/**
 * Makes `count` extra cases for a company, in one transaction: each with a complainer, one to four events with
 * realistic dates and up to two documents per event (a few shared PDFs), statuses, due dates, the company's
 * clerks or none, the entries of each case's history, and case numbers that continue the company's sequence of
 * each year. The audit log records how many.
 */
export async function generateCases(db: Database, options: GenerateCasesOptions): Promise<GeneratedNumbers> {
  const { companyId, count, blobs, productName, today } = options;
  return db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw new Error(`No company ${companyId}`);
    const { clerks, registrars, distributor } = await caseStaff(tx, companyId);
    const clerkIds = [...clerks.keys()];
    const pdfs = genericPdfs(productName, company.name);
    const stored = await storePdfsOnce(tx, blobs, BLOB_FOLDER, pdfs.all);
    const owner: CaseOwner<string> = {
      companyId,
      today,
      categoryOf: await companyCategoryLookup(tx, companyId),
      companyName: company.name,
      productName,
      distributor,
      clerkOf(membershipId) {
        const clerk = clerks.get(membershipId);
        if (!clerk) throw new Error(`No clerk ${membershipId} in ${company.name}`);
        return clerk;
      },
      blobOf: (document, event) => stored(pdfs.of(document, event)),
    };

    const random = seededRandom(randomInt(2 ** 31));
    const staff = {
      pickClerk: () => (clerkIds.length === 0 || random.chance(0.3) ? null : random.pick(clerkIds)),
      registrars,
    };
    const sequences = await lastSequences(tx, companyId, company.casePrefix);
    const numbers: GeneratedNumbers = new Map();
    for (let made = 0; made < count; made += CHUNK) {
      const rows = emptyCaseRows();
      for (let index = made; index < Math.min(count, made + CHUNK); index++) {
        const generated = randomCase(random, { today, companyName: company.name, staff });
        const events = generated.events.slice(-MAX_EVENTS).map((event) => ({
          ...event,
          documents: event.documents.slice(0, MAX_DOCUMENTS_PER_EVENT),
        }));
        const year = demoCaseCreatedAt({ events }).slice(0, 4);
        const sequence = (sequences.get(year) ?? 0) + 1;
        sequences.set(year, sequence);
        const caseNumber = formatCaseNumber(company.casePrefix, year, sequence);
        numbers.set(year, { first: numbers.get(year)?.first ?? caseNumber, last: caseNumber });
        addCaseRows(rows, { ...generated, events, caseNumber }, owner);
      }
      await insertCaseRows(tx, rows);
    }
    await writeAudit(tx, {
      companyId,
      action: 'cases.generated',
      targetType: 'company',
      targetId: companyId,
      details: { count },
    });
    return numbers;
  });
}
