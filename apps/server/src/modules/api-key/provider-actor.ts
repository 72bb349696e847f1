import type { AuditActor } from '../audit/index.ts';

/** Who makes a change on the complaints body's side: a provider API key, or an operator at the command line. */
export type ProviderActor = Exclude<AuditActor, { personId: string }>;
