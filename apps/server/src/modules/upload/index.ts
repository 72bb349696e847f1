export { createUploadPurger } from './upload.purger.ts';
export { contentOf, multipartFailure, UPLOAD_FILE_ROUTE, uploadRoutes } from './upload.routes.ts';
export type { IncomingFile } from './upload.service.ts';
export {
  attachUploads,
  createUploadService,
  drain,
  handOverUploads,
  lockAttachableUploads,
  storeCheckedFile,
  unknownFile,
} from './upload.service.ts';
