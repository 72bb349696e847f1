import {
  type ErasureCase,
  type ErasureRequest,
  erasureLeftText,
} from '@foretaksportalen/shared/contract/personal-data';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDateTime } from '../../../components/format-date.ts';
import { PERSONAL_DATA_PAGE_TEXTS as TEXTS } from '../texts.ts';
import { rolesText } from './person-cases.tsx';

const caseText = (found: ErasureCase) =>
  found.Left === null ? TEXTS.anonymised : erasureLeftText(found.Left, found.LegalHoldReason);

/**
 * One request waiting for approval: who asked and when, its cases with what approving it would do to each now, and
 * 'Godkjenn sletting' for anyone but the one who asked (who is told why not), 'Avbryt sletting' for all.
 */
function PendingErasure({
  request,
  busy,
  onApprove,
  onCancel,
}: {
  request: ErasureRequest;
  busy: boolean;
  onApprove: (request: ErasureRequest) => void;
  onCancel: (request: ErasureRequest) => void;
}) {
  const headingId = useId();
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 'medium' }}>
        {TEXTS.requestedBy(request.RequestedBy, formatDateTime(request.RequestedAt))}
      </Typography>
      <Typography variant="body2">{TEXTS.pendingCases(request.Cases.length)}</Typography>
      <List dense aria-labelledby={headingId}>
        {request.Cases.map((found) => (
          <ListItem key={found.CaseUid} disableGutters>
            <ListItemText
              primary={`${found.CaseId} (${rolesText(found.Roles).toLowerCase()})`}
              secondary={caseText(found)}
            />
          </ListItem>
        ))}
      </List>
      {request.IsOwn ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {TEXTS.ownRequest}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {request.IsOwn ? null : (
          <Button variant="contained" color="error" disabled={busy} onClick={() => onApprove(request)}>
            {TEXTS.approve}
          </Button>
        )}
        <Button variant="outlined" disabled={busy} onClick={() => onCancel(request)}>
          {TEXTS.cancelRequest}
        </Button>
      </Stack>
    </Paper>
  );
}

/** 'Slettinger som venter på godkjenning': the company's erasure requests, oldest first. */
export function PendingErasures({
  requests,
  busyId,
  onApprove,
  onCancel,
}: {
  requests: readonly ErasureRequest[];
  /** The request being approved or cancelled, whose buttons wait. */
  busyId: string | null;
  onApprove: (request: ErasureRequest) => void;
  onCancel: (request: ErasureRequest) => void;
}) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {TEXTS.pendingTitle}
      </Typography>
      {requests.length === 0 ? (
        <Typography>{TEXTS.pendingEmpty}</Typography>
      ) : (
        <Stack sx={{ gap: 1.5 }}>
          {requests.map((request) => (
            <PendingErasure
              key={request.Id}
              request={request}
              busy={busyId === request.Id}
              onApprove={onApprove}
              onCancel={onCancel}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
