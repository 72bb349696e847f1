import type { CaseListItem } from '@foretaksportalen/shared/contract/case';
import MailIcon from '@mui/icons-material/Mail';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { formatDate } from '../../../components/format-date.ts';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import { LIST_BUTTON } from '../../../components/list-buttons.tsx';
import { useOpenLetter } from '../../cases/index.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';

/** The date of the last event, and for unread letters a mail icon with their count that opens the newest. */
export function LastActionCell({ item }: { item: CaseListItem }) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {item.LastEvent ? formatDate(item.LastEvent.Created) : null}
      {item.UnreadCount > 0 && item.UnreadEventId ? (
        <UnreadLetterButton count={item.UnreadCount} eventId={item.UnreadEventId} caseUid={item.CaseUid} />
      ) : null}
    </Box>
  );
}

function UnreadLetterButton({
  count,
  eventId,
  caseUid,
}: {
  count: number;
  eventId: string;
  caseUid: string;
}) {
  const openLetter = useOpenLetter({ merge: false });
  const label = INCIDENTS_TEXTS.unreadLetters(count);
  return (
    <LazyTooltip title={label}>
      <button
        type="button"
        className={LIST_BUTTON.icon}
        aria-label={label}
        onClick={() => openLetter({ eventId, caseUid })}
      >
        <Badge badgeContent={count} color="error">
          <MailIcon fontSize="small" />
        </Badge>
      </button>
    </LazyTooltip>
  );
}
