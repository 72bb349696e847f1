import type { Note, NoteSegment } from '@foretaksportalen/shared/contract/internal-note';
import type { ClerkRef } from '@foretaksportalen/shared/contract/mentions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { confirm } from '../../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../../components/format-date.ts';
import { useDeleteInternalNote } from '../api/delete-internal-note.ts';
import { useEditInternalNote } from '../api/edit-internal-note.ts';
import { documentOf } from '../note-document.ts';
import { CONFIRM_DELETE_NOTE, INTERNAL_NOTE_TEXTS } from '../texts.ts';
import { LazyNoteEditor } from './lazy-note-editor.tsx';
import { NoteBody } from './note-body.tsx';
import { TARGET_BACKGROUND, useCaseTarget } from './target-row.tsx';

/** Whether the note may still be changed now; true until its window closes, when the note is drawn again. */
function useChangeable(editableUntil: string | null) {
  const [, redraw] = useState(0);
  const until = editableUntil === null ? null : Date.parse(editableUntil);
  useEffect(() => {
    if (until === null) return;
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => redraw((count) => count + 1), left);
    return () => clearTimeout(timer);
  }, [until]);
  return until !== null && Date.now() < until;
}

interface InternalNoteItemProps {
  caseUid: string;
  note: Note;
  mentionable: readonly ClerkRef[];
  /** Where the focus goes when the note is deleted. */
  onFocusLost: () => void;
}

/**
 * One note of the list: who wrote it and when ('redigert' once changed), what it says, and for its author in their
 * first 15 minutes 'Rediger' (the field in its place) and 'Slett' (after a confirmation). The note a link names
 * (`?note=`) is highlighted, scrolled to and focused.
 */
export function InternalNoteItem({ caseUid, note, mentionable, onFocusLost }: InternalNoteItemProps) {
  const headingId = useId();
  const { isTarget, ref } = useCaseTarget<HTMLElement>('note', note.Id);
  const itemRef = useRef<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const changeable = useChangeable(note.EditableUntil);
  const edit = useEditInternalNote(caseUid);
  const remove = useDeleteInternalNote(caseUid);
  const author = note.Author?.DisplayName ?? INTERNAL_NOTE_TEXTS.formerUser;
  const time = formatDateTime(note.Created);

  const focusNote = () => itemRef.current?.focus();
  const save = async (body: NoteSegment[]) => {
    try {
      await edit.mutateAsync({ noteId: note.Id, note: { Body: body } });
    } catch {
      return false;
    }
    setEditing(false);
    requestAnimationFrame(focusNote);
    return true;
  };
  const deleteNote = async () => {
    if (!(await confirm(CONFIRM_DELETE_NOTE))) return;
    remove.mutate(note.Id, { onSuccess: onFocusLost });
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      ref={(element: HTMLElement | null) => {
        itemRef.current = element;
        ref.current = element;
      }}
      tabIndex={-1}
      {...(isTarget && { 'aria-current': 'true' as const })}
      sx={(theme) => ({
        p: 1.5,
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '2px' },
        ...(isTarget && {
          backgroundColor: TARGET_BACKGROUND,
          boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
        }),
      })}
    >
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, mb: 0.5 }}
      >
        <Typography id={headingId} component="h3" variant="subtitle2">
          {author}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={note.Created}>{time}</time>
          {note.Edited ? (
            <Box component="span" title={INTERNAL_NOTE_TEXTS.editedAt(formatDateTime(note.Edited))}>
              {` (${INTERNAL_NOTE_TEXTS.edited})`}
            </Box>
          ) : null}
        </Typography>
      </Box>
      {editing ? (
        <LazyNoteEditor
          label={INTERNAL_NOTE_TEXTS.editLabel}
          initial={documentOf(note.Body)}
          mentionable={mentionable}
          submitLabel={INTERNAL_NOTE_TEXTS.save}
          onSubmit={save}
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(focusNote);
          }}
          autoFocus
        />
      ) : (
        <NoteBody body={note.Body} />
      )}
      {changeable && !editing ? (
        <Stack
          direction="row"
          role="group"
          aria-label={INTERNAL_NOTE_TEXTS.actionsFor(author, time)}
          sx={{ gap: 1, mt: 1 }}
        >
          <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
            {INTERNAL_NOTE_TEXTS.edit}
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => void deleteNote()}>
            {INTERNAL_NOTE_TEXTS.delete}
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}
