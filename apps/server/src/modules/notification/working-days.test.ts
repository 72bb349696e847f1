import { describe, expect, it } from 'vitest';
import { isLetterOverdue, lastOverdueLetterDay, workingDaysFrom } from './working-days.ts';

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

describe('workingDaysFrom', () => {
  it('counts working days forwards and backwards over weekends and holidays', () => {
    // Friday 20 November 2026: Monday 23rd is the first working day after it, Thursday 19th the first before.
    expect(workingDaysFrom('2026-11-20', 1)).toBe('2026-11-23');
    expect(workingDaysFrom('2026-11-20', 3)).toBe('2026-11-25');
    expect(workingDaysFrom('2026-11-20', -1)).toBe('2026-11-19');
    // From Saturday the next working day is Monday.
    expect(workingDaysFrom('2026-11-21', 1)).toBe('2026-11-23');
    // Wednesday before Easter 2026: Maundy Thursday to Easter Monday are days off.
    expect(workingDaysFrom('2026-04-01', 1)).toBe('2026-04-07');
    expect(workingDaysFrom('2026-04-07', -1)).toBe('2026-04-01');
    expect(workingDaysFrom('2026-11-20', 0)).toBe('2026-11-20');
  });
});
