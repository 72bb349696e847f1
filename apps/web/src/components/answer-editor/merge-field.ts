import { isMergeField, mergeFieldToken } from '@foretaksportalen/shared/contract/answer';
import { mergeAttributes, Node } from '@tiptap/core';
import { ANSWER_EDITOR_TEXTS } from './texts.ts';

export interface MergeFieldOptions {
  /**
   * Whether a field is one still to fill in (the answer being written: a field left is one the case had no value
   * for), shown in the warning colour and read as 'ikke fylt ut'; in a template every field is a placeholder.
   */
  markUnfilled: boolean;
}

/**
 * The answer document's `mergeField` (contract/answer.ts): an inline atom shown as its token, '{Klager.Navn}', as a
 * chip the cursor steps over. Copied or pasted within the editor it stays a field; a pasted span naming no known
 * field is left out.
 */
export const MergeField = Node.create<MergeFieldOptions>({
  name: 'mergeField',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addOptions() {
    return { markUnfilled: false };
  },

  addAttributes() {
    return {
      field: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-merge-field'),
        renderHTML: (attributes) => ({ 'data-merge-field': attributes.field }),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'span[data-merge-field]',
        getAttrs: (element) => (isMergeField(element.getAttribute('data-merge-field') ?? '') ? null : false),
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    const token = isMergeField(node.attrs.field) ? mergeFieldToken(node.attrs.field) : '{?}';
    const unfilled = this.options.markUnfilled;
    return [
      'span',
      mergeAttributes(HTMLAttributes, {
        class: unfilled ? 'merge-field merge-field-unfilled' : 'merge-field',
        contenteditable: 'false',
      }),
      token,
      ...(unfilled ? [['span', { class: 'merge-field-hint' }, ` ${ANSWER_EDITOR_TEXTS.unfilled}`]] : []),
    ];
  },

  renderText({ node }) {
    return isMergeField(node.attrs.field) ? mergeFieldToken(node.attrs.field) : '';
  },
});
