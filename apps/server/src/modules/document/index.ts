export type { DocumentRow } from './document.repository.ts';
export { findCaseDocuments, findEventDocuments } from './document.repository.ts';
export { documentRoutes } from './document.routes.ts';
export type { DocumentService } from './document.service.ts';
export { createDocumentService, PDF_MIME_TYPE } from './document.service.ts';
