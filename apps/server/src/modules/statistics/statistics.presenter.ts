import {
  type Statistics,
  type StatisticsPeriod,
  UNREAD_AGE_MAX_DAYS,
  UNREAD_AGES,
  type UnreadAge,
} from '@foretaksportalen/shared/contract/statistics';
import { isDueWithinQuickViewDays, isOverdue } from '@foretaksportalen/shared/due-text';
import { addDays, workingDaysAfter, workingDaysToDue } from '@foretaksportalen/shared/working-days';
import { displayName } from '../clerk/index.ts';
import type { CaseDayRow, OpenCasesRow, ResponseTimeRow } from './statistics.repository.ts';

const SUNDAY = 0;
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The points of the weekly line: each Sunday from `from` to `last`, and `last` itself. */
function weekEnds(from: string, last: string) {
  const ends: string[] = [];
  for (let day = from; day <= last; day = addDays(day, 1))
    if (weekday(day) === SUNDAY || day === last) ends.push(day);
  return ends;
}

/** yyyy-MM of each month from `from`'s to `to`'s (five days after the 28th is always the next month). */
function monthsOf({ from, to }: StatisticsPeriod) {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addDays(`${month}-28`, 5).slice(0, 7))
    months.push(month);
  return months;
}

/** Open cases at the end of each day asked for: a running sum of the days' new cases less the closed ones. */
function openOverTime(days: readonly CaseDayRow[], ends: readonly string[]) {
  let open = 0;
  let next = 0;
  return ends.map((end) => {
    for (let row = days[next]; row && row.day <= end; row = days[++next]) open += row.opened - row.closed;
    return { Day: end, Open: open };
  });
}

function monthly(days: readonly CaseDayRow[], period: StatisticsPeriod) {
  const byMonth = new Map(monthsOf(period).map((month) => [month, { Month: month, New: 0, Closed: 0 }]));
  for (const row of days) {
    const month = row.day >= period.from ? byMonth.get(row.day.slice(0, 7)) : undefined;
    if (!month) continue;
    month.New += row.opened;
    month.Closed += row.closed;
  }
  return [...byMonth.values()];
}

/** The clerk's name now; none for the rows without a clerk. */
const nameOf = (row: { firstName: string | null; lastName: string | null }) =>
  row.firstName === null || row.lastName === null ? null : displayName(row.firstName, row.lastName);

/** Named clerks by name, then the row without one. */
const byName = (a: { DisplayName: string | null }, b: { DisplayName: string | null }) => {
  if (a.DisplayName === null || b.DisplayName === null) return a.DisplayName === null ? 1 : -1;
  return a.DisplayName.localeCompare(b.DisplayName, 'nb');
};

/** Open cases per clerk (most first, the undistributed last) and the deadlines, by the case list's rules. */
function openCases(rows: readonly OpenCasesRow[], today: string) {
  const clerks = new Map<string | null, Statistics['Clerks'][number]>();
  const due = { Overdue: 0, DueSoon: 0 };
  for (const row of rows) {
    let clerk = clerks.get(row.membershipId);
    if (!clerk) {
      clerk = { CaseClerkId: row.membershipId, DisplayName: nameOf(row), Open: 0, Overdue: 0 };
      clerks.set(row.membershipId, clerk);
    }
    clerk.Open += row.cases;
    if (row.dueDate === null) continue;
    const daysToDue = workingDaysToDue(row.dueDate, today);
    if (isOverdue(daysToDue)) {
      clerk.Overdue += row.cases;
      due.Overdue += row.cases;
    } else if (isDueWithinQuickViewDays(daysToDue)) due.DueSoon += row.cases;
  }
  const undistributedLast = (a: { CaseClerkId: string | null }, b: { CaseClerkId: string | null }) =>
    Number(a.CaseClerkId === null) - Number(b.CaseClerkId === null);
  const sorted = [...clerks.values()].sort(
    (a, b) => undistributedLast(a, b) || b.Open - a.Open || byName(a, b),
  );
  return { Clerks: sorted, Due: due };
}

/** Working days to one decimal: what a percentile between two letters reads as. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function responseTimes(rows: readonly ResponseTimeRow[], period: StatisticsPeriod) {
  const timesOf = (row: ResponseTimeRow) => ({
    Letters: row.letters,
    Median: oneDecimal(row.median),
    P90: oneDecimal(row.p90),
  });
  const byMonth = new Map(rows.flatMap((row) => (row.month === null ? [] : [[row.month, row] as const])));
  return {
    Months: monthsOf(period).map((month) => {
      const row = byMonth.get(month);
      return { Month: month, ...(row ? timesOf(row) : { Letters: 0, Median: null, P90: null }) };
    }),
    Clerks: rows
      .filter((row) => row.month === null)
      .map((row) => ({ CaseClerkId: row.membershipId, DisplayName: nameOf(row), ...timesOf(row) }))
      .sort(byName),
  };
}

const ageOf = (workingDays: number): UnreadAge =>
  UNREAD_AGES.find((age) => {
    const max = UNREAD_AGE_MAX_DAYS[age];
    return max === null || workingDays <= max;
  }) ?? 'over10';

function unreadByAge(rows: readonly { day: string; letters: number }[], today: string) {
  const letters = new Map<UnreadAge, number>(UNREAD_AGES.map((age) => [age, 0]));
  for (const row of rows) {
    const age = ageOf(workingDaysAfter(row.day, today));
    letters.set(age, (letters.get(age) ?? 0) + row.letters);
  }
  return UNREAD_AGES.map((age) => ({ Age: age, Letters: letters.get(age) ?? 0 }));
}

export interface StatisticsRows {
  caseDays: readonly CaseDayRow[];
  openCases: readonly OpenCasesRow[];
  unreadDays: readonly { day: string; letters: number }[];
  responseTimes: readonly ResponseTimeRow[];
}

/** The statistics of a period as the wire has them, from the database's counts; `today` is Oslo's day. */
export function toStatistics(period: StatisticsPeriod, today: string, rows: StatisticsRows): Statistics {
  const lastDay = period.to < today ? period.to : today;
  return {
    From: period.from,
    To: period.to,
    Today: today,
    OpenOverTime: openOverTime(rows.caseDays, weekEnds(period.from, lastDay)),
    Monthly: monthly(rows.caseDays, period),
    ...openCases(rows.openCases, today),
    ResponseTimes: responseTimes(rows.responseTimes, period),
    UnreadByAge: unreadByAge(rows.unreadDays, today),
  };
}
