import { Readable } from 'node:stream';
import {
  CASE_FILE_FAILED,
  type CaseFileProgress,
  caseFileName,
} from '@foretaksportalen/shared/contract/case-file';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import { zipStream } from '../../lib/zip.ts';
import { writeAudit } from '../audit/index.ts';
import { requireVisibleCase } from '../case/index.ts';
import type { CaseReadService } from '../case-read/index.ts';
import { readCaseDocuments } from '../case-timeline/index.ts';
import { displayName, findCompanyClerk } from '../clerk/index.ts';
import type { AuthContext } from '../session/index.ts';
import { renderCaseFilePdf } from './case-file.pdf.ts';
import { type CaseFileSource, caseFileSource } from './case-file.source.ts';
import { caseFolders } from './case-file.zip.ts';

const CASE_FILE_GONE = 'Saksmappen finnes ikke lenger. Last den ned på nytt.';

/** Where a made PDF is kept: by case and by what it shows, so that an unchanged case's PDF is made once. */
const pdfBlobKey = (caseId: string, fingerprint: string) => `case-files/${caseId}/${fingerprint}.pdf`;

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

/**
 * The lines of a long piece of work as it goes: its progress as whole percents (each once), then what it
 * answers. The work runs on if the reader goes away, so that what it makes is kept for the next ask; it never
 * rejects (a failure is an answer of its own).
 */
async function* progressLines(
  work: (report: (done: number) => void) => Promise<CaseFileProgress>,
): AsyncGenerator<string> {
  const waiting: CaseFileProgress[] = [{ Progress: 0 }];
  let wake = () => {};
  let reported = 0;
  void work((done) => {
    const percent = Math.min(99, Math.floor(done * 100));
    if (percent <= reported) return;
    reported = percent;
    waiting.push({ Progress: percent });
    wake();
  }).then((last) => {
    waiting.push(last);
    wake();
  });
  for (;;) {
    const line = waiting.shift();
    if (line) {
      yield `${JSON.stringify(line)}\n`;
      if (!('Progress' in line)) return;
      continue;
    }
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
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

  /** The case file as the caller sees the case now; 404 and 403 as the case itself. */
  async function sourceFor(auth: AuthContext, caseId: string): Promise<CaseFileSource> {
    const found = await cases.getCase(auth, caseId);
    const clerk = await findCompanyClerk(db, auth.companyId, auth.personId);
    return caseFileSource({
      found,
      documents: await readCaseDocuments(db, caseId),
      branding,
      madeBy: clerk ? displayName(clerk.firstName, clerk.lastName) : '',
      now: clock(),
      blobs,
    });
  }

  async function auditDownload(auth: AuthContext, caseId: string, format: 'pdf' | 'zip') {
    await writeAudit(db, {
      actorPersonId: auth.personId,
      companyId: auth.companyId,
      action: 'case.file-downloaded',
      targetType: 'case',
      targetId: caseId,
      caseId,
      details: { format },
    });
  }

  return {
    /**
     * POST /api/casefile/{caseUid}/pdf: the PDF made (or found made) while the caller is told how far it is.
     * Answers the lines to send, once the case is known to be the caller's.
     */
    async makePdf(auth: AuthContext, caseId: string): Promise<Readable> {
      const source = await sourceFor(auth, caseId);
      const key = pdfBlobKey(caseId, source.fingerprint);
      const ready: CaseFileProgress = { Ready: `/api/casefile/${caseId}/pdf/${source.fingerprint}` };
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
      const key = pdfBlobKey(caseId, fingerprint);
      if (!(await blobs.exists(key))) throw new AppError('case-file.gone', 404, CASE_FILE_GONE);
      await auditDownload(auth, caseId, 'pdf');
      return { fileName: caseFileName(found.caseNumber.toUpperCase(), 'pdf'), content: blobs.stream(key) };
    },

    /** GET /api/casefile/{caseUid}/zip: saksmappe.pdf, then a folder per event, made while it is sent. */
    async downloadZip(auth: AuthContext, caseId: string) {
      const source = await sourceFor(auth, caseId);
      await auditDownload(auth, caseId, 'zip');
      const contents = {
        name: 'saksmappe.pdf',
        modified: clock(),
        open: () => Readable.from(once(() => renderCaseFilePdf(source, { listOnly: true }))),
      };
      return {
        fileName: caseFileName(source.caseId, 'zip'),
        archive: zipStream([contents, ...caseFolders(source)]),
      };
    },
  };
}

export type CaseFileService = ReturnType<typeof createCaseFileService>;
