import type { CaseEvent } from '@foretaksportalen/shared/contract/case';

/**
 * Whole seconds left to delete a letter (spec 2 §4 delete window), rounded up so that the last second shows as
 * 00:01 and the button goes at zero; 0 when the server says the event cannot be deleted or its window has passed.
 */
export function secondsLeftToDelete(
  event: Pick<CaseEvent, 'CanDelete' | 'DeleteBeforeDateTime'>,
  now: number,
): number {
  if (!event.CanDelete || !event.DeleteBeforeDateTime) return 0;
  return Math.max(0, Math.ceil((Date.parse(event.DeleteBeforeDateTime) - now) / 1000));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The countdown of the 'SLETT (mm:ss)' button (spec 2 §9). */
export const formatCountdown = (seconds: number): string =>
  `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;

/** The last moment any event of the case can still be deleted, as a timestamp; -Infinity when none can. */
export const lastDeleteDeadline = (events: readonly Pick<CaseEvent, 'DeleteBeforeDateTime'>[]): number =>
  Math.max(
    Number.NEGATIVE_INFINITY,
    ...events.flatMap((event) =>
      event.DeleteBeforeDateTime ? [Date.parse(event.DeleteBeforeDateTime)] : [],
    ),
  );
