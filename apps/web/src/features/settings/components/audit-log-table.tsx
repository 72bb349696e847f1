import { AUDIT_KIND_LABELS, actorName, describeAuditLogEntry } from '@foretaksportalen/shared/audit-texts';
import type { AuditLogEntry } from '@foretaksportalen/shared/contract/audit-log';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../components/format-date.ts';
import { useProductName } from '../../access/index.ts';
import { AUDIT_LOG_TEXTS } from '../texts.ts';

/**
 * The entries of the audit log, newest first: when, who, and what (the kind, with what the entry says under it,
 * so that the table keeps to three columns on a phone).
 */
export function AuditLogTable({
  entries,
  labelledBy,
}: {
  entries: readonly AuditLogEntry[];
  labelledBy: string;
}) {
  const productName = useProductName();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 }, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }}>{AUDIT_LOG_TEXTS.time}</TableCell>
            <TableCell>{AUDIT_LOG_TEXTS.who}</TableCell>
            <TableCell>{AUDIT_LOG_TEXTS.what}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3}>{AUDIT_LOG_TEXTS.empty}</TableCell>
            </TableRow>
          ) : (
            entries.map((entry) => {
              const details = describeAuditLogEntry(entry);
              return (
                <TableRow key={entry.Id}>
                  <TableCell sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>
                    {formatDateTime(entry.At)}
                  </TableCell>
                  <TableCell>{actorName(entry.Actor, productName)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Typography
                      variant="body2"
                      component="span"
                      sx={{ fontWeight: 'medium', display: 'block' }}
                    >
                      {AUDIT_KIND_LABELS[entry.Kind]}
                    </Typography>
                    {details ? (
                      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                        {details}
                      </Typography>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
