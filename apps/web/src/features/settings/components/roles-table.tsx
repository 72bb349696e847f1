import type { Role } from '@foretaksportalen/shared/contract/config';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SETTINGS_TEXTS } from '../texts.ts';

/** 'Roller': each configured role's name and description (spec 1 §2, §6), lowest level first. */
export function RolesTable({ roles }: { roles: readonly Role[] }) {
  const headingId = useId();
  const sorted = [...roles].sort((a, b) => a.AccessLevel - b.AccessLevel);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 3 }, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
    >
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {SETTINGS_TEXTS.roles}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{SETTINGS_TEXTS.nameColumn}</TableCell>
              <TableCell>{SETTINGS_TEXTS.roleDescriptionColumn}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((role) => (
              <TableRow key={role.Id}>
                <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{role.Name}</TableCell>
                <TableCell>{role.Description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
