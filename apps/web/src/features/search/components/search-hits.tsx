import type { SearchHit } from '@foretaksportalen/shared/contract/search';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { formatDate } from '../../../components/format-date.ts';
import { ListLink } from '../../../components/list-link.tsx';
import { MOBILE_MEDIA_QUERY } from '../../../components/media-queries.ts';
import { hitHref } from '../hit-link.ts';
import { SEARCH_TEXTS } from '../texts.ts';
import { HitMarkers } from './hit-markers.tsx';
import { SnippetText } from './snippet-text.tsx';

interface SearchHitsProps {
  hits: readonly SearchHit[];
  /** The element that names the list ('N treff'). */
  labelledBy: string;
}

const hitKey = (hit: SearchHit) => hit.NoteId ?? `${hit.EventId}:${hit.DocumentId ?? ''}`;
const caseNumberOf = (hit: SearchHit) => hit.CaseId.toUpperCase();
/** An internal note (issue 46) is no event and no document: its 'Hendelse' says what it is. */
const eventOf = (hit: SearchHit) => hit.EventDescription ?? SEARCH_TEXTS.internalNote;
const documentNameOf = (hit: SearchHit) =>
  hit.DocumentName ?? (hit.NoteId === null ? SEARCH_TEXTS.letterText : SEARCH_TEXTS.noteText);
const complainerOf = (hit: SearchHit) => hit.Complainer ?? SEARCH_TEXTS.noComplainer;

/** One hit's case: its number, which opens the case on the hit, and whether it is closed or archived. */
function HitCase({ hit }: { hit: SearchHit }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
      <ListLink to={hitHref(hit)} sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
        {caseNumberOf(hit)}
      </ListLink>
      <HitMarkers hit={hit} />
    </Box>
  );
}

/** The hits as a table where there is room: case, complainer, the event's date and description, document, snippet. */
function HitTable({ hits, labelledBy }: SearchHitsProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={labelledBy} sx={{ '& td': { verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{SEARCH_TEXTS.caseNumber}</TableCell>
            <TableCell>{SEARCH_TEXTS.complainer}</TableCell>
            <TableCell>{SEARCH_TEXTS.date}</TableCell>
            <TableCell>{SEARCH_TEXTS.event}</TableCell>
            <TableCell>{SEARCH_TEXTS.document}</TableCell>
            <TableCell>{SEARCH_TEXTS.snippet}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {hits.map((hit) => (
            <TableRow key={hitKey(hit)}>
              <TableCell sx={{ minWidth: '9rem' }}>
                <HitCase hit={hit} />
              </TableCell>
              <TableCell>{complainerOf(hit)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(hit.EventCreated)}</TableCell>
              <TableCell sx={{ minWidth: '10rem' }}>{eventOf(hit)}</TableCell>
              <TableCell sx={{ minWidth: '8rem', overflowWrap: 'anywhere' }}>{documentNameOf(hit)}</TableCell>
              <TableCell sx={{ minWidth: '18rem', width: '40%' }}>
                <SnippetText parts={hit.Snippet} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A labelled line of a hit's card. */
function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {`${label}: `}
      </Box>
      {children}
    </Typography>
  );
}

/** On a narrow screen each hit is a card: the case and its markers, then the rest as labelled lines. */
function HitCards({ hits, labelledBy }: SearchHitsProps) {
  return (
    <Box
      component="ol"
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {hits.map((hit) => (
        <Paper component="li" variant="outlined" key={hitKey(hit)} sx={{ p: 1.5 }}>
          <HitCase hit={hit} />
          <CardLine label={SEARCH_TEXTS.complainer}>{complainerOf(hit)}</CardLine>
          <CardLine label={SEARCH_TEXTS.event}>{`${formatDate(hit.EventCreated)} ${eventOf(hit)}`}</CardLine>
          <CardLine label={SEARCH_TEXTS.document}>{documentNameOf(hit)}</CardLine>
          <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
            <SnippetText parts={hit.Snippet} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The hits of one page: a table at desk widths, cards on a phone (up to the specification's 800 px). */
export function SearchHits(props: SearchHitsProps) {
  const narrow = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  return narrow ? <HitCards {...props} /> : <HitTable {...props} />;
}
