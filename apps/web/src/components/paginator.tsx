import { CASE_LIST_PAGE_SIZE_OPTIONS } from '@foretaksportalen/shared/limits';
import TablePagination, { type TablePaginationProps } from '@mui/material/TablePagination';
import { memo } from 'react';

const itemLabels = {
  first: 'Første side',
  last: 'Siste side',
  next: 'Neste side',
  previous: 'Forrige side',
} as const;

const ROWS_PER_PAGE_LABEL = 'Saker pr side';

/** The specification's range label, word for word: 'Side N of M', or 'Side 1 av 1' for an empty list. */
export function pageRangeLabel(page: number, count: number, rowsPerPage: number): string {
  if (count <= 0 || rowsPerPage <= 0) return 'Side 1 av 1';
  return `Side ${page + 1} of ${Math.ceil(count / rowsPerPage)}`;
}

type PaginatorLabelProps = Required<
  Pick<TablePaginationProps, 'labelRowsPerPage' | 'getItemAriaLabel' | 'labelDisplayedRows'>
>;

/** Norwegian labels for any MUI TablePagination. */
function paginatorLabelProps(rowsPerPage: number): PaginatorLabelProps {
  return {
    labelRowsPerPage: ROWS_PER_PAGE_LABEL,
    getItemAriaLabel: (type) => itemLabels[type],
    labelDisplayedRows: ({ page, count }) => pageRangeLabel(page, count, rowsPerPage),
  };
}

type PaginatorProps = Omit<TablePaginationProps, keyof PaginatorLabelProps | 'component'>;

/** TablePagination with the specification's labels, first/last buttons and page sizes. */
export const Paginator = memo(function Paginator({
  rowsPerPageOptions = CASE_LIST_PAGE_SIZE_OPTIONS,
  ...props
}: PaginatorProps) {
  return (
    <TablePagination
      component="div"
      showFirstButton
      showLastButton
      rowsPerPageOptions={rowsPerPageOptions}
      {...paginatorLabelProps(props.rowsPerPage)}
      {...props}
    />
  );
});
