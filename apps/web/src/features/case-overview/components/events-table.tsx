import type { Case } from '@foretaksportalen/shared/contract/case';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { confirm } from '../../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../../components/format-date.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useOpenLetter } from '../../cases/index.ts';
import { DownloadMenu, useDownloadEventDocuments } from '../../documents/index.ts';
import { useDeleteCaseEvent } from '../api/delete-case-event.ts';
import { lastDeleteDeadline, secondsLeftToDelete } from '../delete-window.ts';
import { CASE_OVERVIEW_TEXTS, CONFIRM_DELETE_LETTER } from '../texts.ts';
import { DeleteLetterButton } from './delete-letter-button.tsx';
import { EventDescription } from './event-description.tsx';
import { TargetRow } from './target-row.tsx';
import { useCountdownClock } from './use-countdown-clock.ts';

interface EventsTableProps {
  caseData: Case;
  /** The tab that names the table. */
  labelledBy: string;
  /** Where the focus goes when the control that had it leaves the table. */
  onFocusLost: () => void;
}

/**
 * The events tab's table (spec 2 §2, §4): date, description and actions, newest first. A letter still inside
 * its delete window counts down on a red 'SLETT (mm:ss)'; once the window has passed, or for any other event
 * with documents, the download menu.
 */
export function EventsTable({ caseData, labelledBy, onFocusLost }: EventsTableProps) {
  const { CaseUid: caseUid, Events: events } = caseData;
  const now = useCountdownClock(lastDeleteDeadline(events));
  const openLetter = useOpenLetter({ merge: true });
  const deleteEvent = useDeleteCaseEvent();
  const downloadEvent = useDownloadEventDocuments();

  const confirmDelete = async (eventId: string) => {
    if (await confirm(CONFIRM_DELETE_LETTER)) deleteEvent.mutate(eventId);
  };

  return (
    // Positioned, so that the visually hidden header (absolutely positioned) scrolls with a table wider than the
    // screen (a 'SLETT (mm:ss)' at 375 px) instead of widening the page.
    <TableContainer sx={{ position: 'relative' }}>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }}>{CASE_OVERVIEW_TEXTS.date}</TableCell>
            <TableCell>{CASE_OVERVIEW_TEXTS.description}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {CASE_OVERVIEW_TEXTS.actions}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3}>{CASE_OVERVIEW_TEXTS.noEvents}</TableCell>
            </TableRow>
          ) : (
            events.map((event) => {
              const secondsLeft = secondsLeftToDelete(event, now);
              return (
                <TargetRow key={event.Gid} kind="event" targetId={event.Gid}>
                  {/* On a phone the time goes under the date, so that 'SLETT (mm:ss)' fits beside the text. */}
                  <TableCell sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, verticalAlign: 'top' }}>
                    {formatDateTime(event.Created)}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <EventDescription
                      event={event}
                      onOpenLetter={() => openLetter({ eventId: event.Gid, caseUid })}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                    {secondsLeft > 0 ? (
                      <DeleteLetterButton
                        secondsLeft={secondsLeft}
                        onDelete={() => void confirmDelete(event.Gid)}
                        onRemovedWhileFocused={onFocusLost}
                      />
                    ) : null}
                    {secondsLeft === 0 && event.Documents.length > 0 ? (
                      <DownloadMenu
                        onDownload={(asZip) => downloadEvent.mutate({ eventId: event.Gid, caseUid, asZip })}
                      />
                    ) : null}
                  </TableCell>
                </TargetRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
