import { type CaseListItem, isClosed } from '@foretaksportalen/shared/contract/case';
import { dueState, dueText } from '@foretaksportalen/shared/due-text';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { formatDate } from '../../../components/format-date.ts';

const STATE_STYLE = {
  overdue: { color: 'error.main', fontWeight: 600, Icon: ErrorOutlineIcon },
  soon: { color: 'text.primary', fontWeight: 600, Icon: ScheduleIcon },
  later: { color: 'text.secondary', fontWeight: 400, Icon: null },
} as const;

/**
 * A case's due date with the working days left under it, as the server counted them (`DaysToDue`): "om 4
 * virkedager", "i morgen", "2 virkedager over fristen" (today is the browser's date: Oslo's, for its users). Overdue and due within two working days are marked with
 * an icon and the text in bold, not by colour alone; a closed case shows its date only.
 */
export function DueDateCell({ item }: { item: Pick<CaseListItem, 'DueDate' | 'DaysToDue' | 'StatusCode'> }) {
  if (!item.DueDate) return null;
  const date = formatDate(item.DueDate);
  if (item.DaysToDue === null || isClosed(item.StatusCode)) return date;
  const { color, fontWeight, Icon } = STATE_STYLE[dueState(item.DaysToDue)];
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{date}</span>{' '}
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.25,
          fontSize: '0.75rem',
          color,
          fontWeight,
        }}
      >
        {Icon ? <Icon fontSize="inherit" aria-hidden /> : null}
        {dueText(item.DaysToDue, item.DueDate, dayjs().format('YYYY-MM-DD'))}
      </Box>
    </Box>
  );
}
