import { z } from 'zod';
import type { LiveRow } from './live.repository.ts';

const uuid = z.string();
const notice = z.object({
  id: z.number().int().positive(),
  txid: z.string(),
  xmin: z.string(),
  companyId: uuid,
  kind: z.string(),
  caseId: uuid.nullable(),
  version: z.number().int().nullable(),
  clerkId: uuid.nullable(),
  formerClerkIds: z.array(uuid),
  toMembershipIds: z.array(uuid).nullable(),
  byMembershipId: uuid.nullable(),
  fields: z.array(z.string()),
});

/**
 * A 'live_events' notice (migration 0023): the row, or only its id when the row was too large for a notice (the
 * listener reads it); null for anything else.
 */
export function parseLiveNotice(payload: string): LiveRow | { id: number } | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const row = notice.safeParse(json);
  if (row.success) return row.data as LiveRow;
  const idOnly = z.object({ id: z.number().int().positive() }).safeParse(json);
  return idOnly.success ? idOnly.data : null;
}

const presenceNotice = z.object({ companyId: uuid, caseId: uuid, clerkId: uuid.nullable() });

/** A 'live_presence' notice (migration 0024): the case whose presence changed, and its clerk. */
export function parsePresenceNotice(payload: string) {
  try {
    const parsed = presenceNotice.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
