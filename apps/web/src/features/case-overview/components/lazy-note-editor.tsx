import { lazy, Suspense } from 'react';
import { INTERNAL_NOTE_TEXTS } from '../texts.ts';
import type { InternalNoteEditorProps } from './internal-note-editor.tsx';
import { TabLoading } from './tab-loading.tsx';

const InternalNoteEditor = lazy(() => import('./internal-note-editor.tsx'));

/** The note field, its code (TipTap) fetched when it is first shown, with a small spinner meanwhile. */
export function LazyNoteEditor(props: InternalNoteEditorProps) {
  return (
    <Suspense fallback={<TabLoading label={INTERNAL_NOTE_TEXTS.loadingEditor} small />}>
      <InternalNoteEditor {...props} />
    </Suspense>
  );
}
