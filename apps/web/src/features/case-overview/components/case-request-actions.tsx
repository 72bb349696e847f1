import type { Case } from '@foretaksportalen/shared/contract/case';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import GavelIcon from '@mui/icons-material/Gavel';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { REQUEST_TEXTS } from '../request-texts.ts';
import { ObjectionDialog } from './objection-dialog.tsx';

// The date pickers (and dayjs with them) load only when the dialog is first opened.
const ExtensionRequestDialog = lazy(async () => ({
  default: (await import('./extension-request-dialog.tsx')).ExtensionRequestDialog,
}));

type CaseRequests = Pick<Case, 'CaseUid' | 'DueDate' | 'CanRequestExtension' | 'CanObject'>;

/**
 * The case's requests to the complaints body (issue 49), where the server allows them: 'Be om utsatt frist' and
 * 'Innsigelse mot behandling', each with its dialog.
 */
export function CaseRequestActions({ caseData }: { caseData: CaseRequests }) {
  const [open, setOpen] = useState<'extension' | 'objection' | null>(null);
  const close = () => setOpen(null);
  const dueDate = caseData.DueDate;
  return (
    <>
      {caseData.CanRequestExtension && dueDate ? (
        <Button
          variant="outlined"
          size="small"
          startIcon={<EventRepeatIcon />}
          onClick={() => setOpen('extension')}
        >
          {REQUEST_TEXTS.askExtension}
        </Button>
      ) : null}
      {caseData.CanObject ? (
        <Button
          variant="outlined"
          size="small"
          startIcon={<GavelIcon />}
          onClick={() => setOpen('objection')}
        >
          {REQUEST_TEXTS.object}
        </Button>
      ) : null}
      {open === 'extension' && dueDate ? (
        <Suspense fallback={null}>
          <ExtensionRequestDialog caseUid={caseData.CaseUid} dueDate={dueDate} onClose={close} />
        </Suspense>
      ) : null}
      {open === 'objection' ? <ObjectionDialog caseUid={caseData.CaseUid} onClose={close} /> : null}
    </>
  );
}
