import { type CaseListItem, isClosed } from '@foretaksportalen/shared/contract/case';
import { type DueState, dueState, dueText } from '@foretaksportalen/shared/due-text';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { type Theme, useTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { formatDate, todayIsoDate } from '../../../components/format-date.ts';

const ICONS = { overdue: ErrorOutlineIcon, soon: ScheduleIcon, later: null } as const;

const DATE_STYLE: CSSProperties = { display: 'inline-flex', flexDirection: 'column' };

/** Plain inline styles: the list renders fifteen rows or more per keystroke, and styled components cost there. */
const textStyle = (state: DueState, { palette }: Theme): CSSProperties => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  fontSize: '0.75rem',
  // The list's cells keep to one line; this text may take two where the column is narrow (WCAG 1.4.12).
  whiteSpace: 'normal',
  fontWeight: state === 'later' ? 400 : 600,
  color: { overdue: palette.error.main, soon: palette.text.primary, later: palette.text.secondary }[state],
});

/**
 * A case's due date with the working days left under it, as the server counted them (`DaysToDue`): "om 4
 * virkedager", "i morgen", "2 virkedager over fristen" (today is the browser's date: Oslo's, for its users).
 * Overdue and due within two working days are marked with an icon and the text in bold, not by colour alone; a
 * closed case shows its date only.
 */
export function DueDateCell({ item }: { item: Pick<CaseListItem, 'DueDate' | 'DaysToDue' | 'StatusCode'> }) {
  const theme = useTheme();
  if (!item.DueDate) return null;
  const date = formatDate(item.DueDate);
  if (item.DaysToDue === null || isClosed(item.StatusCode)) return date;
  const state = dueState(item.DaysToDue);
  const Icon = ICONS[state];
  return (
    <span style={DATE_STYLE}>
      <span>{date}</span>{' '}
      <span style={textStyle(state, theme)}>
        {Icon ? <Icon fontSize="inherit" aria-hidden /> : null}
        {dueText(item.DaysToDue, item.DueDate, todayIsoDate())}
      </span>
    </span>
  );
}
