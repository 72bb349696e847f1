import type { Case } from '@foretaksportalen/shared/contract/case';
import { useProductName } from '../../../lib/branding.ts';
import { CaseIdCell, DueDateCell } from '../../cases/index.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { DetailList, DetailsBlock } from './details-block.tsx';

/**
 * '{product} saksdetaljer' (spec 2 §2): the case id with its status and archived icons, the due date with the
 * working days left, and the
 * complaints body's handling officer unless the case hides them (AnonymizeSb).
 */
export function ProductCaseDetails({ caseData }: { caseData: Case }) {
  const officer = caseData.AnonymizeSb ? null : caseData.User;
  return (
    <DetailsBlock title={CASE_OVERVIEW_TEXTS.productDetails(useProductName())}>
      <DetailList
        rows={[
          { label: CASE_OVERVIEW_TEXTS.caseId, value: <CaseIdCell item={caseData} asLink={false} /> },
          {
            label: CASE_OVERVIEW_TEXTS.dueDate,
            value: caseData.DueDate ? <DueDateCell item={caseData} /> : CASE_OVERVIEW_TEXTS.none,
          },
          { label: CASE_OVERVIEW_TEXTS.handlingOfficer, value: officer?.DisplayName },
          { label: CASE_OVERVIEW_TEXTS.phone, value: officer?.Phone },
        ]}
      />
    </DetailsBlock>
  );
}
