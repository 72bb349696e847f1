import type { CaseDocument } from '@foretaksportalen/shared/contract/case';
import { formatBytes } from '@foretaksportalen/shared/format-bytes';
import { EXPAND_ANIMATION_MS } from '@foretaksportalen/shared/limits';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../components/format-date.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { isPdfDocument } from '../../documents/index.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { useTargetRow } from './target-row.tsx';

/** Sender and size give way on a narrow screen, so that the name, what the clerk looks for, stays in view. */
export const WIDE_SCREEN_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Room for the group toggle, so that a header's name and its attachments' names line up under each other. */
const TOGGLE_WIDTH = 34;
const ATTACHMENT_INDENT = 3;

interface DocumentRowProps {
  document: CaseDocument;
  id?: string;
  selected: boolean;
  onToggleSelected: () => void;
  onOpen: () => void;
  /** A group header's toggle, before its name. */
  groupToggle?: ReactNode;
  /** An attachment: indented, and shown only while its group is expanded (collapsing over 225 ms). */
  attachmentShown?: boolean;
}

/** One document of the documents tab: select, date, sender, the name that opens it, and its size. */
export function DocumentRow({
  document,
  id,
  selected,
  onToggleSelected,
  onOpen,
  groupToggle,
  attachmentShown,
}: DocumentRowProps) {
  const isAttachment = attachmentShown !== undefined;
  const hidden = attachmentShown === false;
  // An attachment's cells collapse their content (hidden from everyone once collapsed) and their padding.
  const cell = (content: ReactNode) =>
    isAttachment ? (
      <Collapse in={attachmentShown} timeout={EXPAND_ANIMATION_MS}>
        <Box sx={{ py: '6px' }}>{content}</Box>
      </Collapse>
    ) : (
      content
    );
  const cellSx = isAttachment ? { py: 0, ...(hidden ? { borderBottom: 0 } : {}) } : undefined;
  const targetRow = useTargetRow('document', document.Id);

  return (
    <TableRow id={id} hover selected={selected} aria-hidden={hidden || undefined} {...targetRow}>
      <TableCell padding="checkbox" sx={cellSx}>
        {cell(
          <Checkbox
            size="small"
            checked={selected}
            onChange={onToggleSelected}
            // A small checkbox cell takes the padding off its child; an attachment's checkbox is its collapse's.
            sx={{ p: 0 }}
            slotProps={{ input: { 'aria-label': CASE_OVERVIEW_TEXTS.selectDocument(document.FileName) } }}
          />,
        )}
      </TableCell>
      <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>{cell(formatDateTime(document.Created))}</TableCell>
      <TableCell sx={{ ...cellSx, ...WIDE_SCREEN_ONLY }}>{cell(document.UploadedBy)}</TableCell>
      <TableCell sx={{ ...cellSx, minWidth: { xs: '8rem', sm: '12rem' } }}>
        {cell(
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              pl: groupToggle ? 0 : `${TOGGLE_WIDTH}px`,
              ml: isAttachment ? ATTACHMENT_INDENT : 0,
            }}
          >
            {groupToggle}
            <Link
              component="button"
              type="button"
              onClick={onOpen}
              sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
            >
              {document.FileName}
              {isPdfDocument(document) ? (
                <Box component="span" sx={visuallyHidden}>
                  {` ${CASE_OVERVIEW_TEXTS.opensInNewTab}`}
                </Box>
              ) : null}
            </Link>
          </Box>,
        )}
      </TableCell>
      <TableCell align="right" sx={{ ...cellSx, ...WIDE_SCREEN_ONLY, whiteSpace: 'nowrap' }}>
        {cell(formatBytes(document.FileSize))}
      </TableCell>
    </TableRow>
  );
}
