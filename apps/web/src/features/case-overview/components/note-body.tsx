import type { Note } from '@foretaksportalen/shared/contract/internal-note';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SystemStyleObject } from '@mui/system';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { linkedParts } from '../note-document.ts';
import { CASE_OVERVIEW_TEXTS, INTERNAL_NOTE_TEXTS } from '../texts.ts';

/**
 * A mentioned clerk's name, in the note and in the field: dark blue on pale blue (above 9:1) with a weight of its
 * own, and the '@' before it, so that the colour says nothing alone.
 */
export const MENTION_SX: SystemStyleObject = {
  backgroundColor: '#e3f2fd',
  color: '#0d47a1',
  fontWeight: 500,
  borderRadius: '4px',
  px: 0.5,
  whiteSpace: 'nowrap',
};

/** A piece of a note's text with its addresses as links, each opening in a new tab. */
function LinkedText({ text }: { text: string }) {
  return linkedParts(text).map((part, index) =>
    'href' in part ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
      <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
        <Box component="span" sx={visuallyHidden}>
          {` ${CASE_OVERVIEW_TEXTS.opensInNewTab}`}
        </Box>
      </Link>
    ) : (
      part.text
    ),
  );
}

/** What a note says: its text as written, line breaks kept, links clickable, mentions as highlighted names. */
export function NoteBody({ body }: { body: Note['Body'] }) {
  return (
    <Box component="p" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {body.map((segment, index) =>
        'Mention' in segment ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a note's segments never move
          <Box component="span" key={index} sx={MENTION_SX}>
            {INTERNAL_NOTE_TEXTS.mentionOf(segment.Mention.DisplayName)}
          </Box>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a note's segments never move
          <LinkedText key={index} text={segment.Text} />
        ),
      )}
    </Box>
  );
}
