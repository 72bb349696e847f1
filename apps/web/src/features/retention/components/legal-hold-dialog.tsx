import {
  LEGAL_HOLD_REASON_MAX,
  LEGAL_HOLD_REASON_REQUIRED,
  legalHoldRequestSchema,
} from '@foretaksportalen/shared/contract/retention';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { LEGAL_HOLD_TEXTS } from '../texts.ts';

interface LegalHoldDialogProps {
  onClose: () => void;
  /**
   * Holds the case back with the reason; resolves to true once done, or to the server's message on the reason (a
   * 400), or to false when refused otherwise (shown elsewhere). Either refusal keeps the dialog open.
   */
  onHold: (reason: string) => Promise<true | string | false>;
}

/** 'Hold tilbake fra sletting': why the case's personal data must stay (a dispute, a claim), which is required. */
export function LegalHoldDialog({ onClose, onHold }: LegalHoldDialogProps) {
  return (
    <ReasonDialog
      open
      onClose={onClose}
      title={LEGAL_HOLD_TEXTS.hold}
      intro={LEGAL_HOLD_TEXTS.dialogIntro}
      label={LEGAL_HOLD_TEXTS.reason}
      cancelLabel={LEGAL_HOLD_TEXTS.cancel}
      schema={legalHoldRequestSchema.shape.Reason}
      requiredMessage={LEGAL_HOLD_REASON_REQUIRED}
      maxLength={LEGAL_HOLD_REASON_MAX}
      count={LEGAL_HOLD_TEXTS.reasonCount}
      onSubmit={onHold}
    />
  );
}
