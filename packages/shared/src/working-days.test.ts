import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  isWorkingDay,
  weekdayHolidays,
  workingDayOnOrAfter,
  workingDaysAfter,
  workingDaysToDue,
} from './working-days.ts';

describe('isWorkingDay', () => {
  it.each([
    ['2026-11-23', 'a Monday', true],
    ['2026-11-27', 'a Friday', true],
    ['2026-11-21', 'a Saturday', false],
    ['2026-11-22', 'a Sunday', false],
    ['2026-01-01', "New Year's Day", false],
    ['2026-04-01', 'the Wednesday before Easter', true],
    ['2026-04-02', 'Maundy Thursday', false],
    ['2026-04-03', 'Good Friday', false],
    ['2026-04-06', 'Easter Monday', false],
    ['2026-04-07', 'the Tuesday after Easter', true],
    ['2026-05-01', 'the first of May', false],
    ['2026-05-14', 'Ascension Day', false],
    ['2026-05-25', 'Whit Monday', false],
    ['2027-05-17', 'Constitution Day on a Monday', false],
    ['2026-12-24', 'Christmas Eve (not a public holiday)', true],
    ['2026-12-25', 'Christmas Day', false],
    ['2026-12-26', "St Stephen's Day (a Saturday)", false],
    ['2027-12-27', 'the Monday after a Christmas on the weekend', true],
    ['2027-03-26', 'Good Friday 2027', false],
  ])('%s (%s): %s', (day, _name, working) => {
    expect(isWorkingDay(day)).toBe(working);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });
});

describe('workingDaysToDue', () => {
  it('counts working days to the deadline, 0 on the day, negative after it', () => {
    // Wednesday 25 November 2026: due Friday 27th is two working days away, Monday 30th three.
    expect(workingDaysToDue('2026-11-25', '2026-11-25')).toBe(0);
    expect(workingDaysToDue('2026-11-26', '2026-11-25')).toBe(1);
    expect(workingDaysToDue('2026-11-27', '2026-11-25')).toBe(2);
    expect(workingDaysToDue('2026-11-30', '2026-11-25')).toBe(3);
    expect(workingDaysToDue('2026-11-24', '2026-11-25')).toBe(-1);
    expect(workingDaysToDue('2026-11-18', '2026-11-25')).toBe(-5);
  });

  it('moves a deadline on a weekend to the Monday, and is never 0 on a day off after a deadline', () => {
    expect(workingDayOnOrAfter('2026-11-28')).toBe('2026-11-30');
    // Due Saturday, seen on Friday: one working day (the Monday).
    expect(workingDaysToDue('2026-11-28', '2026-11-27')).toBe(1);
    expect(workingDaysToDue('2026-11-28', '2026-11-30')).toBe(0);
    // Due Friday, seen on Saturday and Sunday: overdue, though no working day has passed.
    expect(workingDaysToDue('2026-11-27', '2026-11-28')).toBe(-1);
    expect(workingDaysToDue('2026-11-27', '2026-11-29')).toBe(-1);
    expect(workingDaysToDue('2026-11-27', '2026-11-30')).toBe(-1);
    expect(workingDaysToDue('2026-11-27', '2026-12-01')).toBe(-2);
  });

  it('does not count Easter', () => {
    // From the Wednesday before Easter 2026 to the Tuesday after: Thursday to Monday are days off.
    expect(workingDaysToDue('2026-04-07', '2026-04-01')).toBe(1);
    // Due on Good Friday: the deadline is the Tuesday after Easter Monday.
    expect(workingDayOnOrAfter('2026-04-03')).toBe('2026-04-07');
    expect(workingDaysToDue('2026-04-03', '2026-04-01')).toBe(1);
    expect(workingDaysToDue('2026-04-01', '2026-04-07')).toBe(-1);
  });

  it('does not count Christmas, and runs over the year end', () => {
    // From Wednesday 23 December 2026 (Christmas Eve is a working day) to Monday 4 January 2027.
    expect(workingDaysToDue('2026-12-24', '2026-12-23')).toBe(1);
    expect(workingDaysToDue('2026-12-28', '2026-12-23')).toBe(2);
    // 24, 28, 29, 30 and 31 December, and 4 January: Christmas Day and New Year's Day are days off.
    expect(workingDaysToDue('2027-01-04', '2026-12-23')).toBe(6);
    expect(workingDaysToDue('2026-12-31', '2027-01-04')).toBe(-1);
  });

  it('does not count 17 May', () => {
    // 2027: 17 May is a Monday. From Friday 14th to Tuesday 18th is one working day.
    expect(workingDaysToDue('2027-05-18', '2027-05-14')).toBe(1);
    expect(workingDaysToDue('2027-05-17', '2027-05-14')).toBe(1);
    expect(workingDaysToDue('2027-05-14', '2027-05-18')).toBe(-1);
  });
});

