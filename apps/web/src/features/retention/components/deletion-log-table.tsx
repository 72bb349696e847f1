import type { DeletionLogEntry } from '@foretaksportalen/shared/contract/retention';
import { DELETION_RULE_LABELS } from '@foretaksportalen/shared/retention-texts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '../../../components/format-date.ts';
import { ListLink } from '../../../components/list-link.tsx';
import { MOBILE_MEDIA_QUERY } from '../../../components/media-queries.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { paths } from '../../../config/paths.ts';
import { DELETION_LOG_TEXTS } from '../texts.ts';

/** How much of a checksum the closed disclosure shows: enough to tell them apart at a glance. */
const SHORT_CHECKSUM_LENGTH = 12;

const monospace = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;

/**
 * The deleted documents' SHA-256, compact: the first one shortened (and how many more), which opens to every one
 * in full, wrapped where the cell ends.
 */
function Checksums({ checksums }: { checksums: readonly string[] }) {
  const [first] = checksums;
  if (first === undefined) return null;
  return (
    <Box component="details" sx={{ '& summary': { cursor: 'pointer' } }}>
      <Box component="summary" sx={monospace}>
        <Box component="span" sx={visuallyHidden}>
          {DELETION_LOG_TEXTS.checksumsOf(checksums.length)}
        </Box>
        {`${first.slice(0, SHORT_CHECKSUM_LENGTH)}…`}
        {checksums.length > 1 ? ` ${DELETION_LOG_TEXTS.moreChecksums(checksums.length - 1)}` : null}
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 0, listStyle: 'none' }}>
        {checksums.map((checksum, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two documents of a case may have the same bytes
          <Box component="li" key={index} sx={{ ...monospace, overflowWrap: 'anywhere' }}>
            {checksum}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The columns of a wide screen, the figures right-aligned; a phone's two. */
const COLUMNS: readonly { label: string; figure?: boolean }[] = [
  { label: DELETION_LOG_TEXTS.time },
  { label: DELETION_LOG_TEXTS.case },
  { label: DELETION_LOG_TEXTS.rule },
  { label: DELETION_LOG_TEXTS.parties, figure: true },
  { label: DELETION_LOG_TEXTS.letters, figure: true },
  { label: DELETION_LOG_TEXTS.documents, figure: true },
  { label: DELETION_LOG_TEXTS.notes, figure: true },
  { label: DELETION_LOG_TEXTS.checksums },
];
const COMPACT_COLUMNS: typeof COLUMNS = [
  { label: DELETION_LOG_TEXTS.case },
  { label: DELETION_LOG_TEXTS.deleted },
];

const CaseLink = ({ entry }: { entry: DeletionLogEntry }) => (
  <ListLink to={paths.caseOverview.getHref(entry.CaseUid)}>{entry.CaseId.toUpperCase()}</ListLink>
);

/**
 * The deletion log's entries, newest first: when, the case (a link to it), the rule, how many parties, letters,
 * documents and notes went, and the documents' checksums. A phone has no room for eight columns: there the time
 * and the rule go under the case, and the counts and checksums under 'Slettet'.
 */
export function DeletionLogTable({
  entries,
  labelledBy,
}: {
  entries: readonly DeletionLogEntry[];
  labelledBy: string;
}) {
  const compact = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const columns = compact ? COMPACT_COLUMNS : COLUMNS;
  return (
    <TableContainer>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 1.5 }, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            {columns.map(({ label, figure }) => (
              <TableCell key={label} align={figure ? 'right' : 'left'}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{DELETION_LOG_TEXTS.empty}</TableCell>
            </TableRow>
          ) : (
            entries.map((entry) =>
              compact ? (
                <TableRow key={entry.Id}>
                  <TableCell>
                    <CaseLink entry={entry} />
                    <Typography
                      variant="body2"
                      component="span"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {`${formatDateTime(entry.At)} · ${DELETION_RULE_LABELS[entry.Rule]}`}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 0 }}>
                    {DELETION_LOG_TEXTS.deletedCounts(
                      entry.Parties,
                      entry.Letters,
                      entry.Documents,
                      entry.Notes,
                    )}
                    <Checksums checksums={entry.DocumentSha256} />
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow key={entry.Id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.At)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <CaseLink entry={entry} />
                  </TableCell>
                  <TableCell>{DELETION_RULE_LABELS[entry.Rule]}</TableCell>
                  <TableCell align="right">{entry.Parties}</TableCell>
                  <TableCell align="right">{entry.Letters}</TableCell>
                  <TableCell align="right">{entry.Documents}</TableCell>
                  <TableCell align="right">{entry.Notes}</TableCell>
                  <TableCell sx={{ width: '30%', minWidth: 160 }}>
                    <Checksums checksums={entry.DocumentSha256} />
                  </TableCell>
                </TableRow>
              ),
            )
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
