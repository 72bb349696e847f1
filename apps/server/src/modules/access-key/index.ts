export { accessKeyRoutes } from './access-key.routes.ts';
export type { AccessKeyService } from './access-key.service.ts';
export { createAccessKeyService, isIssuedByProvider, issuedByProvider } from './access-key.service.ts';
