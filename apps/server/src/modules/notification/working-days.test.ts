import { describe, expect, it } from 'vitest';
import { addDays, isLetterOverdue, isWorkingDay, lastOverdueLetterDay } from './working-days.ts';

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

describe('a letter unread after two working days', () => {
  it('is overdue on the third working day after an ordinary weekday', () => {
    // Monday's letter: Tuesday and Wednesday are its two working days.
    expect(isLetterOverdue('2026-11-23', '2026-11-25')).toBe(false);
    expect(isLetterOverdue('2026-11-23', '2026-11-26')).toBe(true);
    expect(lastOverdueLetterDay('2026-11-26')).toBe('2026-11-23');
  });

  it('waits over a weekend', () => {
    // Thursday's letter: Friday and Monday.
    expect(isLetterOverdue('2026-11-19', '2026-11-23')).toBe(false);
    expect(isLetterOverdue('2026-11-19', '2026-11-24')).toBe(true);
    // Friday's letter: Monday and Tuesday; and on Monday the letters of Wednesday and before are due.
    expect(isLetterOverdue('2026-11-20', '2026-11-24')).toBe(false);
    expect(isLetterOverdue('2026-11-20', '2026-11-25')).toBe(true);
    expect(lastOverdueLetterDay('2026-11-23')).toBe('2026-11-18');
  });

  it('counts a letter that came on a weekend or holiday from the next working day', () => {
    // Saturday's and Sunday's letters: Monday and Tuesday.
    for (const weekend of ['2026-11-21', '2026-11-22']) {
      expect(isLetterOverdue(weekend, '2026-11-24')).toBe(false);
      expect(isLetterOverdue(weekend, '2026-11-25')).toBe(true);
    }
  });

  it('does not count the Easter holidays', () => {
    // The Friday before Easter week: Monday 30 March and Tuesday 31 March.
    expect(isLetterOverdue('2026-03-27', '2026-03-31')).toBe(false);
    expect(isLetterOverdue('2026-03-27', '2026-04-01')).toBe(true);
    // The Wednesday before Easter: Maundy Thursday to Easter Monday are days off, so Tuesday 7 and Wednesday 8.
    expect(isLetterOverdue('2026-04-01', '2026-04-07')).toBe(false);
    expect(isLetterOverdue('2026-04-01', '2026-04-08')).toBe(false);
    expect(isLetterOverdue('2026-04-01', '2026-04-09')).toBe(true);
    // Good Friday's letter waits as long.
    expect(isLetterOverdue('2026-04-03', '2026-04-08')).toBe(false);
    expect(isLetterOverdue('2026-04-03', '2026-04-09')).toBe(true);
  });

  it('does not count 17 May', () => {
    // 2027: 17 May is a Monday. Thursday 13th's letter has Friday 14th and Tuesday 18th.
    expect(isLetterOverdue('2027-05-13', '2027-05-18')).toBe(false);
    expect(isLetterOverdue('2027-05-13', '2027-05-19')).toBe(true);
  });

  it('does not count Christmas and New Year', () => {
    // Wednesday 23 December 2026: Thursday 24th (Christmas Eve is a working day) and Monday 28th.
    expect(isLetterOverdue('2026-12-23', '2026-12-28')).toBe(false);
    expect(isLetterOverdue('2026-12-23', '2026-12-29')).toBe(true);
    // Wednesday 30 December: Thursday 31st, then 1 January is off, so Monday 4 January.
    expect(isLetterOverdue('2026-12-30', '2027-01-04')).toBe(false);
    expect(isLetterOverdue('2026-12-30', '2027-01-05')).toBe(true);
  });
});
