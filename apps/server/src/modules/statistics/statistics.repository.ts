import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { WorkingDayCalendar } from '../../lib/working-day-calendar.ts';

/** The day on Oslo's calendar of an instant column (a name written in this file). */
const osloDay = (column: string) => sql.raw(`(${column} at time zone 'Europe/Oslo')::date`);

async function rowsOf<Row>(db: Database, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface CaseDayRow {
  /** yyyy-MM-dd */
  day: string;
  opened: number;
  closed: number;
}

/**
 * How many of the company's cases came and were closed on each Oslo day up to `to`; the days before `from` are
 * added up on the day before it, so that the open cases at any day of the period are a running sum.
 */
export async function countCasesByDay(
  db: Database,
  companyId: string,
  period: { dayBefore: string; to: string },
) {
  const rows = await rowsOf<{ day: string; opened: number | string; closed: number | string }>(
    db,
    sql`
      select greatest(changes.day, ${period.dayBefore}::date)::text as day,
        sum(changes.opened) as opened, sum(changes.closed) as closed
      from (
        select ${osloDay('created_at')} as day, 1 as opened, 0 as closed
          from cases where company_id = ${companyId}
        union all
        select ${osloDay('closed_at')}, 0, 1
          from cases where company_id = ${companyId} and closed_at is not null
      ) as changes
      where changes.day <= ${period.to}::date
      group by 1
      order by 1`,
  );
  return rows.map(
    (row): CaseDayRow => ({ day: row.day, opened: Number(row.opened), closed: Number(row.closed) }),
  );
}

export interface OpenCasesRow {
  membershipId: string | null;
  firstName: string | null;
  lastName: string | null;
  /** yyyy-MM-dd, or null for cases without a deadline. */
  dueDate: string | null;
  cases: number;
}

/**
 * The company's open cases now, counted per clerk (none for the undistributed) and due date, with the clerk's name
 * joined to the counts (a few rows), not to every case.
 */
export async function countOpenCasesByClerkAndDueDate(db: Database, companyId: string) {
  const rows = await rowsOf<Omit<OpenCasesRow, 'cases'> & { cases: number | string }>(
    db,
    sql`
      select counted.membership_id as "membershipId", p.first_name as "firstName", p.last_name as "lastName",
        counted.due_date::text as "dueDate", counted.cases
      from (
        select clerk_membership_id as membership_id, due_date, count(*) as cases
        from cases
        where company_id = ${companyId} and status_code <> 'AVSLUTTET'
        group by clerk_membership_id, due_date
      ) as counted
      left join memberships m on m.id = counted.membership_id
      left join persons p on p.id = m.person_id`,
  );
  return rows.map((row): OpenCasesRow => ({ ...row, cases: Number(row.cases) }));
}

/** The company's unread letters now, counted per Oslo day they came. */
export async function countUnreadLettersByDay(db: Database, companyId: string) {
  const rows = await rowsOf<{ day: string; letters: number | string }>(
    db,
    sql`
      select ${osloDay('created_at')}::text as day, count(*) as letters
      from case_events
      where company_id = ${companyId} and direction = 'inbound' and not is_read
      group by 1`,
  );
  return rows.map((row) => ({ day: row.day, letters: Number(row.letters) }));
}

export interface ResponseTimeRow {
  /** yyyy-MM for a month's row; null for a clerk's. */
  month: string | null;
  membershipId: string | null;
  firstName: string | null;
  lastName: string | null;
  letters: number;
  median: number;
  p90: number;
}

/**
 * Response times of the company's letters from the complaints body that came between the two instants: the
 * working days from each letter's Oslo day to that of the company's next letter in the case, by the calendar the
 * caller gives (covering the years from the first letter to today). Median and 90th percentile (interpolated) per month
 * of the letter and per clerk who sent the answer; unanswered letters are left out.
 *
 * One pass over the company's events since the first letter, each case's newest first: the earliest company
 * letter among those after a letter is its answer, and the last of them gathered is who sent it. No join whose
 * plan would hang on table statistics (PGlite gathers none).
 */
export async function findResponseTimes(
  db: Database,
  companyId: string,
  letters: { from: Date; until: Date },
  calendar: WorkingDayCalendar,
) {
  const rows = await rowsOf<Omit<ResponseTimeRow, 'letters'> & { letters: number | string }>(
    db,
    sql`
      with events as (
        select created_at, direction,
          min(created_at) filter (where direction = 'outbound') over later as answered_at,
          array_agg(created_by_membership_id) filter (where direction = 'outbound') over later as answerers
        from case_events
        where company_id = ${companyId} and created_at >= ${letters.from.toISOString()}
        window later as (partition by case_id order by created_at desc, id desc rows unbounded preceding)
      ),
      answered as (
        select to_char(${osloDay('created_at')}, 'YYYY-MM') as month,
          answerers[array_length(answerers, 1)] as membership_id,
          ${calendar.numberOf(osloDay('answered_at'))} - ${calendar.numberOf(osloDay('created_at'))} as working_days
        from events
        where direction = 'inbound' and answered_at is not null and created_at < ${letters.until.toISOString()}
      ),
      times as (
        select month, membership_id, count(working_days) as letters,
          percentile_cont(0.5) within group (order by working_days) as median,
          percentile_cont(0.9) within group (order by working_days) as p90
        from answered
        group by grouping sets ((month), (membership_id))
      )
      select t.month, t.membership_id as "membershipId", p.first_name as "firstName", p.last_name as "lastName",
        t.letters, t.median, t.p90
      from times t
      left join memberships m on m.id = t.membership_id
      left join persons p on p.id = m.person_id
      where t.letters > 0`,
  );
  return rows.map(
    (row): ResponseTimeRow => ({
      ...row,
      letters: Number(row.letters),
      median: Number(row.median),
      p90: Number(row.p90),
    }),
  );
}
