import {
  INTERNAL_NOTE_EMPTY,
  INTERNAL_NOTE_TOO_LONG,
  type NoteSegment,
  noteLength,
} from '@foretaksportalen/shared/contract/internal-note';
import type { ClerkRef } from '@foretaksportalen/shared/contract/mentions';
import { INTERNAL_NOTE_MAX_LENGTH } from '@foretaksportalen/shared/limits';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Mention from '@tiptap/extension-mention';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { type EditorNode, isBlank, matchingClerks, segmentsOf } from '../note-document.ts';
import { CASE_OVERVIEW_TEXTS, INTERNAL_NOTE_TEXTS } from '../texts.ts';
import { MENTION_SX } from './note-body.tsx';

export interface InternalNoteEditorProps {
  /** The field's visible label. */
  label: string;
  /** The note to change; empty for a new one. */
  initial?: EditorNode;
  /** Whom '@' offers: the clerks who see the case. */
  mentionable: readonly ClerkRef[];
  submitLabel: string;
  /** Saves the note; true when it was saved, so that a new note's field is emptied. */
  onSubmit: (body: NoteSegment[]) => Promise<boolean>;
  /** Offers 'Avbryt' (changing a note). */
  onCancel?: () => void;
  autoFocus?: boolean;
}

interface SuggestionState {
  items: ClerkRef[];
  active: number;
  rect: (() => DOMRect | null) | null;
  select: (clerk: ClerkRef) => void;
}

/** The `@` suggestion's callbacks, which TipTap keeps from the editor's creation: they reach React through refs. */
function useSuggestionBridge(mentionable: readonly ClerkRef[]) {
  const [suggestion, setSuggestion] = useState<SuggestionState | null>(null);
  const current = useRef<SuggestionState | null>(null);
  const offered = useRef(mentionable);
  offered.current = mentionable;
  const show = (next: SuggestionState | null) => {
    current.current = next;
    setSuggestion(next);
  };
  const fromProps = (props: SuggestionProps<ClerkRef>): SuggestionState => ({
    items: props.items,
    active: 0,
    rect: props.clientRect ?? null,
    select: (clerk) => props.command({ id: clerk.Id, label: clerk.DisplayName }),
  });
  const move = (by: number) => {
    const state = current.current;
    if (!state || state.items.length === 0) return;
    show({ ...state, active: (state.active + by + state.items.length) % state.items.length });
  };
  const config = {
    items: ({ query }: { query: string }) => matchingClerks(offered.current, query),
    render: () => ({
      onStart: (props: SuggestionProps<ClerkRef>) => show(fromProps(props)),
      onUpdate: (props: SuggestionProps<ClerkRef>) => show(fromProps(props)),
      onExit: () => show(null),
      onKeyDown: ({ event }: SuggestionKeyDownProps) => {
        const state = current.current;
        if (!state || state.items.length === 0) return false;
        if (event.key === 'ArrowDown') move(1);
        else if (event.key === 'ArrowUp') move(-1);
        else if (event.key === 'Enter' || event.key === 'Tab') {
          const chosen = state.items[state.active];
          if (chosen) state.select(chosen);
        } else return false;
        return true;
      },
    }),
  };
  return { suggestion, config };
}

/**
 * The field that writes or changes an internal note (issue 46): TipTap with its Mention extension, plain text in
 * lines and no formatting. '@' offers the clerks who see the case in a listbox of our own that the keyboard works
 * (the field is its combobox, ARIA 1.2: arrow keys, Enter or Tab to choose, Escape to close); a chosen clerk shows
 * as their name and is sent as their membership. Under it the count of the limit, and the button. Loaded on its
 * own (React.lazy), so that the editor stays out of the first JavaScript of the case page.
 */
