import type { Readable } from 'node:stream';
import type { PersonRole } from '@foretaksportalen/shared/contract/personal-data';
import { norwegianDate } from '@foretaksportalen/shared/demo-cases/dates';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import { osloDate } from '../../lib/oslo-date.ts';
import { safeEntryName, uniqueNames } from '../../lib/zip.ts';
import { readCaseParties } from '../case/index.ts';
import { readCaseDocuments, readCaseEvents } from '../case-timeline/index.ts';
import { readInternalNotesAsText } from '../internal-note/index.ts';
import type { PersonCaseRow } from './personal-data.repository.ts';
import { EXPORT_TEXTS } from './personal-data.texts.ts';

/**
 * What the ZIP of a person's data holds (issue 48, art. 15): the cover letter's content, the machine-readable
 * record of every field held about the person in each case, and the documents of those cases with their place in
 * the ZIP. The JSON is the person's own format: its field names are documented here and stay as they are.
 */

/** One of the person's parties in a case: every field the portal keeps of it. */
export interface PartyRecord {
  Role: PersonRole;
  IsFirm: boolean;
  FirstName: string | null;
  LastName: string | null;
  Email: string | null;
  Phone: string | null;
  PhoneCountryCode: string | null;
  Address: string | null;
  PostalCode: string | null;
  PostalPlace: string | null;
  CountryCode: string | null;
  Reference: string | null;
  /** Whether the portal holds the national id, which it does only as a keyed hash that cannot be read back. */
  NationalIdHeld: boolean;
}

export interface DocumentRecord {
  FileName: string;
  MimeType: string;
  FileSize: number;
  /** Where the document is in the ZIP. */
  Path: string;
}

export interface EventRecord {
  At: string;
  /** 'FromComplaintsBody': a letter to the company; 'FromCompany': the company's registration or letter. */
  Direction: 'FromComplaintsBody' | 'FromCompany';
  Description: string;
  Subject: string | null;
  Content: string | null;
  Documents: DocumentRecord[];
}

export interface NoteRecord {
  At: string;
  Edited: boolean;
  Text: string;
}

export interface CaseRecord {
  CaseId: string;
  Roles: PersonRole[];
  Status: string;
  Registered: string;
  ClosedAt: string | null;
  Archived: boolean;
  PersonalDataDeletedAt: string | null;
  Person: PartyRecord[];
  Events: EventRecord[];
  InternalNotes: NoteRecord[];
}

/** personopplysninger.json */
export interface PersonalDataRecord {
  Made: string;
  Company: { Name: string; OrgNum: string };
  IdentifiedBy: 'NationalId' | 'NameAndEmail';
  Cases: CaseRecord[];
}

export interface CoverSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** The cover letter (Innsyn.pdf), as text. */
export interface CoverContent {
  portalName: string;
  title: string;
  subtitle: string;
  lines: readonly string[];
  sections: readonly CoverSection[];
}

export interface ExportDocument {
  folder: string;
  name: string;
  fileSize: number;
  modified: Date;
  open(): Readable;
}

export interface PersonalDataExportSource {
  cover: CoverContent;
  record: PersonalDataRecord;
  documents: readonly ExportDocument[];
}

/** The longest name a document gets in its case's folder: well within what the zip writer would cut to. */
const DOCUMENT_NAME_MAX = 150;

type CompanyRow = {
  name: string;
  orgNum: string;
  emailAddress: string | null;
  retentionMonths: number | null;
};

export type PersonIdentification = { by: 'NationalId' } | { by: 'NameAndEmail'; name: string; email: string };

/** The documents of a case under their names in its folder: `{yyyy-MM-dd} {file name}`, unique. */
function documentNames(documents: readonly { fileName: string; createdAt: Date }[]) {
  return uniqueNames(
    documents.map((document) => safeEntryName(`${osloDate(document.createdAt)} ${document.fileName}`)),
    DOCUMENT_NAME_MAX,
  );
}

