export const EVENT_NOT_FOUND = 'Fant ikke hendelsen';
export const OTHER_SENDER = 'Brevet må sendes av den som er logget inn';
export const CASE_ARCHIVED = 'Saken er arkivert, og det kan ikke sendes brev i den';
export const NOT_A_SENT_LETTER = 'Bare brev foretaket har sendt fra portalen kan slettes';
export const DELETE_WINDOW_PASSED = 'Fristen for å slette brevet er ute';

/**
 * Why no letter may be sent in a case the clerk sees, or null when one may. Every level with cases writes
 * letters, closed cases included (the specification restricts neither); an archived case is the company's own
 * "done" and takes none (decision 0006).
 */
export const sendRefusal = (target: { archived: boolean }) => (target.archived ? CASE_ARCHIVED : null);

interface DeletableEvent {
  direction: 'inbound' | 'outbound';
  deleteBefore: Date | null;
  providerReleasedAt: Date | null;
}

/**
 * Why an event of a case the clerk sees cannot be deleted at `now`, or null when it can: only a letter the
 * company sent, and only until its DeleteBeforeDateTime (architecture §7). Who sent it does not matter (spec 2
 * §6: the delete window alone decides). A letter already handed to the complaints body's feed stays, even if
 * this server's clock is behind the one that released it. The one rule: the delete call and the case's CanDelete
 * both come from here.
 */
export function deleteRefusal(event: DeletableEvent, now: Date) {
  if (event.direction !== 'outbound' || event.deleteBefore === null) return NOT_A_SENT_LETTER;
  return event.deleteBefore > now && event.providerReleasedAt === null ? null : DELETE_WINDOW_PASSED;
}

export const isDeletable = (event: DeletableEvent, now: Date) => deleteRefusal(event, now) === null;

/**
 * Until when (epoch ms) every event's deletability stays as it is at `now`: the first delete window of those still
 * open to close (Infinity when none is). A case answer's CanDelete is true until then.
 */
export function deletableUntil(events: readonly DeletableEvent[], now: Date) {
  let until = Number.POSITIVE_INFINITY;
  for (const event of events)
    if (event.deleteBefore && isDeletable(event, now)) until = Math.min(until, event.deleteBefore.getTime());
  return until;
}

/** When a letter sent at `sentAt` can no longer be deleted. */
export const deleteDeadline = (sentAt: Date, windowMinutes: number) =>
  new Date(sentAt.getTime() + windowMinutes * 60 * 1000);
