import type { ReportCell } from '@foretaksportalen/shared/contract/complaints-report';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { ListLink } from '../../../components/list-link.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { paths } from '../../../config/paths.ts';
import { reportCellSearch } from '../cell.ts';
import { formatCount, REPORT_PAGE_TEXTS } from '../texts.ts';

/** A number that counts cases (a link to them, unless there are none), or a figure that does not (a share, a sum). */
export type ReportTableCell = { count: number; cell: ReportCell; what: string } | { text: string };

export interface ReportTableRow {
  key: string;
  header: string;
  /** Whose cases the row counts, as its links name them ('alle saker', a product); the header by default. */
  scope?: string;
  cells: readonly ReportTableCell[];
}

interface ReportTableProps {
  caption: string;
  /** The row headers' column first, then one per figure. */
  columns: readonly string[];
  rows: readonly ReportTableRow[];
}

function Figure({ figure, scope }: { figure: ReportTableCell; scope: string }) {
  if ('text' in figure) return figure.text;
  const shown = formatCount(figure.count);
  if (figure.count === 0) return shown;
  return (
    <ListLink
      to={paths.reportCases.getHref(reportCellSearch(figure.cell))}
      aria-label={REPORT_PAGE_TEXTS.showCases(shown, figure.what, scope)}
    >
      {shown}
    </ListLink>
  );
}

/**
 * A table of the report: a caption, column headers and row headers with their scope, figures right, each count a
 * link to the case list showing exactly its cases. On a narrow screen it scrolls sideways in its box, which the
 * keyboard can reach and screen readers name by the caption.
 */
export function ReportTable({ caption, columns, rows }: ReportTableProps) {
  const captionId = useId();
  return (
    <TableContainer tabIndex={0} role="group" aria-labelledby={captionId}>
      <Table
        size="small"
        sx={{
          // The section's heading shows the same name: the caption is for screen readers and the group's name.
          '& caption': visuallyHidden,
          '& thead th': { verticalAlign: 'bottom', minWidth: 96 },
          '& thead th:first-of-type': { minWidth: 140 },
        }}
      >
        <caption id={captionId}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column} scope="col" align={index === 0 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.header}
              </TableCell>
              {row.cells.map((figure, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's figures are its columns, in their order
                <TableCell key={index} align="right">
                  <Figure figure={figure} scope={row.scope ?? row.header} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
