import type { AnswerDoc } from '@foretaksportalen/shared/contract/answer';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import { visuallyHidden } from '../visually-hidden.ts';
import type { AnswerEditorProps } from './answer-editor.tsx';
import { answerExtensions } from './answer-extensions.ts';
import { AnswerToolbar } from './answer-toolbar.tsx';

/** The editable area's own attributes: a labelled multi-line text box, with its error or hint. */
const editableAttributes = ({
  labelId,
  describedBy,
  invalid,
}: {
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}) => ({
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelId,
  ...(describedBy && { 'aria-describedby': describedBy }),
  ...(invalid && { 'aria-invalid': 'true' }),
  spellcheck: 'true',
  lang: 'nb',
});

/**
 * The answer editor itself (TipTap), loaded lazily by `AnswerEditor`: the toolbar over the editable area, the value
 * in and out as the answer document. A new value from outside (another template chosen) replaces the content; the
 * editor's own changes come back through `onChange` and are not set again.
 */
export default function AnswerEditorView({
  value,
  onChange,
  onBlur,
  label,
  error,
  helperText,
  markUnfilled = false,
  disabled = false,
  minRows = 10,
}: AnswerEditorProps) {
  const labelId = useId();
  const helperId = useId();
  const message = error ?? helperText;
  const describedBy = message ? helperId : undefined;
  const invalid = Boolean(error);
  const lastValue = useRef(JSON.stringify(value));
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });

  const editor = useEditor(
    {
      extensions: answerExtensions({ markUnfilled }),
      content: value,
      editable: !disabled,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: editableAttributes({ labelId, describedBy, invalid }) },
      onUpdate: ({ editor: current }) => {
        const doc = current.getJSON() as AnswerDoc;
        lastValue.current = JSON.stringify(doc);
        onChangeRef.current(doc);
      },
      onBlur: () => onBlurRef.current?.(),
    },
    [markUnfilled],
  );

  useEffect(() => {
    const next = JSON.stringify(value);
    if (!editor || next === lastValue.current) return;
    lastValue.current = next;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: editableAttributes({ labelId, describedBy, invalid }) },
    });
  }, [editor, labelId, describedBy, invalid]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box
        id={labelId}
        component="span"
        sx={{
          display: 'block',
          mb: 0.5,
          typography: 'body2',
          color: error ? 'error.main' : 'text.secondary',
        }}
      >
        {label}
      </Box>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          bgcolor: disabled ? 'action.hover' : 'background.paper',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
          '& .tiptap': {
            minHeight: `${minRows * 1.5}em`,
            px: 1.5,
            py: 1,
            outline: 'none',
            typography: 'body1',
            overflowWrap: 'anywhere',
            '& > :first-of-type': { mt: 0 },
            '& p': { my: 1 },
            '& h1': { typography: 'h5', my: 1.5 },
            '& h2': { typography: 'h6', my: 1.5 },
            '& h3': { typography: 'subtitle1', fontWeight: 'bold', my: 1 },
            '& ul, & ol': { pl: 3, my: 1 },
            '& li > p': { my: 0.25 },
            '& a': { color: 'primary.main', textDecoration: 'underline' },
          },
          '& .merge-field': {
            display: 'inline-block',
            px: 0.75,
            mx: 0.25,
            borderRadius: 3,
            lineHeight: 1.6,
            bgcolor: '#e3f2fd',
            color: '#0d3c61',
            border: '1px solid #90caf9',
            fontFamily: 'monospace',
            fontSize: '0.9em',
            whiteSpace: 'nowrap',
          },
          '& .merge-field-unfilled': {
            bgcolor: '#fff4e5',
            color: '#663c00',
            borderColor: '#ed6c02',
            borderStyle: 'dashed',
          },
          '& .merge-field.ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'primary.main' },
          '& .merge-field-hint': visuallyHidden,
        }}
      >
        {editor ? <AnswerToolbar editor={editor} disabled={disabled} /> : null}
        <EditorContent editor={editor} />
      </Box>
      {message ? (
        <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 1.75 }}>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
