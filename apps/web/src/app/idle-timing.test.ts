import { describe, expect, it } from 'vitest';
import {
  idleSecondsBeforeCountdown,
  idleWarningText,
  minutesLeft,
  msUntilNextMinute,
} from './idle-timing.ts';

describe('idle time before the countdown (spec 1 §9)', () => {
  it.each([
    [1800, 1500],
    [301, 1],
    [300, 300],
    [120, 120],
    [1, 1],
  ])('SessionTimeout %i s gives %i s', (sessionTimeout, idle) => {
    expect(idleSecondsBeforeCountdown(sessionTimeout)).toBe(idle);
  });
});

describe('the minutes the warning shows', () => {
  it.each([
    [300_000, 5],
    [299_999, 5],
    [240_001, 5],
    [240_000, 4],
    [180_000, 3],
    [120_000, 2],
    [60_000, 1],
    [1, 1],
    // The timer may report 0 just before it ends the session: the warning never says 0.
    [0, 1],
  ])('%i ms left: %i', (remainingMs, minutes) => {
    expect(minutesLeft(remainingMs)).toBe(minutes);
  });

  it('changes at each full minute of what is left', () => {
    expect(msUntilNextMinute(300_000)).toBe(60_000);
    expect(msUntilNextMinute(299_990)).toBe(59_990);
    expect(msUntilNextMinute(240_000)).toBe(60_000);
    expect(msUntilNextMinute(61_000)).toBe(1_000);
  });

  it('reads as the specification words it', () => {
    expect(idleWarningText(5)).toBe('Din sesjon utløper om 5 minutt(er), på grunn av inaktivitet');
    expect(idleWarningText(1)).toBe('Din sesjon utløper om 1 minutt(er), på grunn av inaktivitet');
  });
});
