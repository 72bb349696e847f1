/** How a case's time left reads (`DaysToDue`, working days): closed cases and cases without a due date have none. */
export type DueState = 'overdue' | 'soon' | 'later';

/** Due within this many working days (today included) is marked as soon. */
export const DUE_SOON_WORKING_DAYS = 2;

export function dueState(daysToDue: number): DueState {
  if (daysToDue < 0) return 'overdue';
  return daysToDue <= DUE_SOON_WORKING_DAYS ? 'soon' : 'later';
}

/** "i dag", "i morgen", "om 4 virkedager", "1 virkedag over fristen", "6 virkedager over fristen". */
export function dueText(daysToDue: number) {
  if (daysToDue === 0) return 'i dag';
  if (daysToDue === 1) return 'i morgen';
  if (daysToDue > 1) return `om ${daysToDue} virkedager`;
  const over = -daysToDue;
  return `${over} ${over === 1 ? 'virkedag' : 'virkedager'} over fristen`;
}
