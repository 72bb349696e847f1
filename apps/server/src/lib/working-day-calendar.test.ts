import { addDays, workingDaysAfter } from '@foretaksportalen/shared/working-days';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/helpers/test-database.ts';
import { workingDayCalendar } from './working-day-calendar.ts';

interface Gap {
  from: string;
  to: string;
  days: number;
}

/** The working days the database counts between each pair of days, by the calendar of the years given. */
async function countedInDatabase(pairs: (readonly [string, string])[], years: [number, number]) {
  const { db } = await testDatabase();
  const calendar = workingDayCalendar(...years);
  const { rows } = (await db.execute(sql`
    select pair.from_day::text as "from", pair.to_day::text as "to",
      ${calendar.numberOf(sql`pair.to_day`)} - ${calendar.numberOf(sql`pair.from_day`)} as days
    from unnest(${sql.param(pairs.map(([from]) => from))}::date[], ${sql.param(pairs.map(([, to]) => to))}::date[])
      as pair(from_day, to_day)`)) as unknown as { rows: Gap[] };
  return rows.map((row) => ({ ...row, days: Number(row.days) }));
}

describe('the working-day calendar of the statistics', () => {
  it('counts the working days between any two days as the shared rule does, over Easter, May and Christmas', async () => {
    const pairs: [string, string][] = [];
    for (let from = '2026-03-25'; from <= '2026-12-31'; from = addDays(from, 1))
      for (let gap = 0; gap <= 20; gap++) pairs.push([from, addDays(from, gap)]);
    for (const { from, to, days } of await countedInDatabase(pairs, [2026, 2027]))
      expect(days, `${from} to ${to}`).toBe(workingDaysAfter(from, to));
  });

  it('counts over the whole calendar, from its first day to its last', async () => {
    const pairs = [
      ['1900-01-01', '2199-12-31'],
      ['1900-01-01', '1900-01-02'],
      ['1999-12-31', '2000-01-03'],
      ['2026-12-05', '2199-12-31'],
    ] as const;
    for (const { from, to, days } of await countedInDatabase([...pairs], [1900, 2199]))
      expect(days, `${from} to ${to}`).toBe(workingDaysAfter(from, to));
  });
});
