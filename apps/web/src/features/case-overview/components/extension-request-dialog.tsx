import {
  caseRequestInputSchema,
  extensionRefusal,
  extensionWindow,
} from '@foretaksportalen/shared/contract/case-request';
import { DATE_DISPLAY_FORMAT } from '@foretaksportalen/shared/limits';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DateLocalization } from '../../../components/date-localization.tsx';
import { formatDate, todayIsoDate } from '../../../components/format-date.ts';
import { useProductName } from '../../../lib/branding.ts';
import { useSendCaseRequest } from '../api/send-case-request.ts';
import { REQUEST_TEXTS } from '../request-texts.ts';
import { RequestDialog } from './request-dialog.tsx';
import { fieldErrorsOf, placeRequestError, type RequestFieldErrors } from './request-errors.ts';

const ISO_DATE = 'YYYY-MM-DD';

/**
 * 'Be om utsatt frist' (issue 49): a new due date after the case's, within the limit, picked or typed
 * (dd.mm.åååå), and a required reason. Loaded with the date pickers when first opened.
 */
export function ExtensionRequestDialog({
  caseUid,
  dueDate,
  onClose,
}: {
  caseUid: string;
  /** The case's current due date, yyyy-MM-dd. */
  dueDate: string;
  onClose: () => void;
}) {
  const productName = useProductName();
  const send = useSendCaseRequest(caseUid);
  const allowed = extensionWindow(dueDate, todayIsoDate());
  const [date, setDate] = useState<Dayjs | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<RequestFieldErrors>({});

  const submit = async () => {
    const day = date?.isValid() ? date.format(ISO_DATE) : '';
    const checked = caseRequestInputSchema.safeParse({
      Kind: 'deadline-extension',
      DueDate: day,
      Reason: reason,
    });
    const dateRefusal = day ? extensionRefusal(dueDate, day, todayIsoDate()) : null;
    if (!checked.success || dateRefusal) {
      const found = checked.success ? {} : fieldErrorsOf(checked.error);
      setErrors({ ...found, DueDate: found.DueDate ?? dateRefusal ?? undefined });
      return;
    }
    try {
      await send.mutateAsync(checked.data);
      onClose();
    } catch (error) {
      setErrors(placeRequestError(error));
    }
  };

  return (
    <RequestDialog
      title={REQUEST_TEXTS.askExtension}
      intro={REQUEST_TEXTS.extensionIntro(productName, formatDate(dueDate))}
      reason={reason}
      onReasonChange={(next) => {
        setReason(next);
        setErrors((current) => ({ ...current, Reason: undefined }));
      }}
      reasonError={errors.Reason ?? null}
      busy={send.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <DateLocalization>
        <DatePicker
          label={REQUEST_TEXTS.newDueDate}
          value={date}
          format={DATE_DISPLAY_FORMAT}
          minDate={dayjs(allowed.first)}
          maxDate={dayjs(allowed.last)}
          onChange={(next) => {
            setDate(next);
            setErrors((current) => ({ ...current, DueDate: undefined }));
          }}
          slotProps={{
            textField: {
              required: true,
              autoFocus: true,
              fullWidth: true,
              error: Boolean(errors.DueDate),
              helperText: errors.DueDate ?? REQUEST_TEXTS.dateHelp,
            },
          }}
        />
      </DateLocalization>
    </RequestDialog>
  );
}
