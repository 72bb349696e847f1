import type { CaseDocument } from '@foretaksportalen/shared/contract/case';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Selection } from '../../../components/use-selection.ts';
import type { DateSortDirection, DocumentGroup } from '../document-groups.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { DocumentGroupRows } from './document-group-rows.tsx';
import { WIDE_SCREEN_ONLY } from './document-row.tsx';

interface DocumentsTableProps {
  groups: readonly DocumentGroup[];
  /** Every document's id, in the order shown. */
  documentIds: readonly string[];
  selection: Selection;
  isExpanded: (eventId: string) => boolean;
  onToggleExpanded: (eventId: string) => void;
  direction: DateSortDirection;
  onToggleDirection: () => void;
  onOpen: (document: CaseDocument) => void;
  /** The tab that names the table. */
  labelledBy: string;
}

/** The documents tab's table (spec 2 §2): select, 'Dato' (sortable), 'Avsender', 'Navn', 'Størrelse'. */
export function DocumentsTable({
  groups,
  documentIds,
  selection,
  isExpanded,
  onToggleExpanded,
  direction,
  onToggleDirection,
  onOpen,
  labelledBy,
}: DocumentsTableProps) {
  const selectedCount = documentIds.filter(selection.isSelected).length;
  return (
    <TableContainer>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={documentIds.length > 0 && selectedCount === documentIds.length}
                indeterminate={selectedCount > 0 && selectedCount < documentIds.length}
                disabled={documentIds.length === 0}
                onChange={(event) => selection.setMany(documentIds, event.target.checked)}
                slotProps={{ input: { 'aria-label': CASE_OVERVIEW_TEXTS.selectAllDocuments } }}
              />
            </TableCell>
            <TableCell sortDirection={direction}>
              <TableSortLabel active direction={direction} onClick={onToggleDirection}>
                {CASE_OVERVIEW_TEXTS.date}
              </TableSortLabel>
            </TableCell>
            <TableCell sx={WIDE_SCREEN_ONLY}>{CASE_OVERVIEW_TEXTS.sender}</TableCell>
            <TableCell>{CASE_OVERVIEW_TEXTS.fileName}</TableCell>
            <TableCell align="right" sx={WIDE_SCREEN_ONLY}>
              {CASE_OVERVIEW_TEXTS.fileSize}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>{CASE_OVERVIEW_TEXTS.noDocuments}</TableCell>
            </TableRow>
          ) : (
            groups.map((group) => (
              <DocumentGroupRows
                key={group.eventId}
                group={group}
                expanded={isExpanded(group.eventId)}
                onToggleExpanded={() => onToggleExpanded(group.eventId)}
                selection={selection}
                onOpen={onOpen}
              />
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
