import { MERGE_FIELD_LABELS, MERGE_FIELDS, mergeFieldToken } from '@foretaksportalen/shared/contract/answer';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useMenu } from '../menu-button.tsx';
import { LinkDialog } from './link-dialog.tsx';
import { ANSWER_EDITOR_TEXTS } from './texts.ts';

/** Keeps the editor's selection when a toolbar button is pressed with the mouse. */
const keepSelection = (event: MouseEvent) => event.preventDefault();

function Toggle({
  label,
  icon,
  selected,
  disabled,
  onToggle,
}: {
  label: string;
  icon: ReactNode;
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <ToggleButton
      value={label}
      size="small"
      selected={selected}
      disabled={disabled}
      aria-label={label}
      title={label}
      onMouseDown={keepSelection}
      onChange={onToggle}
      sx={{ border: 0, borderRadius: 1 }}
    >
      {icon}
    </ToggleButton>
  );
}

/**
 * The editor's toolbar: toggles that show what the cursor stands in (aria-pressed), a link, and the merge fields
 * to insert. A toolbar of buttons the Tab key moves through; each keeps the editor's selection.
 */
export function AnswerToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: current.isActive('heading'),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const fields = useMenu();
  const [linking, setLinking] = useState<{ href: string } | null>(null);
  const chain = () => editor.chain().focus();

  const closeLink = () => {
    setLinking(null);
    editor.commands.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label={ANSWER_EDITOR_TEXTS.toolbar}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toggle
        label={ANSWER_EDITOR_TEXTS.heading}
        icon={<TitleIcon />}
        selected={active.heading}
        disabled={disabled}
        onToggle={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Toggle
        label={ANSWER_EDITOR_TEXTS.bold}
        icon={<FormatBoldIcon />}
        selected={active.bold}
        disabled={disabled}
        onToggle={() => chain().toggleBold().run()}
      />
      <Toggle
        label={ANSWER_EDITOR_TEXTS.italic}
        icon={<FormatItalicIcon />}
        selected={active.italic}
        disabled={disabled}
        onToggle={() => chain().toggleItalic().run()}
      />
      <Toggle
        label={ANSWER_EDITOR_TEXTS.bulletList}
        icon={<FormatListBulletedIcon />}
        selected={active.bulletList}
        disabled={disabled}
        onToggle={() => chain().toggleBulletList().run()}
      />
      <Toggle
        label={ANSWER_EDITOR_TEXTS.orderedList}
        icon={<FormatListNumberedIcon />}
        selected={active.orderedList}
        disabled={disabled}
        onToggle={() => chain().toggleOrderedList().run()}
      />
      <Toggle
        label={ANSWER_EDITOR_TEXTS.link}
        icon={<LinkIcon />}
        selected={active.link}
        disabled={disabled}
        onToggle={() => setLinking({ href: (editor.getAttributes('link').href as string | undefined) ?? '' })}
      />
      <Button
        size="small"
        color="inherit"
        startIcon={<DataObjectIcon />}
        endIcon={<ArrowDropDownIcon />}
        disabled={disabled}
        onMouseDown={keepSelection}
        sx={{ textTransform: 'none' }}
        {...fields.triggerProps}
      >
        {ANSWER_EDITOR_TEXTS.insertField}
      </Button>
      <Menu {...fields.menuProps}>
        {MERGE_FIELDS.map((field) => (
          <MenuItem
            key={field}
            onClick={() => {
              fields.close();
              chain().insertContent({ type: 'mergeField', attrs: { field } }).run();
            }}
          >
            <ListItemText primary={MERGE_FIELD_LABELS[field]} secondary={mergeFieldToken(field)} />
          </MenuItem>
        ))}
      </Menu>
      {linking ? (
        <LinkDialog
          initialHref={linking.href}
          onClose={closeLink}
          onRemove={
            active.link
              ? () => {
                  setLinking(null);
                  chain().extendMarkRange('link').unsetLink().run();
                }
              : undefined
          }
          onSave={(href) => {
            setLinking(null);
            if (editor.state.selection.empty && !active.link)
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      ) : null}
    </Box>
  );
}