export default function InternalNoteEditor({
  label,
  initial,
  mentionable,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: InternalNoteEditorProps) {
  const labelId = useId();
  const hintId = useId();
  const countId = useId();
  const errorId = useId();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const [body, setBody] = useState<NoteSegment[]>(() => (initial ? segmentsOf(initial) : []));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submitRef = useRef<() => void>(() => {});
  const { suggestion, config } = useSuggestionBridge(mentionable);

  const editor = useEditor({
    extensions: [
      // Plain text in lines: every mark and block of formatting left out, so that nothing else can be written or
      // pasted in.
      StarterKit.configure({
        blockquote: false,
        bold: false,
        bulletList: false,
        code: false,
        codeBlock: false,
        heading: false,
        horizontalRule: false,
        italic: false,
        link: false,
        listItem: false,
        listKeymap: false,
        orderedList: false,
        strike: false,
        underline: false,
      }),
      Mention.configure({
        HTMLAttributes: { class: 'note-mention' },
        renderText: ({ node }) => `@${String(node.attrs.label ?? '')}`,
        renderHTML: ({ node, options }) => [
          'span',
          { ...options.HTMLAttributes, 'data-id': node.attrs.id },
          `@${String(node.attrs.label ?? '')}`,
        ],
        suggestion: config,
      }),
    ],
    content: initial ?? '',
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: {
        role: 'combobox',
        // What it is when drawn; the effect below keeps it as the suggestion opens and closes.
        'aria-expanded': 'false',
        'aria-labelledby': labelId,
        'aria-describedby': `${hintId} ${countId}`,
        'aria-autocomplete': 'list',
        'aria-haspopup': 'listbox',
      },
      handleKeyDown: (_view, event) => {
        if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return false;
        submitRef.current();
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => {
      setBody(segmentsOf(changed.getJSON()));
      setError(null);
    },
  });

  // The field as a combobox: whether its listbox is open, and which option is active (the focus stays in the text).
  const options = suggestion && suggestion.items.length > 0 ? suggestion : null;
  const wrapperRef = useRef<HTMLDivElement>(null);
  /** The editable element TipTap draws (its view is reached only once it is mounted). */
  const fieldElement = () => wrapperRef.current?.querySelector<HTMLElement>('[contenteditable]') ?? undefined;
  useEffect(() => {
    const field = fieldElement();
    if (!field) return;
    field.setAttribute('aria-expanded', String(options !== null));
    if (options) {
      field.setAttribute('aria-controls', listboxId);
      field.setAttribute('aria-activedescendant', optionId(options.active));
    } else {
      field.removeAttribute('aria-controls');
      field.removeAttribute('aria-activedescendant');
    }
    if (error) {
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-errormessage', errorId);
    } else {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-errormessage');
    }
  });

  const length = noteLength(body);
  const tooLong = length > INTERNAL_NOTE_MAX_LENGTH;

  async function submit() {
    if (!editor || saving) return;
    const segments = segmentsOf(editor.getJSON());
    if (isBlank(segments)) {
      setError(INTERNAL_NOTE_EMPTY);
      return;
    }
    if (noteLength(segments) > INTERNAL_NOTE_MAX_LENGTH) {
      setError(INTERNAL_NOTE_TOO_LONG);
      return;
    }
    setSaving(true);
    try {
      if ((await onSubmit(segments)) && !initial) {
        editor.commands.clearContent(true);
        editor.commands.focus();
      }
    } finally {
      setSaving(false);
    }
  }
  submitRef.current = () => void submit();

  const anchor = suggestion?.rect
    ? { getBoundingClientRect: () => suggestion.rect?.() ?? new DOMRect(), contextElement: fieldElement() }
    : null;

  return (
    <Stack sx={{ gap: 1 }}>
      <Typography
        id={labelId}
        component="span"
        variant="subtitle2"
        onClick={() => editor?.commands.focus()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Typography>
      <Box
        ref={wrapperRef}
        sx={(theme) => ({
          '& .tiptap': {
            minHeight: '5.5em',
            maxHeight: '24em',
            overflowY: 'auto',
            px: 1.75,
            py: 1,
            border: 1,
            borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.42)',
            borderRadius: 1,
            typography: 'body1',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '-1px' },
            '& p': { m: 0 },
          },
          '& .note-mention': MENTION_SX,
          '& .suggestion': { textDecoration: 'underline' },
        })}
      >
        <EditorContent editor={editor} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
        <FormHelperText id={hintId} sx={{ m: 0 }}>
          {INTERNAL_NOTE_TEXTS.hint}
        </FormHelperText>
        <FormHelperText id={countId} error={tooLong} sx={{ m: 0 }}>
          {CASE_OVERVIEW_TEXTS.messageCount(length, INTERNAL_NOTE_MAX_LENGTH)}
        </FormHelperText>
      </Box>
      {error ? (
        <FormHelperText id={errorId} error role="alert" sx={{ m: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
      <Box role="status" sx={visuallyHidden}>
        {suggestion
          ? options
            ? INTERNAL_NOTE_TEXTS.suggestionCount(options.items.length)
            : INTERNAL_NOTE_TEXTS.noSuggestions
          : ''}
      </Box>
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button variant="text" onClick={onCancel} disabled={saving}>
            {INTERNAL_NOTE_TEXTS.cancel}
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => void submit()} disabled={saving || !editor}>
          {submitLabel}
        </Button>
      </Stack>
      <Popper open={anchor !== null} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
        <Paper elevation={6} sx={{ maxHeight: 280, overflowY: 'auto', minWidth: 220 }}>
          {options ? (
            <Box
              component="ul"
              role="listbox"
              id={listboxId}
              aria-label={INTERNAL_NOTE_TEXTS.suggestions}
              sx={{ listStyle: 'none', m: 0, py: 0.5, px: 0 }}
            >
              {options.items.map((clerk, index) => (
                <Box
                  component="li"
                  role="option"
                  key={clerk.Id}
                  id={optionId(index)}
                  aria-selected={index === options.active}
                  // The focus stays in the field: a click chooses without taking it.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => options.select(clerk)}
                  sx={{
                    px: 2,
                    py: 1,
                    cursor: 'pointer',
                    '&[aria-selected="true"]': { backgroundColor: 'action.selected', fontWeight: 500 },
                    '&:hover': { backgroundColor: 'action.hover' },
                  }}
                >
                  {clerk.DisplayName}
                </Box>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" sx={{ px: 2, py: 1 }}>
              {INTERNAL_NOTE_TEXTS.noSuggestions}
            </Typography>
          )}
        </Paper>
      </Popper>
    </Stack>
  );
}
