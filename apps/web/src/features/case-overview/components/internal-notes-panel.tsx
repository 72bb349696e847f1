import type { NoteSegment } from '@foretaksportalen/shared/contract/internal-note';
import { CASE_NOTES_MAX } from '@foretaksportalen/shared/contract/internal-note';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useProductName } from '../../../lib/branding.ts';
import { usePresenceActivity } from '../../presence/index.ts';
import { useAddInternalNote } from '../api/add-internal-note.ts';
import { useCaseNotes } from '../api/get-case-notes.ts';
import { useMarkNotesSeen } from '../api/mark-notes-seen.ts';
import { CASE_OVERVIEW_TEXTS, INTERNAL_NOTE_TEXTS } from '../texts.ts';
import { InternalNoteItem } from './internal-note-item.tsx';
import { LazyNoteEditor } from './lazy-note-editor.tsx';
import { TabLoading } from './tab-loading.tsx';

interface InternalNotesPanelProps {
  caseUid: string;
  /** The tab that names the list. */
  labelledBy: string;
  /** Where the focus goes when a note it was on is deleted. */
  onFocusLost: () => void;
}

/**
 * The 'Interne notater' tab (issue 46): the company's own notes on the case, oldest first so that the newest is
 * last, above the field that writes one. Loaded when the tab is opened; opening it marks the notes that mention
 * the clerk as seen, which the header's mark follows.
 */
export function InternalNotesPanel({ caseUid, labelledBy, onFocusLost }: InternalNotesPanelProps) {
  const notes = useCaseNotes(caseUid);
  const productName = useProductName();
  const add = useAddInternalNote(caseUid);
  const markSeen = useMarkNotesSeen(caseUid);
  const unseen = notes.data?.UnseenMentions ?? 0;
  const { mutate: markNotesSeen } = markSeen;
  useEffect(() => {
    if (unseen > 0) markNotesSeen();
  }, [unseen, markNotesSeen]);
  const [writing, setWriting] = useState(false);
  usePresenceActivity('writing-note', writing);

  if (notes.isPending) {
    return <TabLoading label={INTERNAL_NOTE_TEXTS.loading} />;
  }
  if (notes.isError) {
    return (
      <RetryAlert
        message={INTERNAL_NOTE_TEXTS.failed}
        retry={CASE_OVERVIEW_TEXTS.retry}
        onRetry={() => void notes.refetch()}
      />
    );
  }
  const { Notes: list, More: more, Mentionable: mentionable } = notes.data;
  const addNote = async (body: NoteSegment[]) => {
    try {
      await add.mutateAsync({ Body: body });
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {INTERNAL_NOTE_TEXTS.intro(productName)}
        {more ? ` ${INTERNAL_NOTE_TEXTS.more(CASE_NOTES_MAX)}` : null}
      </Typography>
      {list.length === 0 ? (
        <Typography>{INTERNAL_NOTE_TEXTS.empty}</Typography>
      ) : (
        <Box
          component="ol"
          aria-labelledby={labelledBy}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {list.map((note) => (
            <li key={note.Id}>
              <InternalNoteItem
                caseUid={caseUid}
                note={note}
                mentionable={mentionable}
                onFocusLost={onFocusLost}
              />
            </li>
          ))}
        </Box>
      )}
      {/* In use while the focus is in it: the colleagues on the case see 'skriver notat'. */}
      <Box
        onFocus={() => setWriting(true)}
        onBlur={(event) => setWriting(event.currentTarget.contains(event.relatedTarget))}
      >
        <LazyNoteEditor
          label={INTERNAL_NOTE_TEXTS.newNote}
          mentionable={mentionable}
          submitLabel={INTERNAL_NOTE_TEXTS.add}
          onSubmit={addNote}
        />
      </Box>
    </Stack>
  );
}
