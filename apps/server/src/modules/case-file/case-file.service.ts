import { Readable } from 'node:stream';
import {
  CASE_FILE_FAILED,
  type CaseFileOptions,
  type CaseFileProgress,
  caseFileName,
  caseFilePdfPath,
} from '@foretaksportalen/shared/contract/case-file';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import { progressLines } from '../../lib/progress-lines.ts';
import { zipStream } from '../../lib/zip.ts';
import { writeAudit } from '../audit/index.ts';
import { requireVisibleCase } from '../case/index.ts';
import type { CaseReadService } from '../case-read/index.ts';
import { readCaseDocuments } from '../case-timeline/index.ts';
import { displayName, findCompanyClerk } from '../clerk/index.ts';
import { readInternalNotesAsText } from '../internal-note/index.ts';
import type { AuthContext } from '../session/index.ts';
import { renderCaseFilePdf, renderInternalNotesPdf } from './case-file.pdf.ts';
import { type CaseFileSource, caseFileSource } from './case-file.source.ts';
import { CASE_FILE_TEXTS } from './case-file.texts.ts';
import { caseFolders } from './case-file.zip.ts';

const CASE_FILE_GONE = 'Saksmappen finnes ikke lenger. Last den ned på nytt.';

/**
 * Where a made PDF is kept: by case and by what it shows, so that an unchanged case's PDF is made once. One with
 * the internal notes is named so, for the audit entry of its download to say that they went with it.
 */
const pdfBlobKey = (caseId: string, fingerprint: string, internalNotes: boolean) =>
  `case-files/${caseId}/${fingerprint}${internalNotes ? '-internal-notes' : ''}.pdf`;

/**
 * Runs one job at a time in order: a PDF of a large case holds its documents' pages in memory while it is made,
 * so a process makes one at a time and the next waits.
 */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <Result>(job: () => Promise<Result>) => {
    const run = last.then(job, job);
    last = run.catch(() => {});
    return run;
  };
}

/** The bytes made when they are first asked for, as a stream's one chunk. */
async function* once(make: () => Promise<Uint8Array>) {
  yield await make();
}

export function createCaseFileService(deps: {
  db: Database;
  blobs: BlobStore;
  cases: CaseReadService;
  branding: { portalName: string; productName: string };
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, blobs, cases, branding, clock, log } = deps;
  const rendering = oneAtATime();

  /**
   * The case file as the caller sees the case now; 404 and 403 as the case itself. The internal notes only when
   * asked for: they are the company's own, and a case file is often sent on.
   */
  async function sourceFor(
    auth: AuthContext,
    caseId: string,
    options: CaseFileOptions,
  ): Promise<CaseFileSource> {
    const found = await cases.getCase(auth, caseId);
    const clerk = await findCompanyClerk(db, auth.companyId, auth.personId);
    return caseFileSource({
      found,
      documents: await readCaseDocuments(db, caseId),
      notes: options.internalNotes ? await readInternalNotesAsText(db, auth.companyId, caseId) : null,
      branding,
      madeBy: clerk ? displayName(clerk.firstName, clerk.lastName) : '',
      now: clock(),
      blobs,
    });
  }

  async function auditDownload(
    auth: AuthContext,
    caseId: string,
    format: 'pdf' | 'zip',
    internalNotes: boolean,
  ) {
    await writeAudit(db, {
      actorPersonId: auth.personId,
      companyId: auth.companyId,
      action: 'case.file-downloaded',
      targetType: 'case',
      targetId: caseId,
      caseId,
      details: { format, ...(internalNotes && { internalNotes }) },
    });
  }

  return {
    /**
     * POST /api/casefile/{caseUid}/pdf: the PDF made (or found made) while the caller is told how far it is.
     * Answers the lines to send, once the case is known to be the caller's.
     */
    async makePdf(auth: AuthContext, caseId: string, options: CaseFileOptions): Promise<Readable> {
      const source = await sourceFor(auth, caseId, options);
      const key = pdfBlobKey(caseId, source.fingerprint, source.notes !== null);
      const ready: CaseFileProgress = { Ready: `${caseFilePdfPath(caseId)}/${source.fingerprint}` };
      return Readable.from(
        progressLines(async (report) => {
          try {
            if (await blobs.exists(key)) return ready;
            await rendering(async () => {
              if (await blobs.exists(key)) return;
              await blobs.put(key, await renderCaseFilePdf(source, { onProgress: report }));
            });
            return ready;
          } catch (error) {
            log.error({ err: error, caseId }, 'Making the case file PDF failed');
            return { Failed: CASE_FILE_FAILED };
          }
        }),
      );
    },

    /** GET /api/casefile/{caseUid}/pdf/{fileId}: a PDF made before, while it is kept. */
    async downloadPdf(auth: AuthContext, caseId: string, fingerprint: string) {
      const found = await requireVisibleCase(db, auth, caseId);
      // The fingerprint covers the notes too: at most one of the two is kept.
      let internalNotes = false;
      let key = pdfBlobKey(caseId, fingerprint, internalNotes);
      if (!(await blobs.exists(key))) {
        internalNotes = true;
        key = pdfBlobKey(caseId, fingerprint, internalNotes);
        if (!(await blobs.exists(key))) throw new AppError('case-file.gone', 404, CASE_FILE_GONE);
      }
      await auditDownload(auth, caseId, 'pdf', internalNotes);
      return { fileName: caseFileName(found.caseNumber.toUpperCase(), 'pdf'), content: blobs.stream(key) };
    },

    /**
     * GET /api/casefile/{caseUid}/zip: saksmappe.pdf, the internal notes' PDF when asked for, then a folder per
     * event, made while it is sent.
     */
    async downloadZip(auth: AuthContext, caseId: string, options: CaseFileOptions) {
      const source = await sourceFor(auth, caseId, options);
      await auditDownload(auth, caseId, 'zip', source.notes !== null);
      const contents = {
        name: 'saksmappe.pdf',
        modified: clock(),
        open: () => Readable.from(once(() => renderCaseFilePdf(source, { listOnly: true }))),
      };
      const { notes } = source;
      const notesFile = notes && {
        name: CASE_FILE_TEXTS.internalNotesFileName,
        modified: clock(),
        open: () => Readable.from(once(() => renderInternalNotesPdf({ ...source, notes }))),
      };
      return {
        fileName: caseFileName(source.caseId, 'zip'),
        archive: zipStream([contents, ...(notesFile ? [notesFile] : []), ...caseFolders(source)]),
      };
    },
  };
}

export type CaseFileService = ReturnType<typeof createCaseFileService>;
