import { type CaseListItem, caseColumnLabels } from '@foretaksportalen/shared/contract/case';
import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';
import { CASE_NOTE_MAX_LENGTH, CASE_REF_MAX_LENGTH } from '@foretaksportalen/shared/limits';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { formatDate } from '../../../components/format-date.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useProductName } from '../../access/index.ts';
import type { CaseSort, SortColumn } from '../list-rules.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';
import { CaseIdCell } from './case-id-cell.tsx';
import { ClerkPickerCell } from './clerk-picker-cell.tsx';
import { InlineTextCell } from './inline-text-cell.tsx';
import { LastActionCell } from './last-action-cell.tsx';
import { RowActions } from './row-actions.tsx';
import type { CaseSelection } from './use-case-selection.ts';
import type { CaseColumn } from './use-visible-columns.ts';

export interface CaseTableProps {
  /** The rows of the page shown. */
  rows: readonly CaseListItem[];
  columns: readonly CaseColumn[];
  sort: CaseSort | null;
  onSort: (column: SortColumn) => void;
  selection: CaseSelection;
  /** Level 3 and above edit the company ref and note in place. */
  editableDetails: boolean;
  clerks: readonly CompanyClerk[];
  labelledBy: string;
}

/** The incidents table (spec 2 §2): the columns given, sortable headings, one row per case. */
export function CaseTable({
  rows,
  columns,
  sort,
  onSort,
  selection,
  editableDetails,
  clerks,
  labelledBy,
}: CaseTableProps) {
  const labels = caseColumnLabels(useProductName());
  const pageUids = rows.map((row) => row.CaseUid);
  const selectedOnPage = pageUids.filter(selection.isSelected).length;

  const heading = (column: CaseColumn): ReactNode => {
    if (column === 'select') {
      return (
        <Checkbox
          size="small"
          checked={rows.length > 0 && selectedOnPage === rows.length}
          indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
          disabled={rows.length === 0}
          onChange={(event) => selection.setMany(pageUids, event.target.checked)}
          slotProps={{ input: { 'aria-label': INCIDENTS_TEXTS.selectPage } }}
        />
      );
    }
    if (column === 'actions')
      return (
        <Box component="span" sx={visuallyHidden}>
          {INCIDENTS_TEXTS.actions}
        </Box>
      );
    const active = sort?.column === column;
    return (
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : 'asc'}
        onClick={() => onSort(column)}
      >
        {labels[column]}
      </TableSortLabel>
    );
  };

  const cell = (column: CaseColumn, item: CaseListItem): ReactNode => {
    switch (column) {
      case 'select':
        return (
          <Checkbox
            size="small"
            checked={selection.isSelected(item.CaseUid)}
            onChange={() => selection.toggle(item.CaseUid)}
            slotProps={{ input: { 'aria-label': INCIDENTS_TEXTS.selectCase(item.CaseId.toUpperCase()) } }}
          />
        );
      case 'CaseId':
        return <CaseIdCell item={item} />;
      case 'LastEvent':
        return <LastActionCell item={item} />;
      case 'FirstName':
        return item.Complainer?.FirstName;
      case 'LastName':
        return item.Complainer?.LastName;
      case 'DueDate':
        return item.DueDate ? formatDate(item.DueDate) : null;
      case 'CompanyCaseRef':
        return (
          <InlineTextCell
            item={item}
            field="CompanyCaseRef"
            label={labels.CompanyCaseRef}
            maxLength={CASE_REF_MAX_LENGTH}
            editable={editableDetails}
          />
        );
      case 'CompanyNote':
        return (
          <InlineTextCell
            item={item}
            field="CompanyNote"
            label={labels.CompanyNote}
            maxLength={CASE_NOTE_MAX_LENGTH}
            editable={editableDetails}
          />
        );
      case 'Clerk':
        return <ClerkPickerCell item={item} clerks={clerks} />;
      case 'actions':
        return <RowActions item={item} />;
    }
  };

  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column}
                padding={column === 'select' ? 'checkbox' : 'normal'}
                sortDirection={sort?.column === column ? sort.direction : false}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {heading(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{INCIDENTS_TEXTS.noCases}</TableCell>
            </TableRow>
          ) : (
            rows.map((item) => (
              <TableRow key={item.CaseUid} hover selected={selection.isSelected(item.CaseUid)}>
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    padding={column === 'select' ? 'checkbox' : 'normal'}
                    align={column === 'actions' ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {cell(column, item)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
