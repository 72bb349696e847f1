import type { Case } from '@foretaksportalen/shared/contract/case';
import { OUTCOME_LABELS } from '@foretaksportalen/shared/contract/decision';
import { formatNok } from '@foretaksportalen/shared/format-nok';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../components/format-date.ts';
import { paths } from '../../../config/paths.ts';
import { useProductName } from '../../../lib/branding.ts';
import { DECISION_TEXTS } from '../decision-texts.ts';
import { DecisionAnswerForm } from './decision-answer-form.tsx';
import { DetailList, DetailsBlock } from './details-block.tsx';

/**
 * The complaints body's decision on the case (issue 49): 'Nemndas konklusjon: Delvis medhold', its date and letter,
 * and while an answer is due, 'Følger foretaket vedtaket?'; once answered, what the company said.
 */
export function DecisionBlock({
  caseData,
}: {
  caseData: Pick<Case, 'CaseUid' | 'Decision' | 'CanAnswerDecision'>;
}) {
  const productName = useProductName();
  const decision = caseData.Decision;
  if (!decision) return null;
  const answer = decision.Answer;
  return (
    <DetailsBlock title={DECISION_TEXTS.title(productName)}>
      <DetailList
        rows={[
          { label: DECISION_TEXTS.conclusion, value: OUTCOME_LABELS[decision.Outcome] },
          { label: DECISION_TEXTS.decisionDate, value: formatDate(decision.DecisionDate) },
          {
            label: DECISION_TEXTS.document,
            value: decision.EventUid ? (
              <Link
                component={RouterLink}
                to={paths.caseOverview.getHref(caseData.CaseUid, { event: decision.EventUid })}
              >
                {DECISION_TEXTS.showDocument}
              </Link>
            ) : null,
          },
          {
            label: DECISION_TEXTS.answerDue,
            value: decision.AnswerDueDate && !answer ? formatDate(decision.AnswerDueDate) : null,
          },
          {
            label: DECISION_TEXTS.answer,
            value: answer ? (
              <>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {answer.Follows ? DECISION_TEXTS.follows : DECISION_TEXTS.doesNotFollow}
                </Typography>{' '}
                <Typography component="span" sx={{ color: 'text.secondary' }}>
                  ({DECISION_TEXTS.answeredOn(formatDate(answer.Answered))})
                </Typography>
              </>
            ) : null,
          },
          {
            label: DECISION_TEXTS.amountPaid,
            value: answer?.AmountPaid != null ? formatNok(answer.AmountPaid) : null,
          },
          {
            label: DECISION_TEXTS.reason,
            value: answer?.Reason ? (
              <Typography component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {answer.Reason}
              </Typography>
            ) : null,
          },
        ]}
      />
      {caseData.CanAnswerDecision ? <DecisionAnswerForm caseUid={caseData.CaseUid} /> : null}
    </DetailsBlock>
  );
}
