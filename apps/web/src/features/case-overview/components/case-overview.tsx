import type { Case } from '@foretaksportalen/shared/contract/case';
import { RETENTION_TEXTS } from '@foretaksportalen/shared/contract/retention';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../components/format-date.ts';
import type { CaseTarget } from '../../../config/paths.ts';
import { LegalHoldNotice } from '../../retention/index.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { CaseEventsCard } from './case-events-card.tsx';
import { CompanyCaseDetails } from './company-case-details.tsx';
import { DecisionBlock } from './decision-block.tsx';
import { DetailsBlock } from './details-block.tsx';
import { PartyDetails } from './party-details.tsx';
import { ProductCaseDetails } from './product-case-details.tsx';
import { RequestsBlock } from './requests-block.tsx';

/**
 * The loaded case (spec 2 §2): a held case's notice (issue 48), the complaints body's decision and the company's
 * answer and the company's requests to the body (issue 49), the detail blocks, two side by side where there is
 * room, then its events, opened on the target of the address if there is one. Once the case's personal data has
 * been deleted (issue 48), one block says so in place of the complainer and the representative.
 */
export function CaseOverview({ caseData, target = null }: { caseData: Case; target?: CaseTarget | null }) {
  return (
    <>
      {caseData.LegalHold ? <LegalHoldNotice hold={caseData.LegalHold} /> : null}
      <DecisionBlock caseData={caseData} />
      <RequestsBlock caseData={caseData} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ProductCaseDetails caseData={caseData} />
        <CompanyCaseDetails caseData={caseData} />
        {caseData.PersonalDataDeleted ? (
          <DetailsBlock title={CASE_OVERVIEW_TEXTS.personalData}>
            <Typography>
              {RETENTION_TEXTS.personalDataDeleted(formatDate(caseData.PersonalDataDeleted.At))}
            </Typography>
          </DetailsBlock>
        ) : (
          <>
            <PartyDetails title={CASE_OVERVIEW_TEXTS.complainer} party={caseData.Complainer} />
            {caseData.Correspondent ? (
              <PartyDetails title={CASE_OVERVIEW_TEXTS.correspondent} party={caseData.Correspondent} />
            ) : null}
          </>
        )}
      </Box>
      <CaseEventsCard caseData={caseData} target={target} />
    </>
  );
}
