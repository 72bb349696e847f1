import type { Case } from '@foretaksportalen/shared/contract/case';
import Box from '@mui/material/Box';
import type { CaseTarget } from '../../../config/paths.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { CaseEventsCard } from './case-events-card.tsx';
import { CompanyCaseDetails } from './company-case-details.tsx';
import { PartyDetails } from './party-details.tsx';
import { ProductCaseDetails } from './product-case-details.tsx';

/**
 * The loaded case (spec 2 §2): the detail blocks, two side by side where there is room, then its events, opened
 * on the target of the address if there is one.
 */
export function CaseOverview({ caseData, target = null }: { caseData: Case; target?: CaseTarget | null }) {
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ProductCaseDetails caseData={caseData} />
        <CompanyCaseDetails caseData={caseData} />
        <PartyDetails title={CASE_OVERVIEW_TEXTS.complainer} party={caseData.Complainer} />
        {caseData.Correspondent ? (
          <PartyDetails title={CASE_OVERVIEW_TEXTS.correspondent} party={caseData.Correspondent} />
        ) : null}
      </Box>
      <CaseEventsCard caseData={caseData} target={target} />
    </>
  );
}
