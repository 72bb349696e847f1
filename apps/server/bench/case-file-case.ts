import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_COMPANIES } from '@foretaksportalen/shared/demo-data';
import { PDFDocument } from 'pdf-lib';
import { caseEvents, caseParties, cases, documents } from '../src/db/schema.ts';
import { renderLetterPdf } from '../src/lib/letter-pdf.ts';
import type { BenchPortal } from './bench-portal.ts';

const KB = 1024;

/**
 * The bytes of a JPEG as pdf-lib and a PDF see them: its start and frame header (2480 × 3508, an A4 scan at
 * 300 dpi), then incompressible bytes as a photo's are. No viewer could draw it; the case file only carries it.
 */
function scanJpeg(size: number) {
  const header = Buffer.from([
    0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0d, 0xb4, 0x09, 0xb0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11,
    0x01, 0x03, 0x11, 0x01,
  ]);
  return Buffer.concat([header, randomBytes(size - header.length - 2), Buffer.from([0xff, 0xd9])]);
}

/** A scanned letter: one A4 page that is one JPEG. */
async function scanPdf(size: number) {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(scanJpeg(size));
  pdf.addPage([595.28, 841.89]).drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  return pdf.save();
}

const text = (size: number) =>
  Buffer.from('Blåbærsyltetøy og en klage på reiseforsikringen. '.repeat(size / 50));

/** What each event's three attachments are, in turn: scans mostly, photos, and now and then a text or a DOCX. */
const ATTACHMENTS = [
  { kind: 'scan', fileName: 'skannet vedlegg.pdf', mimeType: 'application/pdf', size: 1200 * KB },
  { kind: 'photo', fileName: 'bilde.jpg', mimeType: 'image/jpeg', size: 700 * KB },
  { kind: 'scan', fileName: 'kvittering.pdf', mimeType: 'application/pdf', size: 1200 * KB },
  { kind: 'text', fileName: 'notat.txt', mimeType: 'text/plain', size: 10 * KB },
  {
    kind: 'docx',
    fileName: 'avtale.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 300 * KB,
  },
] as const;

/**
 * A case of the bank with 50 letters of the complaints body and the company, each a two-page letter PDF with
 * three attachments (200 documents, about 100 MB): what a large complaint case looks like when it closes.
 * Answers the case's id and the documents' total size.
 */
export async function insertCaseFileCase(portal: BenchPortal, letters = 50) {
  const blobs = new Map<string, { key: string; size: number }>();
  async function stored(name: string, make: () => Promise<Uint8Array> | Uint8Array) {
    const known = blobs.get(name);
    if (known) return known;
    const bytes = await make();
    const key = `bench/${randomUUID()}`;
    await portal.blobs.put(key, Buffer.from(bytes));
    const blob = { key, size: bytes.length };
    blobs.set(name, blob);
    return blob;
  }
  const letter = await stored('letter', () =>
    renderLetterPdf({
      title: 'Tilsvar i klagesaken',
      paragraphs: Array.from({ length: 40 }, () => text(400).toString()),
      letter: {
        sender: 'Eksempel Bank ASA',
        recipient: 'Klagenemnda',
        date: '2026-01-05',
        caseNumber: 'BENCH',
        signature: ['Med vennlig hilsen', 'Kari Nordmann'],
      },
    }),
  );
  const attachments = await Promise.all(
    ATTACHMENTS.map(async (attachment) => ({
      ...attachment,
      blob: await stored(attachment.kind, () => {
        if (attachment.kind === 'scan') return scanPdf(attachment.size);
        if (attachment.kind === 'photo') return scanJpeg(attachment.size);
        if (attachment.kind === 'text') return text(attachment.size);
        return randomBytes(attachment.size);
      }),
    })),
  );

  const caseId = randomUUID();
  const start = Date.UTC(2026, 0, 5, 9);
  let totalBytes = 0;
  await portal.db.transaction(async (tx) => {
    await tx.insert(cases).values({
      id: caseId,
      companyId: DEMO_COMPANIES.bank.id,
      caseNumber: `MAPPE-2026-${caseId.slice(0, 6)}`,
      status: 'Under behandling',
      statusCode: 'UNDER_BEHANDLING',
      lastEventAt: new Date(start + letters * 3_600_000),
    });
    await tx
      .insert(caseParties)
      .values({ caseId, role: 'complainer', firstName: 'Åse', lastName: 'Ødegård' });
    const events = Array.from({ length: letters }, (_, index) => ({
      id: randomUUID(),
      caseId,
      companyId: DEMO_COMPANIES.bank.id,
      direction: index % 2 === 0 ? ('inbound' as const) : ('outbound' as const),
      description:
        index % 2 === 0 ? `Brev fra nemnda ${index + 1}` : `Brev fra foretaket: Tilsvar ${index + 1}`,
      createdAt: new Date(start + index * 3_600_000),
    }));
    await tx.insert(caseEvents).values(events);
    const rows = events.flatMap((event, index) =>
      [
        { fileName: `${event.description}.pdf`, mimeType: 'application/pdf', blob: letter, isLetter: true },
        ...[0, 1, 2].map((position) => {
          const attachment = attachments[(index * 3 + position) % attachments.length] ?? attachments[0];
          if (!attachment) throw new Error('No attachments');
          return { ...attachment, isLetter: false };
        }),
      ].map((document, sortOrder) => ({
        caseId,
        caseEventId: event.id,
        fileName: document.fileName,
        mimeType: document.mimeType,
        fileSize: document.blob.size,
        blobKey: document.blob.key,
        isLetter: document.isLetter,
        uploadedBy: event.direction === 'inbound' ? 'Klagenemnda' : 'Kari Nordmann',
        sortOrder,
        createdAt: event.createdAt,
      })),
    );
    totalBytes = rows.reduce((sum, row) => sum + row.fileSize, 0);
    await tx.insert(documents).values(rows);
  });
  return { caseId, documents: letters * 4, totalBytes };
}
