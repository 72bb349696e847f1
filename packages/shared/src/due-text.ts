/** How a case's time left reads (`DaysToDue`, working days): closed cases and cases without a due date have none. */
export type DueState = 'overdue' | 'soon' | 'later';

/** Due within this many working days (today included) is marked as soon. */
export const DUE_SOON_WORKING_DAYS = 2;

/**
 * The case list's quick view 'Forfaller innen 5 virkedager' and the statistics' 'Forfaller innen 5 virkedager' count
 * the open cases due within this many working days, today included.
 */
export const DUE_SOON_QUICK_VIEW_DAYS = 5;

/** Past the deadline: what the quick view 'Forfalt' and the statistics count. */
export const isOverdue = (daysToDue: number) => daysToDue < 0;

/** Due today or within `DUE_SOON_QUICK_VIEW_DAYS` working days. */
export const isDueWithinQuickViewDays = (daysToDue: number) =>
  daysToDue >= 0 && daysToDue <= DUE_SOON_QUICK_VIEW_DAYS;

export function dueState(daysToDue: number): DueState {
  if (isOverdue(daysToDue)) return 'overdue';
  return daysToDue <= DUE_SOON_WORKING_DAYS ? 'soon' : 'later';
}

/**
 * "i dag", "i morgen", "om 4 virkedager", "1 virkedag over fristen", "6 virkedager over fristen". One working
 * day left reads "i morgen" only when the due date is tomorrow's date: on a Friday, a case due on Sunday has one
 * working day left (the Monday, to which the deadline runs) and reads "om 1 virkedag".
 */
export function dueText(daysToDue: number, dueDate: string, today: string) {
  if (daysToDue === 0) return 'i dag';
  if (daysToDue === 1) return dueDate === nextDay(today) ? 'i morgen' : 'om 1 virkedag';
  if (daysToDue > 1) return `om ${daysToDue} virkedager`;
  const over = -daysToDue;
  return `${over} ${over === 1 ? 'virkedag' : 'virkedager'} over fristen`;
}

/** The calendar day after a yyyy-MM-dd day. */
function nextDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
