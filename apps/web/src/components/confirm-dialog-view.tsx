import { CONFIRM_DIALOG_WIDTH_PX } from '@foretaksportalen/shared/limits';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ConfirmOptions } from './confirm-dialog.tsx';
import { SanitizedHtml } from './sanitized-html.tsx';

interface ConfirmDialogProps {
  open: boolean;
  options: ConfirmOptions;
  onClose: (confirmed: boolean) => void;
}

/** The dialog itself; use `confirm()` rather than rendering it directly. */
export function ConfirmDialog({ open, options, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();

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
        <SanitizedHtml id={bodyId} html={options.Body} />
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
