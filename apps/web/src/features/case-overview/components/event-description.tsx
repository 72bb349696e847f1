import type { CaseEvent } from '@foretaksportalen/shared/contract/case';
import MailIcon from '@mui/icons-material/Mail';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { LabelledIcon } from '../../../components/labelled-icon.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { isPdfDocument } from '../../documents/index.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';

const UnreadMailIcon = (props: SvgIconProps) => (
  <Badge color="warning" variant="dot">
    <MailIcon {...props} />
  </Badge>
);

/**
 * What happened: for an event with a letter (a PDF), a link that opens it merged with its attachments in a new
 * tab; an unread letter has the warning badge 'Nytt brev' (spec 2 §4 event letter).
 */
export function EventDescription({ event, onOpenLetter }: { event: CaseEvent; onOpenLetter: () => void }) {
  const unread = !event.IsRead;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {unread ? <LabelledIcon label={CASE_OVERVIEW_TEXTS.newLetter} Icon={UnreadMailIcon} /> : null}
      {event.Documents.some(isPdfDocument) ? (
        <Link
          component="button"
          type="button"
          onClick={onOpenLetter}
          sx={{ textAlign: 'left', fontWeight: unread ? 500 : undefined }}
        >
          {event.Description}
          <Box component="span" sx={visuallyHidden}>
            {` ${CASE_OVERVIEW_TEXTS.opensInNewTab}`}
          </Box>
        </Link>
      ) : (
        <span>{event.Description}</span>
      )}
    </Box>
  );
}
