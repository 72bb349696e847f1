import {
  caseRequestInputSchema,
  OBJECTION_DOCUMENT_REQUIRED,
} from '@foretaksportalen/shared/contract/case-request';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useProductName } from '../../../lib/branding.ts';
import { DocumentUploads, useDocumentUploads } from '../../documents/index.ts';
import { useSendCaseRequest } from '../api/send-case-request.ts';
import { REQUEST_TEXTS } from '../request-texts.ts';
import { RequestDialog } from './request-dialog.tsx';
import { fieldErrorsOf, placeRequestError, type RequestFieldErrors } from './request-errors.ts';

/**
 * 'Innsigelse mot behandling' (issue 49): why the complaints body should not handle the case, and one document.
 * Files uploaded and then left behind are deleted on cancel, as the letter form does.
 */
export function ObjectionDialog({ caseUid, onClose }: { caseUid: string; onClose: () => void }) {
  const productName = useProductName();
  const send = useSendCaseRequest(caseUid);
  const uploads = useDocumentUploads();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<RequestFieldErrors>({});
  const [tried, setTried] = useState(false);

  const cancel = () => {
    uploads.discardAll();
    onClose();
  };

  const submit = async () => {
    setTried(true);
    if (uploads.busy) return;
    const checked = caseRequestInputSchema.safeParse({
      Kind: 'objection',
      Reason: reason,
      Files: uploads.uploaded,
    });
    if (!checked.success) {
      const found = fieldErrorsOf(checked.error);
      const tooMany = uploads.uploaded.length > 1 ? REQUEST_TEXTS.oneDocumentOnly : undefined;
      setErrors({ ...found, Files: found.Files && (tooMany ?? found.Files) });
      return;
    }
    try {
      await send.mutateAsync(checked.data);
      uploads.clear();
      onClose();
    } catch (error) {
      setErrors(placeRequestError(error));
    }
  };

  // The drop box says a file is missing itself; more than one, or the server's refusal, is said here.
  const filesError =
    errors.Files === OBJECTION_DOCUMENT_REQUIRED && uploads.uploaded.length === 0 ? undefined : errors.Files;
  return (
    <RequestDialog
      title={REQUEST_TEXTS.object}
      intro={REQUEST_TEXTS.objectionIntro(productName)}
      reason={reason}
      onReasonChange={(next) => {
        setReason(next);
        setErrors((current) => ({ ...current, Reason: undefined }));
      }}
      reasonError={errors.Reason ?? null}
      busy={send.isPending}
      onSubmit={() => void submit()}
      onClose={cancel}
    >
      <DocumentUploads uploads={uploads} showRequired={tried} />
      {filesError ? (
        <Typography role="alert" color="error" variant="body2">
          {filesError}
        </Typography>
      ) : null}
    </RequestDialog>
  );
}
