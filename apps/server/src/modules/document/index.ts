export { documentRoutes } from './document.routes.ts';
export { createDocumentService, type DocumentService } from './document.service.ts';