describe('workingDaysAfter', () => {
  it.each([
    ['2026-11-23', '2026-11-23', 'the same day', 0],
    ['2026-11-24', '2026-11-23', 'a day before', 0],
    ['2026-11-20', '2026-11-23', 'Friday to Monday', 1],
    ['2026-11-21', '2026-11-23', 'Saturday to Monday', 1],
    ['2026-04-01', '2026-04-07', 'over Easter (Thursday to Monday off)', 1],
    ['2026-05-15', '2026-05-19', 'over 17 May on a Sunday', 2],
    ['2027-05-14', '2027-05-18', 'over 17 May on a Monday', 1],
  ])('%s to %s (%s): %i', (from, to, _name, days) => {
    expect(workingDaysAfter(from, to)).toBe(days);
  });
});

describe('the public holidays, evaluated from the rules of date-holidays', () => {
  const norway = new Holidays('NO');
  // Every eleventh year of the calendar and its last: the library takes tens of milliseconds a year.
  const years = [...Array.from({ length: 28 }, (_, index) => 1900 + 11 * index), 2199];

  it.each(years)('agree with the library on every day of %i', (year) => {
    const holidays = new Set(
      norway
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      expect(isWorkingDay(day), day).toBe(weekday !== 0 && weekday !== 6 && !holidays.has(day));
    }
  });

  it('lists those on weekdays in order, over the years asked for', () => {
    const days = weekdayHolidays(2026, 2027);
    expect(days).toEqual([...days].sort());
    expect(days.every((day) => day >= '2026-01-01' && day <= '2027-12-31' && !isWorkingDay(day))).toBe(true);
    // 2026: 17 May and 26 December fall on a Sunday and a Saturday. 2027: 1 May and Christmas on the weekend,
    // and 17 May is Whit Monday too.
    expect(days.filter((day) => day.startsWith('2026'))).toHaveLength(8);
    expect(days.filter((day) => day.startsWith('2027'))).toEqual([
      '2027-01-01',
      '2027-03-25',
      '2027-03-26',
      '2027-03-29',
      '2027-05-06',
      '2027-05-17',
    ]);
  });
});

describe('workingDaysAfter over long spans', () => {
  /** The count day by day, as the rule reads. */
  const countDayByDay = (from: string, to: string) => {
    let count = 0;
    for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) count += 1;
    return count;
  };

  it('agrees with a count day by day, also over decades and the whole calendar', () => {
    const pairs = [
      ['1900-01-01', '2199-12-31'],
      ['1900-01-01', '1900-01-08'],
      ['1999-12-30', '2000-01-04'],
      ['2026-12-05', '2199-12-31'],
      ['2199-12-24', '2199-12-31'],
      ['1950-06-15', '2031-03-02'],
    ] as const;
    for (const [from, to] of pairs)
      expect(workingDaysAfter(from, to), `${from} to ${to}`).toBe(countDayByDay(from, to));
  });

  it('agrees with a count day by day from every day of two years up to 40 days on', () => {
    for (let from = '2027-01-01'; from <= '2028-12-31'; from = addDays(from, 1))
      for (let gap = 0; gap <= 40; gap += 3) {
        const to = addDays(from, gap);
        expect(workingDaysAfter(from, to), `${from} to ${to}`).toBe(countDayByDay(from, to));
      }
  });
});
