import type { CompanyClerkSummary } from '@foretaksportalen/shared/contract/config';
import { BULK_DIALOG_WIDTH_PX } from '@foretaksportalen/shared/limits';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import { confirm } from '../../../components/confirm-dialog.tsx';
import { filterClerksByName } from '../list-rules.ts';
import { confirmAssign, INCIDENTS_TEXTS } from '../texts.ts';

/** The choice 'Ingen' (no clerk); clerk ids are uuids, so it cannot be mistaken for one. */
const NO_CLERK = 'none';

export interface BulkClerkDialogProps {
  /** How many cases are selected. */
  count: number;
  clerks: readonly CompanyClerkSummary[];
  onClose: () => void;
  /** The confirmed choice: a clerk's membership id, or null for none. */
  onConfirmed: (membershipId: string | null) => void;
}

/**
 * 'Endre saksbehandler' (spec 2 §2): 'Ingen' first, then the enabled clerks, narrowed by a name filter. Ok asks for
 * confirmation; 'Nei' clears the choice, 'Ja' hands it on.
 */
export function BulkClerkDialog({ count, clerks, onClose, onConfirmed }: BulkClerkDialogProps) {
  const titleId = useId();
  const textId = useId();
  const choiceLabelId = useId();
  const [query, setQuery] = useState('');
  const [choice, setChoice] = useState<string | null>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  const [declined, setDeclined] = useState(0);

  // After 'Nei' the confirmation gives the focus back to Ok, which the cleared choice disables: the focus would
  // fall out of the dialog. It goes to the choices instead, where the user picks again (WCAG 2.4.3).
  useEffect(() => {
    if (declined > 0) choicesRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, [declined]);

  const confirmChoice = async () => {
    if (choice === null) return;
    const clerkName =
      choice === NO_CLERK ? null : (clerks.find((clerk) => clerk.Id === choice)?.DisplayName ?? '');
    const confirmed = await confirm(confirmAssign(count, clerkName));
    if (confirmed) onConfirmed(choice === NO_CLERK ? null : choice);
    else {
      setChoice(null);
      setDeclined((count) => count + 1);
    }
  };

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { width: BULK_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {INCIDENTS_TEXTS.bulkTitle}
      </DialogTitle>
      <IconButton
        aria-label={INCIDENTS_TEXTS.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {INCIDENTS_TEXTS.bulkSelected(count)}
        </DialogContentText>
        <TextField
          size="small"
          fullWidth
          label={INCIDENTS_TEXTS.bulkFilter}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ mb: 2 }}
        />
        <FormLabel id={choiceLabelId}>{INCIDENTS_TEXTS.bulkChoose}</FormLabel>
        <Box sx={{ maxHeight: 280, overflowY: 'auto' }}>
          <RadioGroup
            ref={choicesRef}
            aria-labelledby={choiceLabelId}
            value={choice ?? ''}
            onChange={(event) => setChoice(event.target.value)}
          >
            <FormControlLabel value={NO_CLERK} control={<Radio />} label={INCIDENTS_TEXTS.noClerk} />
            {filterClerksByName(clerks, query).map((clerk) => (
              <FormControlLabel
                key={clerk.Id}
                value={clerk.Id}
                control={<Radio />}
                label={clerk.DisplayName}
              />
            ))}
          </RadioGroup>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{INCIDENTS_TEXTS.cancel}</Button>
        <Button variant="contained" disabled={choice === null} onClick={() => void confirmChoice()}>
          {INCIDENTS_TEXTS.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
