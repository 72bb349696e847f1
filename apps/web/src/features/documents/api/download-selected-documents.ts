import type { SelectedDocuments } from '@foretaksportalen/shared/contract/case';
import { downloadDocuments, useDocumentsDownload } from './download-documents.ts';

interface SelectedDocumentsDownload {
  selection: SelectedDocuments;
  /** One zip file, or every document as a file of its own. */
  asZip: boolean;
}

/** POST /api/document/download/casedocuments/selected/{zip} with {CaseUid, SelectedCaseDocumentIds}. */
export const downloadSelectedDocuments = ({ selection, asZip }: SelectedDocumentsDownload): Promise<void> =>
  downloadDocuments({ path: `/api/document/download/casedocuments/selected/${asZip}`, selection }, asZip);

/** A failure is only logged (spec 2 §8). */
export const useDownloadSelectedDocuments = () =>
  useDocumentsDownload(downloadSelectedDocuments, { quiet: true });
