import { z } from 'zod';

/**
 * The case file (saksmappe): a whole case as one PDF, or as a ZIP of one folder per event.
 *
 * POST /api/casefile/{caseUid}/pdf makes the PDF and answers while it works: `application/x-ndjson`, one
 * `CaseFileProgress` per line, ending with `Ready` (the path to GET the PDF from) or `Failed` (a Norwegian message).
 * A case the caller cannot see is refused before the first line, as every case call is. A PDF already made for the
 * case as it is now answers `Ready` at once.
 *
 * GET /api/casefile/{caseUid}/pdf/{fileId}: the PDF, as an attachment named `Saksmappe {CaseId}.pdf`.
 * GET /api/casefile/{caseUid}/zip: the ZIP, made while it is sent, named `Saksmappe {CaseId}.zip`.
 * Both the PDF's POST and the ZIP take `?internalNotes=true` (caseFileOptionsSchema).
 */
export const caseFileProgressSchema = z.union([
  /** How far the PDF is, 0–100. */
  z.object({ Progress: z.number().int().min(0).max(100) }),
  z.object({ Ready: z.string() }),
  z.object({ Failed: z.string() }),
]);
export type CaseFileProgress = z.infer<typeof caseFileProgressSchema>;

/**
 * What the case file holds beyond the case itself, as the query of the PDF's POST and the ZIP's GET: the internal
 * notes (issue 46) only when asked for ('Ta med interne notater'), never by default.
 */
export const caseFileOptionsSchema = z.object({
  internalNotes: z.enum(['true', 'false']).default('false'),
});
export interface CaseFileOptions {
  internalNotes: boolean;
}

const withOptions = (path: string, options?: CaseFileOptions) =>
  options?.internalNotes ? `${path}?internalNotes=true` : path;

export const caseFilePdfPath = (caseUid: string, options?: CaseFileOptions) =>
  withOptions(`/api/casefile/${encodeURIComponent(caseUid)}/pdf`, options);
export const caseFileZipPath = (caseUid: string, options?: CaseFileOptions) =>
  withOptions(`/api/casefile/${encodeURIComponent(caseUid)}/zip`, options);

/** The file names the case file is saved under. */
export const caseFileName = (caseId: string, extension: 'pdf' | 'zip') => `Saksmappe ${caseId}.${extension}`;

export const CASE_FILE_FAILED = 'Saksmappen kunne ikke lages. Prøv igjen senere.';
