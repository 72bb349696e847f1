import { downloadDocuments, useDocumentsDownload } from './download-documents.ts';

interface CaseDocumentsDownload {
  caseUid: string;
  /** One zip file, or every document as a file of its own. */
  asZip: boolean;
}

/** GET /api/document/download/casedocuments/{caseUid}/{zip}: every document of the case. */
export const downloadCaseDocuments = ({ caseUid, asZip }: CaseDocumentsDownload): Promise<void> =>
  downloadDocuments(
    { path: `/api/document/download/casedocuments/${encodeURIComponent(caseUid)}/${asZip}` },
    asZip,
  );

export const useDownloadCaseDocuments = () => useDocumentsDownload(downloadCaseDocuments);
