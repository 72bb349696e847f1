import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

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

/** The company's open cases now, counted per clerk (none for the undistributed) and due date. */
export async function countOpenCasesByClerkAndDueDate(db: Database, companyId: string) {
  const rows = await rowsOf<Omit<OpenCasesRow, 'cases'> & { cases: number | string }>(
    db,
    sql`
      select c.clerk_membership_id as "membershipId", p.first_name as "firstName", p.last_name as "lastName",
        c.due_date::text as "dueDate", count(*) as cases
      from cases c
      left join memberships m on m.id = c.clerk_membership_id
      left join persons p on p.id = m.person_id
      where c.company_id = ${companyId} and c.status_code <> 'AVSLUTTET'
      group by c.clerk_membership_id, p.first_name, p.last_name, c.due_date`,
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

/** Each day of a stretch with how many working days came after its first day up to it. */
export interface WorkingDayCalendar {
  days: string[];
  numbers: number[];
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
 * caller counted (which must cover every day from the first letter to the last answer). Median and 90th
 * percentile (interpolated) per month of the letter and per clerk who sent the answer; unanswered letters are
 * left out.
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
      with calendar as (
        select * from unnest(${sql.param(calendar.days)}::date[], ${sql.param(calendar.numbers)}::int[]) as calendar(day, number)
      ),
      answered as (
        select to_char(letter.day, 'YYYY-MM') as month, answer.created_by_membership_id as membership_id,
          answered_on.number - came_on.number as working_days
        from (
          select case_id, created_at, ${osloDay('created_at')} as day
          from case_events
          where company_id = ${companyId} and direction = 'inbound'
            and created_at >= ${letters.from.toISOString()} and created_at < ${letters.until.toISOString()}
        ) as letter
        cross join lateral (
          select created_at, created_by_membership_id
          from case_events
          where case_id = letter.case_id and direction = 'outbound' and created_at > letter.created_at
          order by created_at
          limit 1
        ) as answer
        join calendar as came_on on came_on.day = letter.day
        join calendar as answered_on on answered_on.day = ${osloDay('answer.created_at')}
      )
      select a.month, a.membership_id as "membershipId", p.first_name as "firstName", p.last_name as "lastName",
        count(*) as letters,
        percentile_cont(0.5) within group (order by a.working_days) as median,
        percentile_cont(0.9) within group (order by a.working_days) as p90
      from answered a
      left join memberships m on m.id = a.membership_id
      left join persons p on p.id = m.person_id
      group by grouping sets ((a.month), (a.membership_id, p.first_name, p.last_name))`,
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
