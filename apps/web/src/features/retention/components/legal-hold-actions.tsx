import type { Case } from '@foretaksportalen/shared/contract/case';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PanToolIcon from '@mui/icons-material/PanTool';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { confirm } from '../../../components/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showError } from '../../../lib/show-error.ts';
import { useLiftLegalHold } from '../api/lift-legal-hold.ts';
import { useSetLegalHold } from '../api/set-legal-hold.ts';
import { LEGAL_HOLD_TEXTS, LIFT_LEGAL_HOLD_DIALOG } from '../texts.ts';
import { LegalHoldDialog } from './legal-hold-dialog.tsx';

/**
 * The case's action of personal data by law (issue 48), where the server allows it (CanHold: level 5, data still
 * there): 'Hold tilbake fra sletting' with a reason, or, once held, 'Opphev tilbakeholdelse' once confirmed.
 */
export function LegalHoldActions({
  caseData,
}: {
  caseData: Pick<Case, 'CaseUid' | 'CanHold' | 'LegalHold'>;
}) {
  const hold = useSetLegalHold(caseData.CaseUid);
  const lift = useLiftLegalHold(caseData.CaseUid);
  const [holding, setHolding] = useState(false);
  if (!caseData.CanHold) return null;

  const holdBack = async (reason: string) => {
    try {
      await hold.mutateAsync(reason);
      return true;
    } catch (error) {
      const message =
        isApiError(error) && error.status === 400 ? error.problem.errors?.Reason?.[0] : undefined;
      if (message) return message;
      showError(error, { logText: 'Saken ble ikke holdt tilbake' });
      return false;
    }
  };

  const liftHold = async () => {
    if (await confirm(LIFT_LEGAL_HOLD_DIALOG)) lift.mutate();
  };

  return caseData.LegalHold ? (
    <Button
      variant="outlined"
      size="small"
      startIcon={<LockOpenIcon />}
      onClick={() => void liftHold()}
      disabled={lift.isPending}
    >
      {LEGAL_HOLD_TEXTS.lift}
    </Button>
  ) : (
    <>
      <Button variant="outlined" size="small" startIcon={<PanToolIcon />} onClick={() => setHolding(true)}>
        {LEGAL_HOLD_TEXTS.hold}
      </Button>
      {holding ? <LegalHoldDialog onClose={() => setHolding(false)} onHold={holdBack} /> : null}
    </>
  );
}
