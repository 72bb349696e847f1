import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { BlobStore } from '../../lib/blob-store/index.ts';
import type { AccessKeyService } from '../access-key/index.ts';
import type { ApiKeyService } from '../api-key/index.ts';
import type { ProviderCompanyService } from '../company/index.ts';
import type { ContentService } from '../content/index.ts';
import type { DocumentService } from '../document/index.ts';
import type { ProviderCaseService, ProviderLetterService } from '../provider-case/index.ts';
import type { ProviderFeedService } from '../provider-feed/index.ts';
import { accessKeyRoutes } from './access-keys.routes.ts';
import { caseRoutes } from './cases.routes.ts';
import { changeRoutes } from './changes.routes.ts';
import { companyRoutes } from './companies.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { documentRoutes } from './documents.routes.ts';
import { eventRoutes } from './events.routes.ts';
import { openApiRoutes } from './openapi.routes.ts';
import { providerOpenApiOptions } from './openapi.ts';
import { providerAuthPlugin } from './provider-auth.ts';

export interface ProviderApiServices {
  apiKeys: ApiKeyService;
  companies: ProviderCompanyService;
  accessKeys: AccessKeyService;
  cases: ProviderCaseService;
  letters: ProviderLetterService;
  changes: ProviderFeedService;
  documents: DocumentService;
  content: ContentService;
}

/**
 * The provider API under /api/provider/v1 (architecture §8), in a scope of its own: bearer keys instead of
 * sessions, the key check and audit hooks only here, multipart only on the letters route, and an OpenAPI document
 * of exactly these routes (the list below is the documentation's order).
 */
export async function providerApi(
  app: FastifyInstance,
  { config, blobs, services }: { config: Config; blobs: BlobStore; services: ProviderApiServices },
) {
  await app.register(swagger, providerOpenApiOptions(config));
  await app.register(providerAuthPlugin, { config, apiKeys: services.apiKeys });
  await app.register(companyRoutes, { companies: services.companies });
  await app.register(accessKeyRoutes, { companies: services.companies, accessKeys: services.accessKeys });
  await app.register(caseRoutes, { cases: services.cases });
  await app.register(eventRoutes, { config, blobs, letters: services.letters });
  await app.register(changeRoutes, { changes: services.changes });
  await app.register(documentRoutes, { documents: services.documents });
  await app.register(contentRoutes, { content: services.content });
  await app.register(openApiRoutes);
}
