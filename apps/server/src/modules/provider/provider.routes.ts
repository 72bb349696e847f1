import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../lib/blob-store.ts';
import type { AccessKeyService } from '../access-key/access-key.service.ts';
import type { CaseTimeline } from '../case-timeline/index.ts';
import { accessKeyOperations, accessKeyRoutes } from './access-keys.routes.ts';
import { createApiKeyService } from './api-key.service.ts';
import { caseOperations, caseRoutes } from './cases.routes.ts';
import { changeOperations, changeRoutes } from './changes.routes.ts';
import { companyOperations, companyRoutes } from './companies.routes.ts';
import { contentOperations, contentRoutes } from './content.routes.ts';
import { documentOperations, documentRoutes } from './documents.routes.ts';
import { eventOperations, eventRoutes } from './events.routes.ts';
import { openApiOperations, openApiRoutes } from './openapi.routes.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { providerAuthPlugin } from './provider-auth.ts';
import { createProviderCaseService } from './provider-case.service.ts';
import { createProviderChangesService } from './provider-changes.service.ts';
import { createProviderCompanyService } from './provider-company.service.ts';
import { createProviderContentService } from './provider-content.service.ts';
import { createProviderDocumentService } from './provider-document.service.ts';
import { createProviderEventService } from './provider-event.service.ts';
import type { ProviderOperation } from './provider-operation.ts';

/** Every operation of the provider API, in the order the documentation lists them. */
export const PROVIDER_OPERATIONS: readonly ProviderOperation[] = [
  ...Object.values(companyOperations),
  ...Object.values(accessKeyOperations),
  ...Object.values(caseOperations),
  ...Object.values(eventOperations),
  ...Object.values(changeOperations),
  ...Object.values(documentOperations),
  ...Object.values(contentOperations),
  ...Object.values(openApiOperations),
];

/**
 * The provider API under /api/provider/v1 (architecture §8), in a scope of its own: bearer keys instead of
 * sessions, the key check and audit hooks only here, multipart only on the letters route.
 */
export async function providerApi(
  app: FastifyInstance,
  {
    config,
    db,
    blobs,
    clock,
    accessKeys,
    timeline,
  }: {
    config: Config;
    db: Database;
    blobs: BlobStore;
    clock: () => Date;
    accessKeys: AccessKeyService;
    timeline: CaseTimeline;
  },
) {
  const apiKeys = createApiKeyService({ db, clock });
  const companies = createProviderCompanyService({ db, clock });

  await app.register(providerAuthPlugin, { config, db, apiKeys });
  await app.register(companyRoutes, { companies });
  await app.register(accessKeyRoutes, { companies, accessKeys });
  await app.register(caseRoutes, { cases: createProviderCaseService({ db, config, clock }) });
  await app.register(eventRoutes, {
    config,
    events: createProviderEventService({ db, config, blobs, timeline, clock }),
  });
  await app.register(changeRoutes, { changes: createProviderChangesService({ db, clock }) });
  await app.register(documentRoutes, { documents: createProviderDocumentService({ db, blobs }) });
  await app.register(contentRoutes, { content: createProviderContentService({ db, clock }) });
  await app.register(openApiRoutes, { document: buildOpenApiDocument(config, PROVIDER_OPERATIONS) });
}
