import type { CaseListItem } from '@foretaksportalen/shared/contract/case';
import type { CompanyClerkSummary } from '@foretaksportalen/shared/contract/config';
import { CASE_NOTE_MAX_LENGTH, CASE_REF_MAX_LENGTH } from '@foretaksportalen/shared/limits';
import Checkbox from '@mui/material/Checkbox';
import { memo, type ReactNode } from 'react';
import { CaseIdCell, DueDateCell, InlineTextCell } from '../../cases/index.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';
import type { ColumnLabels } from './case-table-head.tsx';
import { ClerkPickerCell } from './clerk-picker-cell.tsx';
import { LastActionCell } from './last-action-cell.tsx';
import { RowActions } from './row-actions.tsx';
import type { CaseColumn } from './use-visible-columns.ts';

/** MUI's classes of a body row and cell; `caseTableSx` gives them MUI's TableRow and TableCell styles. */
const ROW_CLASS = 'MuiTableRow-root';
const CASE_ROW_CLASS = `${ROW_CLASS} MuiTableRow-hover`;
const SELECTED_CASE_ROW_CLASS = `${CASE_ROW_CLASS} Mui-selected`;
const CELL_CLASS = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall';
const cellClass = (column: CaseColumn) => {
  if (column === 'select') return `${CELL_CLASS} MuiTableCell-paddingCheckbox MuiTableCell-alignLeft`;
  return `${CELL_CLASS} ${column === 'actions' ? 'MuiTableCell-alignRight' : 'MuiTableCell-alignLeft'}`;
};

/** The row that says the list is empty. */
export function NoCasesRow({ columnCount }: { columnCount: number }) {
  return (
    <tr className={ROW_CLASS}>
      <td className={CELL_CLASS} colSpan={columnCount}>
        {INCIDENTS_TEXTS.noCases}
      </td>
    </tr>
  );
}

interface CaseRowProps {
  item: CaseListItem;
  columns: readonly CaseColumn[];
  selected: boolean;
  onToggle: (caseUid: string) => void;
  clerks: readonly CompanyClerkSummary[];
  labels: ColumnLabels;
}

/**
 * One case of the list. A row is a plain `tr` of plain cells rather than MUI's TableRow and TableCells (which
 * compute their styles anew for every cell): a filter change renders fifteen new rows or more within one frame.
 * Memoized, so that rows still shown after a change are not rendered again.
 */
export const CaseRow = memo(function CaseRow({
  item,
  columns,
  selected,
  onToggle,
  clerks,
  labels,
}: CaseRowProps) {
  const cell = (column: CaseColumn): ReactNode => {
    switch (column) {
      case 'select':
        return (
          <Checkbox
            size="small"
            checked={selected}
            onChange={() => onToggle(item.CaseUid)}
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
        return <DueDateCell item={item} />;
      case 'CompanyCaseRef':
        return (
          <InlineTextCell
            item={item}
            field="CompanyCaseRef"
            label={labels.CompanyCaseRef}
            maxLength={CASE_REF_MAX_LENGTH}
            editable={item.CanEditCompanyDetails}
          />
        );
      case 'CompanyNote':
        return (
          <InlineTextCell
            item={item}
            field="CompanyNote"
            label={labels.CompanyNote}
            maxLength={CASE_NOTE_MAX_LENGTH}
            editable={item.CanEditCompanyDetails}
          />
        );
      case 'Clerk':
        return <ClerkPickerCell item={item} clerks={clerks} />;
      case 'actions':
        return <RowActions item={item} />;
    }
  };

  return (
    <tr className={selected ? SELECTED_CASE_ROW_CLASS : CASE_ROW_CLASS}>
      {columns.map((column) => (
        <td key={column} className={cellClass(column)}>
          {cell(column)}
        </td>
      ))}
    </tr>
  );
});
