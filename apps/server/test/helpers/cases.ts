import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_COMPANIES, type DemoCompanyKey } from '@foretaksportalen/shared/demo-data';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { onTestFinished } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { caseEvents, caseParties, cases, documents } from '../../src/db/schema.ts';
import { type BlobStore, createFolderBlobStore } from '../../src/lib/blob-store/index.ts';
import { companyClerkOf, createTestApp, type DemoPersonKey } from './test-app.ts';

/**
 * A test app whose document blobs live in a temporary folder of its own, removed when the test ends, and that
 * blob store for fixtures. Call it inside a test.
 */
export async function createCaseTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const blobDir = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-case-blobs-'));
  onTestFinished(() => rm(blobDir, { recursive: true, force: true }));
  const context = await createTestApp({ ...options, config: { ...options.config, blobDir } });
  return { ...context, blobs: createFolderBlobStore(blobDir) };
}

export type CaseTestContext = Awaited<ReturnType<typeof createCaseTestApp>>;

/** A small valid PDF with one line of text on each page. */
export async function testPdf(text: string, pages = 1) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) {
    pdf.addPage([300, 200]).drawText(`${text} (side ${page})`, { x: 20, y: 100, size: 12, font });
  }
  return pdf.save();
}

export interface TestDocument {
  fileName: string;
  /** Defaults to application/pdf with a PDF of `pages` pages. */
  mimeType?: string;
  content?: Uint8Array;
  pages?: number;
  isLetter?: boolean;
}

export interface TestEvent {
  description?: string;
  direction?: 'inbound' | 'outbound';
  /** Only a letter from the complaints body can be unread. */
  isRead?: boolean;
  /** The demo clerk who sent a company letter (outbound); none by default. */
  sentBy?: DemoPersonKey;
  createdAt?: Date;
  deleteBefore?: Date;
  documents?: TestDocument[];
}

export interface TestCase {
  company?: DemoCompanyKey;
  caseNumber?: string;
  status?: string;
  statusCode?: string;
  /** The demo clerk whose membership of the company has the case; none by default. */
  clerk?: DemoPersonKey | null;
  /** Defaults to whether the case has a clerk. */
  everAssigned?: boolean;
  archived?: boolean;
  dueDate?: string | null;
  companyCaseRef?: string | null;
  companyNote?: string | null;
  anonymizeSb?: boolean;
  handlingOfficer?: { name: string; phone: string | null } | null;
  complainer?: TestParty | null;
  correspondent?: TestParty | null;
  /** Oldest first. */
  events?: TestEvent[];
  /** When the case came; now by default. */
  createdAt?: Date;
  /** When a closed case was closed; now by default (the database's rule, migration 0017). */
  closedAt?: Date;
}

export interface TestParty {
  firstName: string | null;
  lastName: string | null;
  isFirm?: boolean;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  postalCode?: string | null;
  postalPlace?: string | null;
  /** ISO 3166 alpha-2; none (Norway, as the forms take it) by default. */
  countryCode?: string | null;
  reference?: string | null;
}

export const OPEN_STATUS = { status: 'Under behandling', statusCode: 'UNDER_BEHANDLING' };
export const CLOSED_STATUS = { status: 'Avsluttet', statusCode: 'AVSLUTTET' };

let caseSequence = 0;

/**
 * Inserts a case with its parties, events and documents (their bytes in the blob store), keeping the case's
 * last event and unread count as the events say, as the portal does.
 */
export async function insertTestCase(db: Database, blobs: BlobStore, spec: TestCase = {}) {
  const company = spec.company ?? 'bank';
  const clerkMembershipId = spec.clerk ? (await companyClerkOf({ db }, spec.clerk, company)).Id : null;
  const events = (spec.events ?? []).map((event, index) => ({
    ...event,
    id: randomUUID(),
    createdAt: event.createdAt ?? new Date(Date.UTC(2026, 9, 1 + index, 10)),
  }));
  const [created] = await db
    .insert(cases)
    .values({
      companyId: DEMO_COMPANIES[company].id,
      caseNumber: spec.caseNumber ?? `TEST-2026-${String(++caseSequence).padStart(5, '0')}`,
      status: spec.status ?? OPEN_STATUS.status,
      statusCode: spec.statusCode ?? OPEN_STATUS.statusCode,
      archived: spec.archived ?? false,
      anonymizeSb: spec.anonymizeSb ?? false,
      handlingOfficerName: spec.handlingOfficer?.name ?? null,
      handlingOfficerPhone: spec.handlingOfficer?.phone ?? null,
      dueDate: spec.dueDate ?? null,
      clerkMembershipId,
      everAssigned: spec.everAssigned ?? clerkMembershipId !== null,
      companyCaseRef: spec.companyCaseRef ?? null,
      companyNote: spec.companyNote ?? null,
      lastEventAt: events.at(-1)?.createdAt ?? null,
      unreadCount: events.filter((event) => event.isRead === false).length,
      ...(spec.createdAt && { createdAt: spec.createdAt }),
      closedAt: spec.closedAt ?? null,
    })
    .returning();
  if (!created) throw new Error('The test case was not created');

  for (const [role, party] of [
    [
      'complainer',
      spec.complainer === undefined ? { firstName: 'Per', lastName: 'Klagesen' } : spec.complainer,
    ],
    ['correspondent', spec.correspondent ?? null],
  ] as const) {
    if (party) await db.insert(caseParties).values({ caseId: created.id, role, ...party });
  }

  const insertedEvents = [];
  for (const event of events) {
    await db.insert(caseEvents).values({
      id: event.id,
      caseId: created.id,
      companyId: created.companyId,
      direction: event.direction ?? 'inbound',
      description: event.description ?? 'Brev fra nemnda',
      isRead: event.isRead ?? true,
      deleteBefore: event.deleteBefore ?? null,
      createdByMembershipId: event.sentBy ? (await companyClerkOf({ db }, event.sentBy, company)).Id : null,
      createdAt: event.createdAt,
    });
    const insertedDocuments = [];
    for (const [sortOrder, document] of (event.documents ?? []).entries()) {
      const id = randomUUID();
      const bytes = document.content ?? (await testPdf(document.fileName, document.pages));
      const blobKey = `cases/${created.id}/${id}`;
      await blobs.put(blobKey, bytes);
      await db.insert(documents).values({
        id,
        caseId: created.id,
        caseEventId: event.id,
        fileName: document.fileName,
        mimeType: document.mimeType ?? 'application/pdf',
        fileSize: bytes.length,
        blobKey,
        isLetter: document.isLetter ?? false,
        uploadedBy: 'Klagenemnda',
        sortOrder,
        createdAt: event.createdAt,
      });
      insertedDocuments.push({ id, fileName: document.fileName, bytes });
    }
    insertedEvents.push({ id: event.id, documents: insertedDocuments });
  }
  return { ...created, events: insertedEvents };
}

export type InsertedCase = Awaited<ReturnType<typeof insertTestCase>>;

/** The case's version as stored now: what a clerk who has just loaded it sends with an edit (PATCH). */
export async function caseVersion(db: Database, caseId: string) {
  const [row] = await db.select({ version: cases.version }).from(cases).where(eq(cases.id, caseId));
  if (!row) throw new Error(`No case ${caseId}`);
  return row.version;
}
