import { isLinkHref } from '@foretaksportalen/shared/contract/answer';
import { ANSWER_MAX_LIST_DEPTH } from '@foretaksportalen/shared/limits';
import { Extension } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { MergeField } from './merge-field.ts';

/** How many lists the cursor stands in. */
function listDepthAt(state: EditorState) {
  const { $from } = state.selection;
  let depth = 0;
  for (let level = $from.depth; level > 0; level--) {
    const name = $from.node(level).type.name;
    if (name === 'bulletList' || name === 'orderedList') depth++;
  }
  return depth;
}

/** Tab nests a list item no deeper than the answer document takes (ANSWER_MAX_LIST_DEPTH). */
const ListDepthLimit = Extension.create({
  name: 'listDepthLimit',
  // Before the list item's own Tab, which would nest it.
  priority: 1000,
  addKeyboardShortcuts() {
    return { Tab: ({ editor }) => listDepthAt(editor.state) >= ANSWER_MAX_LIST_DEPTH };
  },
});

/**
 * The editor's schema is the answer document's (contract/answer.ts): paragraphs, headings 1-3, bullet and numbered
 * lists, bold, italic, links and line breaks, and merge fields; StarterKit's other nodes and marks are left out, so
 * that pasted HTML keeps only these (ProseMirror drops what its schema lacks, keeping the text).
 */
export const answerExtensions = ({ markUnfilled }: { markUnfilled: boolean }) => [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    trailingNode: false,
    heading: { levels: [1, 2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isLinkHref(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
  MergeField.configure({ markUnfilled }),
  ListDepthLimit,
];
