import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Case, CaseParty } from '@foretaksportalen/shared/contract/case';
import { caseColumnLabels, isClosed } from '@foretaksportalen/shared/contract/case';
import { norwegianDate } from '@foretaksportalen/shared/demo-cases/dates';
import { dueText } from '@foretaksportalen/shared/due-text';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import { osloDate, osloDateTime } from '../../lib/oslo-date.ts';
import type { DocumentRow } from '../case-timeline/index.ts';
import type { InternalNoteText } from '../internal-note/index.ts';
import { CASE_FILE_TEXTS as TEXTS } from './case-file.texts.ts';

/** A document of the case file: what it is, and its bytes when they are needed. */
export interface CaseFileDocument {
  fileName: string;
  fileSize: number;
  mimeType: string;
  modified: Date;
  read(): Promise<Uint8Array>;
  open(): Readable;
}

export interface CaseFileEvent {
  /** yyyy-MM-dd in Oslo */
  day: string;
  /** dd.MM.yyyy */
  date: string;
  description: string;
  sender: string;
  documents: readonly CaseFileDocument[];
}

/** An internal note as the case file prints it (issue 46), only when the user asked for the notes. */
export interface CaseFileNote {
  /** dd.MM.yyyy HH:mm in Oslo */
  time: string;
  author: string;
  edited: boolean;
  text: string;
}

/** A titled block of the cover: label and value rows, as the case overview shows them. */
export interface CoverBlock {
  title: string;
  rows: readonly (readonly [label: string, value: string])[];
}

/** Everything the case file shows, in order. */
export interface CaseFileSource {
  caseId: string;
  cover: { portalName: string; productName: string; blocks: readonly CoverBlock[]; made: string };
  events: readonly CaseFileEvent[];
  /** The case's internal notes, oldest first, when asked for ('Ta med interne notater'); null when not. */
  notes: readonly CaseFileNote[] | null;
  /** Changes whenever anything the case file shows does: the name its PDF is kept under. */
  fingerprint: string;
}

/** Raised when the case file's layout changes, so that PDFs made before are made again. */
const LAYOUT_VERSION = 1;

const partyBlock = (title: string, party: CaseParty): CoverBlock => ({
  title,
  rows: [
    [TEXTS.name, party.DisplayName],
    [TEXTS.address, party.Address.Address ?? ''],
    [
      TEXTS.postalCodeAndPlace,
      [party.Address.PostalCode, party.Address.PostalPlace].filter(Boolean).join(' '),
    ],
    [TEXTS.phone, party.Phone.Phone ?? ''],
    [TEXTS.email, party.Email ?? ''],
    [TEXTS.reference, party.Reference ?? ''],
  ],
});

function coverBlocks(found: Case, productName: string, today: string): CoverBlock[] {
  const closed = isClosed(found.StatusCode);
  const state = [closed ? TEXTS.closed : TEXTS.open, ...(found.Archived ? [TEXTS.archived] : [])].join(', ');
  const due =
    found.DueDate === null
      ? TEXTS.none
      : found.DaysToDue === null || closed
        ? norwegianDate(found.DueDate)
        : `${norwegianDate(found.DueDate)} (${dueText(found.DaysToDue, found.DueDate, today)})`;
  const officer = found.AnonymizeSb ? null : found.User;
  const labels = caseColumnLabels(productName);
  return [
    {
      title: TEXTS.productDetails(productName),
      rows: [
        [TEXTS.caseId, found.CaseId.toUpperCase()],
        [TEXTS.status, `${found.Status} (${state})`],
        [TEXTS.dueDate, due],
        [TEXTS.handlingOfficer, officer?.DisplayName ?? ''],
        [TEXTS.phone, officer?.Phone ?? ''],
      ],
    },
    {
      title: TEXTS.companyDetails,
      rows: [
        [TEXTS.clerk, found.Clerk?.DisplayName ?? TEXTS.none],
        [labels.CompanyCaseRef, found.CompanyCaseRef ?? ''],
        [labels.CompanyNote, found.CompanyNote ?? ''],
      ],
    },
    found.Complainer
      ? partyBlock(TEXTS.complainer, found.Complainer)
      : { title: TEXTS.complainer, rows: [['', TEXTS.noComplainer]] },
    ...(found.Correspondent ? [partyBlock(TEXTS.correspondent, found.Correspondent)] : []),
  ];
}

/** dd.MM.yyyy HH:mm as Oslo's clocks show the instant. */
const osloTime = (instant: Date) => {
  const [day = '', time = ''] = osloDateTime(instant).split('T');
  return `${norwegianDate(day)} ${time.slice(0, 5)}`;
};

const toCaseFileNote = (note: InternalNoteText): CaseFileNote => ({
  time: osloTime(note.createdAt),
  author: note.author,
  edited: note.editedAt !== null,
  text: note.text,
});

/**
 * The case file of a case as the viewer sees it (GET /api/case's answer), its events oldest first, each with its
 * documents in the order the overview shows them, their bytes read or streamed from the blob store when needed;
 * with the internal notes only when they are given (the user asked for them).
 */
export function caseFileSource(input: {
  found: Case;
  documents: readonly DocumentRow[];
  notes: readonly InternalNoteText[] | null;
  branding: { portalName: string; productName: string };
  madeBy: string;
  now: Date;
  blobs: Pick<BlobStore, 'read' | 'stream'>;
}): CaseFileSource {
  const { found, branding, now, blobs } = input;
  const stored = new Map(input.documents.map((document) => [document.id, document]));
  const today = osloDate(now);
  const events = found.Events.toReversed().map((event) => {
    const day = osloDate(new Date(event.Created));
    const documents = event.Documents.flatMap((document) => {
      const row = stored.get(document.Id);
      return row ? [{ row, document }] : [];
    });
    return {
      day,
      date: norwegianDate(day),
      description: event.Description,
      sender: event.Documents[0]?.UploadedBy ?? '',
      documents,
    };
  });
  const cover = {
    portalName: branding.portalName,
    productName: branding.productName,
    blocks: coverBlocks(found, branding.productName, today),
    made: TEXTS.made(norwegianDate(today), input.madeBy),
  };
  const notes = input.notes?.map(toCaseFileNote) ?? null;
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify({
        LAYOUT_VERSION,
        cover,
        events: events.map(({ documents, ...event }) => ({
          ...event,
          documents: documents.map(({ row }) => [row.id, row.blobKey, row.fileName, row.mimeType]),
        })),
        notes,
      }),
    )
    .digest('hex');
  return {
    caseId: found.CaseId.toUpperCase(),
    cover,
    fingerprint,
    notes,
    events: events.map(({ documents, ...event }) => ({
      ...event,
      documents: documents.map(({ row }) => ({
        fileName: row.fileName,
        fileSize: row.fileSize,
        mimeType: row.mimeType,
        modified: row.createdAt,
        read: () => blobs.read(row.blobKey),
        open: () => blobs.stream(row.blobKey),
      })),
    })),
  };
}
