import { actorName } from '@foretaksportalen/shared/audit-texts';
import type { AuditActor } from '@foretaksportalen/shared/contract/audit-log';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { formatDateTime } from './format-date.ts';

export interface ActivityRow {
  key: string | number;
  /** When, as the contract sends it (ISO 8601). */
  at: string;
  actor: AuditActor;
  what: ReactNode;
}

interface ActivityTableProps {
  rows: readonly ActivityRow[];
  /** The column headers: when, who, what. */
  headers: { time: string; who: string; what: string };
  /** The element that names the table. */
  labelledBy: string;
  /** The one row shown when there are none; none at all when not given. */
  empty?: string;
  /** The product name, which the complaints body's own entries show as. */
  productName: string;
}

/**
 * Entries of the audit log as a table of three columns, which a phone keeps too (the time goes under the date
 * there): a case's history and the company's log.
 */
export function ActivityTable({ rows, headers, labelledBy, empty, productName }: ActivityTableProps) {
  return (
    <TableContainer>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 }, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }}>{headers.time}</TableCell>
            <TableCell>{headers.who}</TableCell>
            <TableCell>{headers.what}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty ? (
            <TableRow>
              <TableCell colSpan={3}>{empty}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>
                  {formatDateTime(row.at)}
                </TableCell>
                <TableCell>{actorName(row.actor, productName)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.what}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
