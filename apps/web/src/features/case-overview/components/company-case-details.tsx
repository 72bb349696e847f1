import { type Case, caseColumnLabels } from '@foretaksportalen/shared/contract/case';
import { CATEGORY_KIND_LABELS } from '@foretaksportalen/shared/contract/category';
import {
  CASE_NOTE_MAX_LENGTH,
  CASE_REF_MAX_LENGTH,
  OVERVIEW_NOTE_TRUNCATE_LENGTH,
} from '@foretaksportalen/shared/limits';
import { useProductName } from '../../../lib/branding.ts';
import { InlineTextCell } from '../../cases/index.ts';
import { CaseCategoryField } from '../../categories/index.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { DetailList, DetailsBlock } from './details-block.tsx';

/**
 * 'Foretakets saksdetaljer' (spec 2 §2, §6): the company's reference and note, edited in place as in the list
 * above level 2 and read-only otherwise. The note shows its first 20 characters, the whole of it as tooltip.
 */
export function CompanyCaseDetails({ caseData }: { caseData: Case }) {
  const labels = caseColumnLabels(useProductName());
  return (
    <DetailsBlock title={CASE_OVERVIEW_TEXTS.companyDetails}>
      <DetailList
        rows={[
          {
            label: labels.CompanyCaseRef,
            value: (
              <InlineTextCell
                item={caseData}
                field="CompanyCaseRef"
                label={labels.CompanyCaseRef}
                maxLength={CASE_REF_MAX_LENGTH}
                editable={caseData.CanEditCompanyDetails}
                truncateLength={0}
              />
            ),
          },
          {
            label: labels.CompanyNote,
            value: (
              <InlineTextCell
                item={caseData}
                field="CompanyNote"
                label={labels.CompanyNote}
                maxLength={CASE_NOTE_MAX_LENGTH}
                editable={caseData.CanEditCompanyDetails}
                truncateLength={OVERVIEW_NOTE_TRUNCATE_LENGTH}
              />
            ),
          },
          {
            label: CATEGORY_KIND_LABELS.product.one,
            value: <CaseCategoryField caseData={caseData} kind="product" />,
          },
          {
            label: CATEGORY_KIND_LABELS.cause.one,
            value: <CaseCategoryField caseData={caseData} kind="cause" />,
          },
        ]}
      />
    </DetailsBlock>
  );
}
