import { type CaseListItem, caseColumnLabels } from '@foretaksportalen/shared/contract/case';
import type { CompanyClerkSummary } from '@foretaksportalen/shared/contract/config';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import { useEventCallback } from '@mui/material/utils';
import { memo, useMemo } from 'react';
import { useProductName } from '../../../lib/branding.ts';
import type { CaseSort, SortColumn } from '../list-rules.ts';
import { CaseRow, NoCasesRow } from './case-row.tsx';
import { CaseTableHead, type PageSelection } from './case-table-head.tsx';
import type { CaseSelection } from './use-case-selection.ts';
import type { CaseColumn } from './use-visible-columns.ts';

interface CaseTableProps {
  /** The rows of the page shown. */
  rows: readonly CaseListItem[];
  columns: readonly CaseColumn[];
  sort: CaseSort | null;
  onSort: (column: SortColumn) => void;
  selection: CaseSelection;
  clerks: readonly CompanyClerkSummary[];
  labelledBy: string;
}

/**
 * MUI's TableRow and TableCell styles (body, small, aligned left or right, checkbox padding) for the plain rows
 * and cells of `CaseRow`, in one rule set for the whole table, with the list's narrower padding and no wrapping.
 */
const caseTableSx: SxProps<Theme> = (theme) => {
  const { action, divider, primary, text } = theme.palette;
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = theme.typography.body2;
  return {
    '& .MuiTableCell-root': { px: 1 },
    '& > tbody > tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: '0' },
    '& > tbody > tr.MuiTableRow-hover:hover': { backgroundColor: action.hover },
    '& > tbody > tr.Mui-selected': { backgroundColor: theme.alpha(primary.main, action.selectedOpacity) },
    '& > tbody > tr.Mui-selected:hover': {
      backgroundColor: theme.alpha(primary.main, `${action.selectedOpacity} + ${action.hoverOpacity}`),
    },
    '& > tbody > tr > td': {
      fontFamily,
      fontWeight,
      fontSize,
      lineHeight,
      letterSpacing,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.lighten(theme.alpha(divider, 1), 0.88)}`,
      textAlign: 'left',
      padding: '6px 8px',
      color: text.primary,
      whiteSpace: 'nowrap',
    },
    '& > tbody > tr > td.MuiTableCell-paddingCheckbox': {
      width: 24,
      padding: '0 12px 0 16px',
      '& > *': { padding: 0 },
    },
    '& > tbody > tr > td.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
  };
};

/**
 * The incidents table (spec 2 §2): the columns given, sortable headings, one row per case. Memoized, as are its
 * head and rows: a filter change renders only the rows that were not shown before.
 */
export const CaseTable = memo(function CaseTable({
  rows,
  columns,
  sort,
  onSort,
  selection,
  clerks,
  labelledBy,
}: CaseTableProps) {
  const productName = useProductName();
  const labels = useMemo(() => caseColumnLabels(productName), [productName]);
  const selectedOnPage = rows.filter((row) => selection.isSelected(row.CaseUid)).length;
  const pageSelection: PageSelection =
    selectedOnPage === 0 ? 'none' : selectedOnPage === rows.length ? 'all' : 'some';
  const selectPage = useEventCallback((selected: boolean) =>
    selection.setMany(
      rows.map((row) => row.CaseUid),
      selected,
    ),
  );

  return (
    // Positioned, so that the visually hidden heading of the actions column stays inside it: a wide table (larger
    // text spacing, WCAG 1.4.12) then scrolls in its container instead of widening the page.
    <TableContainer sx={{ position: 'relative' }}>
      <Table size="small" aria-labelledby={labelledBy} sx={caseTableSx}>
        <CaseTableHead
          columns={columns}
          labels={labels}
          sort={sort}
          onSort={onSort}
          pageSelection={pageSelection}
          pageEmpty={rows.length === 0}
          onSelectPage={selectPage}
        />
        <TableBody>
          {rows.length === 0 ? (
            <NoCasesRow columnCount={columns.length} />
          ) : (
            rows.map((item) => (
              <CaseRow
                key={item.CaseUid}
                item={item}
                columns={columns}
                selected={selection.isSelected(item.CaseUid)}
                onToggle={selection.toggle}
                clerks={clerks}
                labels={labels}
              />
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
