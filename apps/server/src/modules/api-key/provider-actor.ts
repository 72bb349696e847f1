import type { AuditEntry } from '../audit/audit.repository.ts';
import type { ApiKeyIdentity } from './api-key.service.ts';

/**
 * Who makes a change on the complaints body's side: a provider API key, or an operator at the command line.
 * The audit log names either (architecture §8: every call audited with the key's name).
 */
export type ProviderActor = { apiKey: ApiKeyIdentity } | { operator: string };

/** The audit fields that say who made a change, with `details` of its own. */
export function auditedBy(actor: ProviderActor, details: Record<string, unknown>): Partial<AuditEntry> {
  if ('apiKey' in actor) {
    return { actorApiKeyId: actor.apiKey.id, details: { apiKey: actor.apiKey.name, ...details } };
  }
  return { details: { operator: actor.operator, ...details } };
}
