import type { caseColumnLabels } from '@foretaksportalen/shared/contract/case';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { memo, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { CaseSort, SortColumn } from '../list-rules.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';
import type { CaseColumn } from './use-visible-columns.ts';

export type ColumnLabels = ReturnType<typeof caseColumnLabels>;

/** How many of the page's rows are selected, for the heading's checkbox. */
export type PageSelection = 'none' | 'some' | 'all';

interface CaseTableHeadProps {
  columns: readonly CaseColumn[];
  labels: ColumnLabels;
  sort: CaseSort | null;
  onSort: (column: SortColumn) => void;
  pageSelection: PageSelection;
  pageEmpty: boolean;
  onSelectPage: (selected: boolean) => void;
}

/**
 * The headings: sortable columns, the page's checkbox and the actions' hidden name. Memoized: a filter change that
 * leaves the sort and the page's selection as they were does not render it.
 */
export const CaseTableHead = memo(function CaseTableHead({
  columns,
  labels,
  sort,
  onSort,
  pageSelection,
  pageEmpty,
  onSelectPage,
}: CaseTableHeadProps) {
  const heading = (column: CaseColumn): ReactNode => {
    if (column === 'select') {
      return (
        <Checkbox
          size="small"
          checked={pageSelection === 'all'}
          indeterminate={pageSelection === 'some'}
          disabled={pageEmpty}
          onChange={(event) => onSelectPage(event.target.checked)}
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

  return (
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
  );
});
