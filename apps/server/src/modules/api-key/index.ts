export { type ApiKeyIdentity, type ApiKeyService, createApiKeyService } from './api-key.service.ts';
export type { ProviderActor } from './provider-actor.ts';
