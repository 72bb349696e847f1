import {
  erasureLeftText,
  PERSON_ROLE_LABELS,
  type PersonCase,
  type PersonRole,
} from '@foretaksportalen/shared/contract/personal-data';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate } from '../../../components/format-date.ts';
import { ListLink } from '../../../components/list-link.tsx';
import { MOBILE_MEDIA_QUERY } from '../../../components/media-queries.ts';
import { paths } from '../../../config/paths.ts';
import { PERSONAL_DATA_PAGE_TEXTS as TEXTS } from '../texts.ts';

export const rolesText = (roles: readonly PersonRole[]) =>
  roles.map((role) => PERSON_ROLE_LABELS[role]).join(', ');

/** The case's status as the list shows it: its own, and when it was closed and whether archived. */
function statusText(found: PersonCase) {
  if (found.ClosedAt === null) return found.Status;
  const closed = TEXTS.closed(formatDate(found.ClosedAt));
  return [found.Status, found.Archived ? `${closed}, ${TEXTS.archived}` : closed].join(' · ');
}

/** What an erasure would do to the case now: anonymise the person's part, or leave it, and why. */
export function erasureText(found: PersonCase) {
  if (found.PersonalDataDeleted) return TEXTS.deleted(formatDate(found.PersonalDataDeleted.At));
  return found.ErasureLeft === null
    ? TEXTS.anonymised
    : erasureLeftText(found.ErasureLeft, found.LegalHoldReason);
}

/**
 * The person's cases: the case (a link to it), the person's role, its status, and what an erasure would do to it. A
 * phone has room for two columns: the role and status go under the case there.
 */
export function PersonCases({ cases, labelledBy }: { cases: readonly PersonCase[]; labelledBy: string }) {
  const compact = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  return (
    <TableContainer>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={compact ? { '& .MuiTableCell-root': { px: 1 } } : {}}
      >
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.caseColumn}</TableCell>
            {compact ? null : <TableCell>{TEXTS.roleColumn}</TableCell>}
            {compact ? null : <TableCell>{TEXTS.statusColumn}</TableCell>}
            <TableCell>{TEXTS.erasureColumn}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cases.map((found) => (
            <TableRow key={found.CaseUid}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <ListLink to={paths.caseOverview.getHref(found.CaseUid)}>{found.CaseId}</ListLink>
                {compact ? (
                  <Typography
                    variant="body2"
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {`${rolesText(found.Roles)} · ${statusText(found)}`}
                  </Typography>
                ) : null}
              </TableCell>
              {compact ? null : <TableCell>{rolesText(found.Roles)}</TableCell>}
              {compact ? null : <TableCell>{statusText(found)}</TableCell>}
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{erasureText(found)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
