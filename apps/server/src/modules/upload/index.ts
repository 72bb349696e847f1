export { createUploadPurger } from './upload.purger.ts';
export { markUploadAttached } from './upload.repository.ts';
export { contentOf, multipartFailure, UPLOAD_FILE_ROUTE, uploadRoutes } from './upload.routes.ts';
export type { IncomingFile } from './upload.service.ts';
export { createUploadService, drain, lockAttachableUploads, storeCheckedFile } from './upload.service.ts';
