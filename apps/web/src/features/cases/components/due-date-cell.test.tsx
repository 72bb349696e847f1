import { render } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { makeCaseListItem } from '../../../test/case-fixtures.ts';
import { DueDateCell } from './due-date-cell.tsx';

const cellOf = (overrides: Parameters<typeof makeCaseListItem>[0]) =>
  render(<DueDateCell item={makeCaseListItem(overrides)} />).container;

describe('DueDateCell', () => {
  it('shows the date with the working days left, unmarked when there is time', () => {
    const cell = cellOf({ DueDate: '2026-04-01', DaysToDue: 4 });
    expect(cell.textContent).toBe('01.04.2026 om 4 virkedager');
    expect(cell.querySelector('svg')).toBeNull();
  });

  it('marks an overdue case and one due within two working days with an icon and bold text', () => {
    const overdue = cellOf({ DueDate: '2026-04-01', DaysToDue: -6 });
    expect(overdue.textContent).toBe('01.04.2026 6 virkedager over fristen');
    expect(overdue.querySelector('svg[data-testid="ErrorOutlineOutlinedIcon"]')).not.toBeNull();
    const tomorrow = dayjs().add(1, 'day');
    const soon = cellOf({ DueDate: tomorrow.format('YYYY-MM-DD'), DaysToDue: 1 });
    expect(soon.textContent).toBe(`${tomorrow.format('DD.MM.YYYY')} i morgen`);
    expect(soon.querySelector('svg[data-testid="ScheduleIcon"]')).not.toBeNull();
  });

  it('shows a closed case its date only, and nothing without a due date', () => {
    expect(cellOf({ DueDate: '2026-04-01', DaysToDue: -6, StatusCode: 'AVSLUTTET' }).textContent).toBe(
      '01.04.2026',
    );
    expect(cellOf({ DueDate: null, DaysToDue: null }).textContent).toBe('');
  });
});
