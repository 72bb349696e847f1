import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';

export interface StatisticsTableRow {
  key: string;
  /** What the row is about (a week, a month, a clerk), then its figures. */
  header: string;
  figures: readonly string[];
}

interface StatisticsTableProps {
  caption: string;
  /** The row headers' column first, then one per figure. */
  columns: readonly string[];
  rows: readonly StatisticsTableRow[];
}

/**
 * A statistic's figures as a table: a caption, column headers and row headers with their scope, figures right. On a
 * narrow screen it scrolls sideways in its box, which the keyboard can reach and screen readers name by the caption.
 */
export function StatisticsTable({ caption, columns, rows }: StatisticsTableProps) {
  const captionId = useId();
  return (
    <TableContainer tabIndex={0} role="group" aria-labelledby={captionId}>
      <Table
        size="small"
        sx={{ '& caption': { captionSide: 'top', px: 0, color: 'text.primary', fontWeight: 500 } }}
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
              {row.figures.map((figure, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's figures are its columns, in their order
                <TableCell key={index} align="right">
                  {figure}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
