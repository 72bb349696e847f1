import { CONFIRM_DIALOG_WIDTH_PX } from '@foretaksportalen/shared/limits';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import DOMPurify from 'dompurify';
import { useId, useMemo } from 'react';
import type { ConfirmOptions } from './confirm-dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  options: ConfirmOptions;
  onClose: (confirmed: boolean) => void;
}

/** The dialog itself; use `confirm()` rather than rendering it directly. */
export function ConfirmDialog({ open, options, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const safeBody = useMemo(() => DOMPurify.sanitize(options.Body), [options.Body]);

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose(false);
      }}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{ paper: { sx: { width: CONFIRM_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{options.Title}</DialogTitle>
      <DialogContent>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body is sanitized with DOMPurify above */}
        <Box id={bodyId} dangerouslySetInnerHTML={{ __html: safeBody }} />
      </DialogContent>
      <DialogActions>
        {options.CloseBtnName ? (
          <Button onClick={() => onClose(false)} autoFocus>
            {options.CloseBtnName}
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => onClose(true)} autoFocus={!options.CloseBtnName}>
          {options.OKBtnName}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
