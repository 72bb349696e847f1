import { type DemoDocument, type DemoEvent, demoCaseSpecs } from '@foretaksportalen/shared/demo-cases';
import { DEMO_COMPANIES, type DemoCompanyKey } from '@foretaksportalen/shared/demo-data';
import type { Database } from '../db/client.ts';
import type { BlobStore } from '../lib/blob-store/index.ts';
import type { LetterPdfContent } from '../lib/letter-pdf.ts';
import { storePdfsOnce } from '../lib/stored-pdfs.ts';
import {
  addCaseRows,
  type CaseOwner,
  type CaseSenders,
  type DescribedCase,
  emptyCaseRows,
  insertCaseRows,
  senderOf,
} from './case-rows.ts';
import type { CategoryLookup } from './demo-categories.ts';

/** A demo clerk's membership of a demo company, their person, and the name their letters are signed with. */
export interface DemoClerk {
  membershipId: string;
  personId: string;
  displayName: string;
}
/** The demo clerks by company and demo person key. */
export type DemoClerks = Record<DemoCompanyKey, Map<string, DemoClerk>>;

export interface DemoCaseOptions {
  blobs: BlobStore;
  productName: string;
  /** yyyy-MM-dd: the demo cases' dates are relative to this day. */
  today: string;
  clerks: DemoClerks;
  /** Each demo company's products and causes, seeded before the cases that have them. */
  categories: Record<DemoCompanyKey, CategoryLookup>;
}

const BLOB_FOLDER = 'demo';
/** The Superbruker who gives each demo company's cases to its clerks. */
const DISTRIBUTORS: Record<DemoCompanyKey, string> = { bank: 'siri', forsikring: 'sven' };
const GREETING = 'Med vennlig hilsen';

/** What the PDF of a demo document says: a letter with letterhead and signature, or an attachment's text. */
function pdfContent(
  spec: DescribedCase<string>,
  event: DemoEvent,
  document: DemoDocument,
  senders: CaseSenders<string>,
): LetterPdfContent {
  const { title, paragraphs } = document;
  if (!document.isLetter) return { title, paragraphs };
  const fromBody = event.direction === 'inbound';
  const signer = fromBody ? (spec.anonymizeSb ? null : spec.handlingOfficer.name) : senderOf(event, senders);
  const sender = fromBody ? senders.productName : senders.companyName;
  return {
    title,
    paragraphs,
    letter: {
      sender,
      recipient: fromBody ? senders.companyName : senders.productName,
      date: event.at.slice(0, 10),
      caseNumber: spec.caseNumber,
      signature: [GREETING, ...(signer && signer !== sender ? [signer] : []), sender],
    },
  };
}

/**
 * The demo cases (packages/shared demo-cases) as rows, with their letters and attachments as PDFs in the blob
 * store. A PDF is rendered only when its blob is missing, so resetting on the same data folder is fast.
 */
export async function seedDemoCases(
  db: Database,
  { blobs, productName, today, clerks, categories }: DemoCaseOptions,
) {
  const sendersOf = (company: DemoCompanyKey): CaseSenders<string> => ({
    companyName: DEMO_COMPANIES[company].name,
    productName,
    clerkOf(key) {
      const clerk = clerks[company].get(key);
      if (!clerk) throw new Error(`Demo person ${key} is no clerk of ${company}`);
      return clerk;
    },
  });
  const senders = { bank: sendersOf('bank'), forsikring: sendersOf('forsikring') };

  const specs = demoCaseSpecs(today);
  const stored = await storePdfsOnce(
    db,
    blobs,
    BLOB_FOLDER,
    specs.flatMap((spec) =>
      spec.events.flatMap((event) =>
        event.documents.map((document) => pdfContent(spec, event, document, senders[spec.company])),
      ),
    ),
  );
  const ownerOf = (company: DemoCompanyKey): CaseOwner<string> => ({
    ...senders[company],
    companyId: DEMO_COMPANIES[company].id,
    today,
    categoryOf: categories[company],
    distributor: DISTRIBUTORS[company],
    blobOf: (document, event, spec) => stored(pdfContent(spec, event, document, senders[company])),
  });
  const owners = { bank: ownerOf('bank'), forsikring: ownerOf('forsikring') };

  const rows = emptyCaseRows();
  for (const spec of specs) addCaseRows(rows, spec, owners[spec.company]);
  await insertCaseRows(db, rows);
}
