export { type ApiKeyIdentity, type ApiKeyService, createApiKeyService } from './api-key.service.ts';
export { auditedBy, type ProviderActor } from './provider-actor.ts';
