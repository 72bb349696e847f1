import type { PersonCase } from '@foretaksportalen/shared/contract/personal-data';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PERSONAL_DATA_PAGE_TEXTS as TEXTS } from '../texts.ts';
import { erasureText, rolesText } from './person-cases.tsx';

function CaseList({
  title,
  cases,
  withReason,
}: {
  title: string;
  cases: readonly PersonCase[];
  withReason: boolean;
}) {
  const titleId = useId();
  if (cases.length === 0) return null;
  return (
    <>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 'medium' }}>
        {title}
      </Typography>
      <List dense aria-labelledby={titleId}>
        {cases.map((found) => (
          <ListItem key={found.CaseUid} disableGutters>
            <ListItemText
              primary={`${found.CaseId} (${rolesText(found.Roles).toLowerCase()})`}
              secondary={withReason ? erasureText(found) : null}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/**
 * 'Slett personopplysninger for denne personen': names the cases whose part of the person is anonymised once another
 * administrator approves, and those left as they are, each with why. Asking for it is 'Be om sletting'.
 */
export function ErasureDialog({
  cases,
  busy,
  onConfirm,
  onClose,
}: {
  cases: readonly PersonCase[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const introId = useId();
  const anonymised = cases.filter(
    (found) => found.ErasureLeft === null && found.PersonalDataDeleted === null,
  );
  const left = cases.filter((found) => !anonymised.includes(found));
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{TEXTS.eraseTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId}>{TEXTS.eraseIntro}</DialogContentText>
        <CaseList title={TEXTS.toAnonymise} cases={anonymised} withReason={false} />
        <CaseList title={TEXTS.leftAsTheyAre} cases={left} withReason />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.cancel}</Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {TEXTS.eraseConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
