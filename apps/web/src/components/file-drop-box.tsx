import { formatBytes } from '@foretaksportalen/shared/format-bytes';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useState } from 'react';
import { visuallyHidden } from './visually-hidden.ts';

const FILE_DROP_TEXTS = {
  prompt: (maxFileSize: number) =>
    `Dra og slipp dokumenter her eller trykk for å åpne filvelger (maks ${formatBytes(maxFileSize)})`,
  required: 'Du må laste opp minimum 1 fil',
} as const;

interface FileDropBoxProps {
  /** Largest file in bytes, shown in the prompt. */
  maxFileSize: number;
  /** Allowed MIME types, offered first by the file picker. */
  contentTypes: readonly string[];
  onFiles: (files: File[]) => void;
  /** While a file uploads: drops and the picker are ignored. */
  disabled?: boolean;
  /** Shows 'Du må laste opp minimum 1 fil' as the box's error. */
  showRequired?: boolean;
}

/**
 * The drop or click area for documents (spec 2 §2 send letter form). It is a label around the native file input,
 * so the keyboard and screen readers get the browser's own file button.
 */
export function FileDropBox({
  maxFileSize,
  contentTypes,
  onFiles,
  disabled = false,
  showRequired = false,
}: FileDropBoxProps) {
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDragging(!disabled);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Box>
      <Box
        component="label"
        onDragEnter={allowDrop}
        onDragOver={allowDrop}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: 3,
          textAlign: 'center',
          border: '2px dashed',
          borderColor: showRequired ? theme.palette.error.main : theme.palette.grey[500],
          borderRadius: 1,
          bgcolor: dragging ? theme.palette.action.hover : 'transparent',
          color: disabled ? theme.palette.text.disabled : theme.palette.text.primary,
          cursor: disabled ? 'default' : 'pointer',
          '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        <CloudUploadOutlined aria-hidden fontSize="large" />
        <Typography component="span">{FILE_DROP_TEXTS.prompt(maxFileSize)}</Typography>
        <Box
          component="input"
          type="file"
          multiple
          accept={contentTypes.join(',')}
          disabled={disabled}
          aria-describedby={showRequired ? hintId : undefined}
          aria-invalid={showRequired || undefined}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            // The same file may be chosen again after it was removed.
            event.target.value = '';
          }}
          sx={visuallyHidden}
        />
      </Box>
      {showRequired ? (
        <FormHelperText id={hintId} error>
          {FILE_DROP_TEXTS.required}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
