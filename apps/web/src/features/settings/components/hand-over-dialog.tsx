import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useAssignableClerks } from '../../cases/index.ts';
import type { AssignedCases } from '../api/hand-over-cases.ts';
import { useHandOverCases } from '../api/hand-over-cases.ts';
import { SETTINGS_TEXTS } from '../texts.ts';

/** The choice for 'Ufordelte saker' in the select, which needs a value. */
const UNDISTRIBUTED = 'ufordelte';

interface HandOverDialogProps {
  clerk: CompanyClerk;
  assigned: AssignedCases;
  onClose: () => void;
}

/**
 * 'Overfør saker' (issue 20): how many open and closed cases the user has, and who gets them all, an active clerk
 * who sees cases or 'Ufordelte saker'; moved in one step. Afterwards the user can be deactivated.
 */
export function HandOverDialog({ clerk, assigned, onClose }: HandOverDialogProps) {
  const titleId = useId();
  const textId = useId();
  const receivers = useAssignableClerks().filter((receiver) => receiver.Id !== clerk.Id);
  const [receiver, setReceiver] = useState('');
  const handOver = useHandOverCases();
  const name = `${clerk.Clerk.FirstName} ${clerk.Clerk.LastName}`;

  const submit = () => {
    const chosen = receivers.find((candidate) => candidate.Id === receiver);
    handOver.mutate(
      {
        FromClerkId: clerk.Id,
        CaseClerkId: chosen ? chosen.Id : null,
        receiverName: chosen ? chosen.DisplayName : SETTINGS_TEXTS.undistributed,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{SETTINGS_TEXTS.handOverTitle(name)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {SETTINGS_TEXTS.handOverCounts(name, assigned.open, assigned.closed)}
        </DialogContentText>
        <TextField
          select
          fullWidth
          label={SETTINGS_TEXTS.handOverTo}
          value={receiver}
          onChange={(event) => setReceiver(event.target.value)}
        >
          <MenuItem value={UNDISTRIBUTED}>{SETTINGS_TEXTS.undistributed}</MenuItem>
          {receivers.map((candidate) => (
            <MenuItem key={candidate.Id} value={candidate.Id}>
              {candidate.DisplayName}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SETTINGS_TEXTS.cancel}</Button>
        <Button variant="contained" disabled={receiver === '' || handOver.isPending} onClick={submit}>
          {SETTINGS_TEXTS.handOverConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
