import { DELETE_COUNTDOWN_TICK_MS } from '@foretaksportalen/shared/limits';
import { useEffect, useState } from 'react';

/**
 * The time now for every delete countdown of the case: one interval for the whole card, ticking every second
 * (spec 2 §9) until the last deadline has passed, and started again when a new letter brings a new one.
 */
export function useCountdownClock(lastDeadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (lastDeadline <= Date.now()) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= lastDeadline) clearInterval(timer);
    }, DELETE_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [lastDeadline]);
  return now;
}
