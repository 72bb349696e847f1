/** Instants as operators in Norway read them: 21.11.2026, 10:05 on Oslo's clocks. */
export const osloDateTime = new Intl.DateTimeFormat('nb-NO', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Oslo',
});

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration in the largest two units that matter: "2 d 4 t", "3 t 5 min", "12 min", "under 1 min". */
export function formatDuration(totalSeconds: number) {
  if (totalSeconds < MINUTE) return 'under 1 min';
  const days = Math.floor(totalSeconds / DAY);
  const hours = Math.floor((totalSeconds % DAY) / HOUR);
  const minutes = Math.floor((totalSeconds % HOUR) / MINUTE);
  if (days > 0) return `${days} d ${hours} t`;
  if (hours > 0) return `${hours} t ${minutes} min`;
  return `${minutes} min`;
}
