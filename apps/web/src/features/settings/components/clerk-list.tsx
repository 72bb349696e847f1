import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import { MOBILE_MEDIA_QUERY } from '../../../components/media-queries.ts';
import { Paginator } from '../../../components/paginator.tsx';
import { paths } from '../../../config/paths.ts';
import { ConsentIndicator } from '../../access/index.ts';
import type { AssignedCases } from '../api/hand-over-cases.ts';
import { SETTINGS_TEXTS } from '../texts.ts';
import { RowAction } from './row-action.tsx';
import type { ClerkActions } from './use-clerk-actions.ts';

/** The spec gives no page size for the settings lists; ten users fit a screen without scrolling far. */
const CLERK_LIST_PAGE_SIZE = 10;

interface ClerkListProps {
  title: string;
  /** Active users offer 'Deaktiver bruker', inactive ones 'Aktiver bruker'. */
  status: 'active' | 'inactive';
  clerks: readonly CompanyClerk[];
  emptyText: string;
  actions: ClerkActions;
  /** Beside the heading ('Ny bruker'). */
  headerAction?: ReactNode;
  /** The cases of each user who has any, for the levels that distribute them: they offer 'Overfør saker'. */
  assignments?: ReadonlyMap<string, AssignedCases>;
  onHandOver?: (clerk: CompanyClerk) => void;
}

const fullName = (clerk: CompanyClerk) => `${clerk.Clerk.FirstName} ${clerk.Clerk.LastName}`;

/** Why the row's status actions are off, in the words the user sees, or undefined when they are on. */
function statusBlockHint(clerk: CompanyClerk) {
  switch (clerk.StatusChangeBlock) {
    case 'own-membership':
      return SETTINGS_TEXTS.ownRowHint;
    case 'target-above-viewer':
      return SETTINGS_TEXTS.aboveOwnLevelHint(clerk.Clerk.FirstName);
    default:
      return undefined;
  }
}

/** A list of the company's users (spec 1 §2): name with consent, role and the row actions, paged. */
export function ClerkList({
  title,
  status,
  clerks,
  emptyText,
  actions,
  headerAction,
  assignments,
  onHandOver,
}: ClerkListProps) {
  const headingId = useId();
  const compact = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(CLERK_LIST_PAGE_SIZE);

  // A deactivation can empty the last page; show the page before it then.
  const lastPage = Math.max(0, Math.ceil(clerks.length / rowsPerPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = clerks.slice(shownPage * rowsPerPage, (shownPage + 1) * rowsPerPage);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 3 }, '& .MuiTableCell-root': compact ? { px: 1 } : {} }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={headingId} component="h2" variant="h5">
          {title}
        </Typography>
        {headerAction}
      </Stack>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: compact ? undefined : '35%' }}>{SETTINGS_TEXTS.nameColumn}</TableCell>
              {compact ? null : <TableCell sx={{ width: '25%' }}>{SETTINGS_TEXTS.roleColumn}</TableCell>}
              <TableCell align="right">{SETTINGS_TEXTS.actionsColumn}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={compact ? 2 : 3}>{emptyText}</TableCell>
              </TableRow>
            ) : (
              rows.map((clerk) => {
                // The server says whether the status may change here (one's own row, a user above one's level).
                const blockHint = statusBlockHint(clerk);
                const busy = actions.busyId === clerk.Id;
                return (
                  <TableRow key={clerk.Id}>
                    <TableCell>
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                        {fullName(clerk)}
                        <ConsentIndicator consent={clerk.Clerk.Consent} />
                      </Box>
                      {/* Narrow screens have no room for a role column: the role goes under the name. */}
                      {compact ? (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {clerk.AccessRole.Name}
                        </Typography>
                      ) : null}
                    </TableCell>
                    {compact ? null : <TableCell>{clerk.AccessRole.Name}</TableCell>}
                    <TableCell align="right" sx={{ width: compact ? '1%' : undefined }}>
                      <Box
                        sx={{
                          display: 'flex',
                          flexWrap: compact ? 'nowrap' : 'wrap',
                          justifyContent: 'flex-end',
                          gap: compact ? 0 : 1,
                        }}
                      >
                        <RowAction
                          label={SETTINGS_TEXTS.edit}
                          icon={<EditIcon />}
                          to={paths.userProfile.getHref(clerk.ClerkId)}
                          compact={compact}
                        />
                        {onHandOver && assignments?.has(clerk.Id) ? (
                          <RowAction
                            label={SETTINGS_TEXTS.handOver}
                            icon={<SwapHorizIcon />}
                            onClick={() => onHandOver(clerk)}
                            disabled={busy}
                            compact={compact}
                          />
                        ) : null}
                        {status === 'active' ? (
                          <RowAction
                            label={SETTINGS_TEXTS.deactivate}
                            icon={<PersonOffIcon />}
                            onClick={() => void actions.deactivate(clerk)}
                            disabled={blockHint !== undefined || busy}
                            disabledHint={blockHint}
                            compact={compact}
                          />
                        ) : (
                          <RowAction
                            label={SETTINGS_TEXTS.activate}
                            icon={<HowToRegIcon />}
                            onClick={() => void actions.activate(clerk)}
                            disabled={blockHint !== undefined || busy}
                            disabledHint={blockHint}
                            compact={compact}
                          />
                        )}
                        <RowAction
                          label={SETTINGS_TEXTS.remove}
                          icon={<DeleteIcon />}
                          onClick={() => void actions.remove(clerk)}
                          disabled={blockHint !== undefined || busy}
                          disabledHint={blockHint}
                          compact={compact}
                        />
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {clerks.length > 0 ? (
        <Paginator
          // A narrow screen has room for the page buttons only, not for the page size.
          rowsPerPageOptions={compact ? [] : undefined}
          count={clerks.length}
          page={shownPage}
          rowsPerPage={rowsPerPage}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      ) : null}
    </Paper>
  );
}
