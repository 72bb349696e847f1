/**
 * What other features may use from the documents feature: the /api/document calls that several case screens
 * share (uploads, downloads, opening a document) and their controls.
 */
export { useDownloadCaseDocuments } from './api/download-case-documents.ts';
export { useDownloadEventDocuments } from './api/download-event-documents.ts';
export { useDownloadSelectedDocuments } from './api/download-selected-documents.ts';
export { isPdfDocument, useOpenCaseDocument } from './api/open-case-document.ts';
export { DocumentUploads } from './components/document-uploads.tsx';
export { DownloadMenu } from './components/download-menu.tsx';
export { DOCUMENTS_TEXTS } from './texts.ts';
export { useDocumentUploads } from './use-document-uploads.ts';
