import { type CaseListItem, caseColumnLabels } from '@foretaksportalen/shared/contract/case';
import { CATEGORY_KIND_LABELS } from '@foretaksportalen/shared/contract/category';
import { osloDate } from '../../lib/oslo-date.ts';
import { calendarDateCell, type TableColumn, writeTable } from '../../lib/xlsx.ts';

const DATE_FORMAT = 'dd.mm.yyyy';

/**
 * The Excel export of the incidents list: the list's columns plus product and cause (issue 49), status, unread
 * letters and archived, one row
 * per case in the order given. The clerk column only for the levels that see it on screen.
 */
export function writeCaseExport(
  items: readonly CaseListItem[],
  {
    productName,
    withClerk,
    categoryNames,
  }: { productName: string; withClerk: boolean; categoryNames: ReadonlyMap<string, string> },
) {
  const nameOf = (id: string | null) => (id === null ? null : (categoryNames.get(id) ?? null));
  const labels = caseColumnLabels(productName);
  const columns: (TableColumn<CaseListItem> | false)[] = [
    { header: labels.CaseId, value: (item) => item.CaseId.toUpperCase() },
    {
      header: labels.LastEvent,
      numFmt: DATE_FORMAT,
      value: (item) => item.LastEvent && calendarDateCell(osloDate(new Date(item.LastEvent.Created))),
    },
    { header: labels.FirstName, value: (item) => item.Complainer?.FirstName ?? null },
    { header: labels.LastName, value: (item) => item.Complainer?.LastName ?? null },
    {
      header: labels.DueDate,
      numFmt: DATE_FORMAT,
      value: (item) => item.DueDate && calendarDateCell(item.DueDate),
    },
    { header: labels.DaysToDue, value: (item) => item.DaysToDue },
    { header: labels.CompanyCaseRef, value: (item) => item.CompanyCaseRef },
    { header: labels.CompanyNote, value: (item) => item.CompanyNote },
    { header: CATEGORY_KIND_LABELS.product.one, value: (item) => nameOf(item.ProductId) },
    { header: CATEGORY_KIND_LABELS.cause.one, value: (item) => nameOf(item.CauseId) },
    withClerk && { header: labels.Clerk, value: (item) => item.Clerk?.DisplayName ?? null },
    { header: labels.Status, value: (item) => item.Status },
    { header: labels.UnreadCount, value: (item) => item.UnreadCount },
    { header: labels.Archived, value: (item) => (item.Archived ? 'Ja' : 'Nei') },
  ];
  return writeTable(
    'Saker',
    columns.filter((column) => column !== false),
    items,
  );
}
