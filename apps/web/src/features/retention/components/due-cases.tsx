import type { RetentionDue } from '@foretaksportalen/shared/contract/retention';
import { RETENTION_NOTICE_DAYS } from '@foretaksportalen/shared/limits';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDate } from '../../../components/format-date.ts';
import { ListLink } from '../../../components/list-link.tsx';
import { paths } from '../../../config/paths.ts';
import { RETENTION_SETTINGS_TEXTS } from '../texts.ts';

/**
 * 'Saker som slettes de neste 30 dagene' (issue 48): how many cases the schedule deletes in the coming days, how many
 * held cases it leaves, and the first of them: the case (a link to it), when it was closed and the day it goes.
 * Three short columns, which a phone keeps too.
 */
export function DueCases({ due }: { due: RetentionDue }) {
  const titleId = useId();
  const { Total: total, Held: held, Cases: cases } = due;
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack sx={{ gap: 1 }}>
        <Typography id={titleId} component="h2" variant="h5">
          {RETENTION_SETTINGS_TEXTS.dueTitle(RETENTION_NOTICE_DAYS)}
        </Typography>
        <Typography sx={{ fontWeight: 'medium' }}>{RETENTION_SETTINGS_TEXTS.dueCount(total)}</Typography>
        <Typography>{RETENTION_SETTINGS_TEXTS.heldCount(held)}</Typography>
        {cases.length < total ? (
          <Typography variant="body2">{RETENTION_SETTINGS_TEXTS.dueShown(cases.length)}</Typography>
        ) : null}
        <TableContainer>
          <Table
            size="small"
            aria-labelledby={titleId}
            sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{RETENTION_SETTINGS_TEXTS.caseColumn}</TableCell>
                <TableCell>{RETENTION_SETTINGS_TEXTS.closedColumn}</TableCell>
                <TableCell>{RETENTION_SETTINGS_TEXTS.dueColumn}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cases.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={3}>
                    {RETENTION_SETTINGS_TEXTS.dueEmpty(RETENTION_NOTICE_DAYS)}
                  </TableCell>
                </TableRow>
              ) : (
                cases.map((dueCase) => (
                  <TableRow key={dueCase.CaseUid}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <ListLink to={paths.caseOverview.getHref(dueCase.CaseUid)}>
                        {dueCase.CaseId.toUpperCase()}
                      </ListLink>
                    </TableCell>
                    <TableCell>{formatDate(dueCase.ClosedAt)}</TableCell>
                    <TableCell>{formatDate(dueCase.DueOn)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
    </Paper>
  );
}
