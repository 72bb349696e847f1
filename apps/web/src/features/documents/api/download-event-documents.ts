import { downloadDocuments, useDocumentsDownload } from './download-documents.ts';

interface EventDocumentsDownload {
  eventId: string;
  caseUid: string;
  /** One zip file, or every document as a file of its own. */
  asZip: boolean;
}

/** GET /api/document/download/caseeventdocuments/{eventId}/{caseUid}/{zip}: every document of one event. */
export const downloadEventDocuments = ({ eventId, caseUid, asZip }: EventDocumentsDownload): Promise<void> =>
  downloadDocuments(
    {
      path: `/api/document/download/caseeventdocuments/${encodeURIComponent(eventId)}/${encodeURIComponent(caseUid)}/${asZip}`,
    },
    asZip,
  );

export const useDownloadEventDocuments = () => useDocumentsDownload(downloadEventDocuments);
