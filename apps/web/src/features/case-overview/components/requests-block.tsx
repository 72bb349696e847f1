import type { Case } from '@foretaksportalen/shared/contract/case';
import type { CaseRequest } from '@foretaksportalen/shared/contract/case-request';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../components/format-date.ts';
import { useProductName } from '../../../lib/branding.ts';
import { REQUEST_TEXTS } from '../request-texts.ts';
import { DetailsBlock } from './details-block.tsx';

/** 'venter på svar', 'innvilget, ny frist 15.01.2027', 'avslått'. */
function statusText(request: CaseRequest) {
  if (request.Status === 'pending') return REQUEST_TEXTS.pending;
  if (request.Status === 'refused') return REQUEST_TEXTS.refused;
  return request.GrantedDueDate
    ? REQUEST_TEXTS.grantedWithDate(formatDate(request.GrantedDueDate))
    : REQUEST_TEXTS.granted;
}

function RequestItem({ request, productName }: { request: CaseRequest; productName: string }) {
  const kind = request.Kind === 'objection' ? REQUEST_TEXTS.objection : REQUEST_TEXTS.extension;
  const asked = [
    REQUEST_TEXTS.askedOn(formatDate(request.Requested)),
    request.RequestedDueDate ? REQUEST_TEXTS.askedFor(formatDate(request.RequestedDueDate)) : null,
  ].filter(Boolean);
  return (
    <Box component="li" sx={{ '&:not(:first-of-type)': { mt: 1.5 } }}>
      <Typography>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {kind}:
        </Typography>{' '}
        {statusText(request)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {asked.join(', ')}
      </Typography>
      {request.Reason ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {REQUEST_TEXTS.reason}: {request.Reason}
        </Typography>
      ) : null}
      {request.AnswerText ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {REQUEST_TEXTS.answerFrom(productName)}: {request.AnswerText}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The company's requests to the complaints body on the case (issue 49), newest first: 'Utsatt frist: venter på
 * svar', '… innvilget, ny frist 15.01.2027', '… avslått' with the body's text; the same for an objection.
 */
export function RequestsBlock({ caseData }: { caseData: Pick<Case, 'Requests'> }) {
  const productName = useProductName();
  if (caseData.Requests.length === 0) return null;
  return (
    <DetailsBlock title={REQUEST_TEXTS.title(productName)}>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {caseData.Requests.map((request) => (
          <RequestItem key={request.Id} request={request} productName={productName} />
        ))}
      </Box>
    </DetailsBlock>
  );
}