/** One case as the person's record has it, and its documents as the ZIP has them. */
async function caseRecord(
  db: Database,
  blobs: Pick<BlobStore, 'stream'>,
  companyId: string,
  found: PersonCaseRow,
): Promise<{ record: CaseRecord; documents: ExportDocument[] }> {
  const caseId = found.caseNumber.toUpperCase();
  const roles = new Set<string>(found.roles);
  const [parties, events, documents, notes] = await Promise.all([
    readCaseParties(db, found.id),
    readCaseEvents(db, found.id),
    readCaseDocuments(db, found.id),
    readInternalNotesAsText(db, companyId, found.id),
  ]);
  const folder = safeEntryName(EXPORT_TEXTS.caseFolder(caseId));
  const names = documentNames(documents);
  const exported = documents.map((document, index) => ({
    row: document,
    folder,
    name: names[index] ?? document.fileName,
  }));
  const record: CaseRecord = {
    CaseId: caseId,
    Roles: found.roles,
    Status: found.status,
    Registered: found.createdAt.toISOString(),
    ClosedAt: found.closedAt?.toISOString() ?? null,
    Archived: found.archived,
    PersonalDataDeletedAt: found.personalDataDeletedAt?.toISOString() ?? null,
    Person: parties
      .filter((party) => roles.has(party.role))
      .map((party) => ({
        Role: party.role,
        IsFirm: party.isFirm,
        FirstName: party.firstName,
        LastName: party.lastName,
        Email: party.email,
        Phone: party.phone,
        PhoneCountryCode: party.phoneCountryCode,
        Address: party.address,
        PostalCode: party.postalCode,
        PostalPlace: party.postalPlace,
        CountryCode: party.countryCode,
        Reference: party.reference,
        NationalIdHeld: party.nationalIdHash !== null,
      })),
    Events: events.toReversed().map((event) => ({
      At: event.createdAt.toISOString(),
      Direction: event.direction === 'inbound' ? 'FromComplaintsBody' : 'FromCompany',
      Description: event.description,
      Subject: event.subject,
      Content: event.content,
      Documents: exported
        .filter(({ row }) => row.caseEventId === event.id)
        .map(({ row, name }) => ({
          FileName: row.fileName,
          MimeType: row.mimeType,
          FileSize: row.fileSize,
          Path: `${folder}/${name}`,
        })),
    })),
    InternalNotes: notes.map((note) => ({
      At: note.createdAt.toISOString(),
      Edited: note.editedAt !== null,
      Text: note.text,
    })),
  };
  return {
    record,
    documents: exported.map(({ row, folder: inFolder, name }) => ({
      folder: inFolder,
      name,
      fileSize: row.fileSize,
      modified: row.createdAt,
      open: () => blobs.stream(row.blobKey),
    })),
  };
}

/** The cover letter: who it is from and about, then the items of art. 15 in order. */
function coverContent(input: {
  company: CompanyRow;
  portalName: string;
  productName: string;
  identification: PersonIdentification;
  cases: readonly CaseRecord[];
  madeBy: string;
  today: string;
}): CoverContent {
  const { company, productName, identification, cases } = input;
  return {
    portalName: input.portalName,
    title: EXPORT_TEXTS.title,
    subtitle: EXPORT_TEXTS.subtitle,
    lines: [
      EXPORT_TEXTS.from(company.name, company.orgNum),
      EXPORT_TEXTS.made(norwegianDate(input.today), input.madeBy),
    ],
    sections: [
      {
        heading: EXPORT_TEXTS.whoHeading,
        paragraphs: [
          identification.by === 'NationalId'
            ? EXPORT_TEXTS.whoByNationalId
            : EXPORT_TEXTS.whoByNameAndEmail(identification.name, identification.email),
        ],
      },
      {
        heading: EXPORT_TEXTS.heldHeading,
        paragraphs: [
          cases.length === 0 ? EXPORT_TEXTS.heldNone : EXPORT_TEXTS.held(cases.length, productName),
        ],
        bullets: cases.map((found) =>
          EXPORT_TEXTS.caseLine(
            found.CaseId,
            found.Roles,
            found.Status,
            norwegianDate(osloDate(new Date(found.Registered))),
          ),
        ),
      },
      { heading: EXPORT_TEXTS.purposeHeading, paragraphs: [EXPORT_TEXTS.purpose(productName)] },
      { heading: EXPORT_TEXTS.recipientsHeading, paragraphs: [EXPORT_TEXTS.recipients(productName)] },
      {
        heading: EXPORT_TEXTS.retentionHeading,
        paragraphs: [
          company.retentionMonths === null
            ? EXPORT_TEXTS.retentionNone
            : EXPORT_TEXTS.retention(company.retentionMonths),
        ],
      },
      { heading: EXPORT_TEXTS.sourceHeading, paragraphs: [EXPORT_TEXTS.source(productName)] },
      {
        heading: EXPORT_TEXTS.rightsHeading,
        paragraphs: [EXPORT_TEXTS.contact(company.name, company.emailAddress)],
        bullets: EXPORT_TEXTS.rights,
      },
      { heading: EXPORT_TEXTS.contentsHeading, paragraphs: [], bullets: EXPORT_TEXTS.contents },
    ],
  };
}

/**
 * Everything the export of a person's data holds, read case by case; `onCase` is told as each is read. The
 * documents' bytes are streamed from the blob store only as the ZIP is written.
 */
export async function personalDataExportSource(input: {
  db: Database;
  blobs: Pick<BlobStore, 'stream'>;
  companyId: string;
  company: CompanyRow;
  branding: { portalName: string; productName: string };
  identification: PersonIdentification;
  found: readonly PersonCaseRow[];
  madeBy: string;
  now: Date;
  onCase?: (done: number) => void;
}): Promise<PersonalDataExportSource> {
  const records: CaseRecord[] = [];
  const documents: ExportDocument[] = [];
  for (const [index, found] of input.found.entries()) {
    const read = await caseRecord(input.db, input.blobs, input.companyId, found);
    records.push(read.record);
    documents.push(...read.documents);
    input.onCase?.(index + 1);
  }
  return {
    cover: coverContent({
      company: input.company,
      portalName: input.branding.portalName,
      productName: input.branding.productName,
      identification: input.identification,
      cases: records,
      madeBy: input.madeBy,
      today: osloDate(input.now),
    }),
    record: {
      Made: input.now.toISOString(),
      Company: { Name: input.company.name, OrgNum: input.company.orgNum },
      IdentifiedBy: input.identification.by,
      Cases: records,
    },
    documents,
  };
}
