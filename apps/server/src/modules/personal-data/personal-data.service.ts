import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  PERSONAL_DATA_PATHS,
  PERSONAL_DATA_TEXTS,
  type PersonalDataExportProgress,
  type PersonSearchResult,
  personalDataExportFileName,
} from '@foretaksportalen/shared/contract/personal-data';
import { norwegianDate } from '@foretaksportalen/shared/demo-cases/dates';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import { osloDate } from '../../lib/oslo-date.ts';
import { progressLines } from '../../lib/progress-lines.ts';
import { type ZipEntry, zipStream } from '../../lib/zip.ts';
import { writeAudit } from '../audit/index.ts';
import { displayName, findCompanyClerk } from '../clerk/index.ts';
import { requireCompany } from '../company/index.ts';
import type { AuthContext } from '../session/index.ts';
import { findPersonCases, type PersonQueryInput } from './find-person-cases.ts';
import { toPersonCase } from './personal-data.presenter.ts';
import { EXPORT_TEXTS } from './personal-data.texts.ts';
import { renderCoverPdf } from './personal-data-export.pdf.ts';
import {
  type PersonalDataExportSource,
  type PersonIdentification,
  personalDataExportSource,
} from './personal-data-export.source.ts';

/** The part of the progress that reading the cases takes; writing their documents into the ZIP is the rest. */
const READING_SHARE = 0.1;

/**
 * Where a made export waits for its download: the company's and the maker's own, so that nobody else can fetch it.
 * No row refers to it, so the blob store's sweep removes it once its grace period is over (an hour or two after it
 * was made): long enough to fetch it again should a download break off, and no longer.
 */
const exportBlobKey = (auth: AuthContext, exportId: string) =>
  `personal-data-exports/${auth.companyId}/${auth.personId}/${exportId}.zip`;

const identificationOf = (query: PersonQueryInput): PersonIdentification =>
  query.By === 'NationalId'
    ? { by: 'NationalId' }
    : { by: 'NameAndEmail', name: `${query.FirstName} ${query.LastName}`, email: query.Email };

/** The bytes made when they are first asked for, as a stream's one chunk. */
async function* once(make: () => Promise<Uint8Array>) {
  yield await make();
}

/**
 * The ZIP's entries: the cover letter, the JSON record and the documents case by case, `report` told as each
 * document starts, by the bytes before it.
 */
function exportEntries(
  source: PersonalDataExportSource,
  now: Date,
  report: (done: number) => void,
): ZipEntry[] {
  const totalBytes = source.documents.reduce((sum, document) => sum + document.fileSize, 0);
  let bytesDone = 0;
  return [
    {
      name: EXPORT_TEXTS.coverFileName,
      modified: now,
      open: () => Readable.from(once(() => renderCoverPdf(source.cover))),
    },
    {
      name: EXPORT_TEXTS.dataFileName,
      modified: now,
      open: () => Readable.from([Buffer.from(`${JSON.stringify(source.record, null, 2)}\n`)]),
    },
    ...source.documents.map((document) => ({
      name: document.name,
      folder: document.folder,
      modified: document.modified,
      open: () => {
        if (totalBytes > 0) report(READING_SHARE + (1 - READING_SHARE) * (bytesDone / totalBytes));
        bytesDone += document.fileSize;
        return document.open();
      },
    })),
  ];
}

/**
 * A person's data on request (issue 48, art. 15), for the company's administrators (the routes' level rule): the
 * company's cases of the person, and the export of all it holds about them as a ZIP, made with its progress as the
 * case file's PDF is. The national id asked with is hashed and forgotten: not stored, not logged, not audited.
 */
export function createPersonalDataService(deps: {
  db: Database;
  identityKey: string;
  blobs: BlobStore;
  branding: { portalName: string; productName: string };
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, identityKey, blobs, branding, clock, log } = deps;

  /** Makes the export into the blob store and audits it; answers the path to fetch it from. */
  async function makeExportFile(
    auth: AuthContext,
    query: PersonQueryInput,
    found: Awaited<ReturnType<typeof findPersonCases>>,
    exportId: string,
    report: (done: number) => void,
  ): Promise<PersonalDataExportProgress> {
    const now = clock();
    const company = await requireCompany(db, auth.companyId);
    const clerk = await findCompanyClerk(db, auth.companyId, auth.personId);
    const source = await personalDataExportSource({
      db,
      blobs,
      companyId: auth.companyId,
      company,
      branding,
      identification: identificationOf(query),
      found,
      madeBy: clerk ? displayName(clerk.firstName, clerk.lastName) : '',
      now,
      onCase: (done) => report(READING_SHARE * (done / found.length)),
    });
    await blobs.put(exportBlobKey(auth, exportId), zipStream(exportEntries(source, now, report)));
    await writeAudit(db, {
      actorPersonId: auth.personId,
      companyId: auth.companyId,
      action: 'personal-data.exported',
      targetType: 'company',
      targetId: auth.companyId,
      details: { cases: found.length, documents: source.documents.length },
    });
    return { Ready: PERSONAL_DATA_PATHS.exportFile(exportId) };
  }

  return {
    /** POST /api/personal-data/search: the company's cases of the person, with what an erasure would do. */
    async search(auth: AuthContext, query: PersonQueryInput): Promise<PersonSearchResult> {
      const found = await findPersonCases(db, identityKey, auth.companyId, query);
      return { Cases: found.map(toPersonCase) };
    },

    /**
     * POST /api/personal-data/export: the lines of the export as it is made, ending with where to fetch it. The
     * person's cases are found before the first line, so that a refusal is the call's own answer.
     */
    async makeExport(auth: AuthContext, query: PersonQueryInput): Promise<Readable> {
      const found = await findPersonCases(db, identityKey, auth.companyId, query);
      const exportId = randomUUID();
      return Readable.from(
        progressLines(async (report) => {
          try {
            return await makeExportFile(auth, query, found, exportId, report);
          } catch (error) {
            log.error({ err: error }, 'Making the export of a person’s data failed');
            return { Failed: PERSONAL_DATA_TEXTS.exportFailed };
          }
        }),
      );
    },

    /**
     * GET /api/personal-data/export/{exportId}: the ZIP the caller made, while it is kept. Another person's or
     * company's export answers as one that is gone.
     */
    async downloadExport(auth: AuthContext, exportId: string) {
      const key = exportBlobKey(auth, exportId);
      if (!(await blobs.exists(key)))
        throw new AppError('personal-data.export-gone', 404, PERSONAL_DATA_TEXTS.exportGone);
      return {
        fileName: personalDataExportFileName(norwegianDate(osloDate(clock()))),
        content: blobs.stream(key),
      };
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
