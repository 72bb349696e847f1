import type { AnswerDoc } from '@foretaksportalen/shared/contract/answer';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { ANSWER_EDITOR_TEXTS } from './texts.ts';

export interface AnswerEditorProps {
  /** The answer document (contract/answer.ts). */
  value: AnswerDoc;
  /** Every change, as the editor's JSON: the contract's shape, which the form's schema checks. */
  onChange: (value: AnswerDoc) => void;
  onBlur?: () => void;
  /** The editable area's accessible name, shown over it. */
  label: string;
  /** A message that puts the editor in its error state. */
  error?: string | undefined;
  helperText?: string | undefined;
  /**
   * The answer being written rather than a template: a merge field left in it is one the case had no value for,
   * shown in the warning colour and read as 'ikke fylt ut', to be filled in by hand.
   */
  markUnfilled?: boolean;
  disabled?: boolean;
  /** The editable area's least height, in lines. */
  minRows?: number;
}

// TipTap and ProseMirror are a chunk of their own, loaded when an editor is first shown (scripts/bundle-size.ts).
const AnswerEditorView = lazy(() => import('./answer-editor-view.tsx'));

/**
 * The rich-text editor of answers and letter templates (issue 46): headings, bold, italic, lists, links and merge
 * fields, and nothing else, since that is all the answer document and its PDF take. Shared by the settings' letter
 * templates and the case overview's 'Skriv tilsvar'.
 */
export function AnswerEditor(props: AnswerEditorProps) {
  return (
    <Suspense
      fallback={
        <Box aria-busy="true">
          <Box
            component="span"
            sx={{ display: 'block', mb: 0.5, typography: 'body2', color: 'text.secondary' }}
          >
            {props.label}
          </Box>
          <Skeleton
            variant="rectangular"
            height={`${(props.minRows ?? 10) * 1.5 + 3}em`}
            aria-label={ANSWER_EDITOR_TEXTS.loading}
          />
        </Box>
      }
    >
      <AnswerEditorView {...props} />
    </Suspense>
  );
}
