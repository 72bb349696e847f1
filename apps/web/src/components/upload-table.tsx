import { formatBytes } from '@foretaksportalen/shared/format-bytes';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UploadItem } from './use-upload-queue.ts';
import { visuallyHidden } from './visually-hidden.ts';

const UPLOAD_TABLE_TEXTS = {
  caption: 'Valgte dokumenter',
  name: 'Navn',
  size: 'Størrelse',
  progress: 'Fremdrift',
  actions: 'Handlinger',
  progressOf: (name: string) => `Fremdrift for ${name}`,
  remove: (name: string) => `Fjern ${name}`,
} as const;

interface UploadTableProps {
  items: readonly UploadItem[];
  onRemove: (id: number) => void;
  /** While a file uploads, nothing can be removed. */
  removeDisabled: boolean;
}

/** The files of an upload queue (spec 2 §2): name, size, upload progress and a remove button. */
export function UploadTable({ items, onRemove, removeDisabled }: UploadTableProps) {
  if (items.length === 0) return null;
  return (
    <Table
      size="small"
      aria-label={UPLOAD_TABLE_TEXTS.caption}
      sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{UPLOAD_TABLE_TEXTS.name}</TableCell>
          <TableCell>{UPLOAD_TABLE_TEXTS.size}</TableCell>
          <TableCell sx={{ width: { xs: 64, sm: '30%' } }}>{UPLOAD_TABLE_TEXTS.progress}</TableCell>
          <TableCell padding="checkbox">
            <Box component="span" sx={visuallyHidden}>
              {UPLOAD_TABLE_TEXTS.actions}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBytes(item.size)}</TableCell>
            <TableCell>
              <LinearProgress
                variant="determinate"
                value={item.progress}
                aria-label={UPLOAD_TABLE_TEXTS.progressOf(item.name)}
              />
            </TableCell>
            <TableCell padding="checkbox">
              <IconButton
                aria-label={UPLOAD_TABLE_TEXTS.remove(item.name)}
                onClick={() => onRemove(item.id)}
                disabled={removeDisabled}
              >
                <Delete />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
