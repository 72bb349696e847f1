import { IDLE_COUNTDOWN_SECONDS } from '@foretaksportalen/shared/limits';

const MINUTE_MS = 60_000;

/** Idle time before the countdown starts (spec 1 §9): SessionTimeout − 300 s, or SessionTimeout when that is ≤ 300 s. */
export const idleSecondsBeforeCountdown = (sessionTimeoutSeconds: number): number =>
  sessionTimeoutSeconds > IDLE_COUNTDOWN_SECONDS
    ? sessionTimeoutSeconds - IDLE_COUNTDOWN_SECONDS
    : sessionTimeoutSeconds;

/** The whole minutes the warning shows while `remainingMs` are left: 5 at the start, 1 in the last minute. */
export const minutesLeft = (remainingMs: number): number => Math.max(1, Math.ceil(remainingMs / MINUTE_MS));

/** How long until the warning must show one minute less. */
export const msUntilNextMinute = (remainingMs: number): number =>
  remainingMs - (minutesLeft(remainingMs) - 1) * MINUTE_MS;

/** The idle warning of spec 1 §8. */
export const idleWarningText = (minutes: number): string =>
  `Din sesjon utløper om ${minutes} minutt(er), på grunn av inaktivitet`;
