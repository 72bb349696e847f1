import {
  NO_CATEGORY,
  type ReportCell,
  type ReportCellCases,
} from '@foretaksportalen/shared/contract/complaints-report';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDate } from '../../../components/format-date.ts';
import { formatCount, measureLabels, REPORT_NAMES, REPORT_NOTICE_TEXTS } from '../texts.ts';

/** The row of the report a cell is of: a product's or cause's name, or the cases without one; none for all. */
function rowOf(cell: ReportCell, cases: ReportCellCases) {
  if (cell.product !== undefined)
    return cell.product === NO_CATEGORY ? REPORT_NAMES.noProduct : cases.CategoryName;
  if (cell.cause !== undefined) return cell.cause === NO_CATEGORY ? REPORT_NAMES.noCause : cases.CategoryName;
  return null;
}

/** 'Fra Klagerapport: Delvis medhold, 01.07.2026–31.12.2026 (12 saker)', as the case list's notice reads. */
export function reportNoticeText(cell: ReportCell, cases: ReportCellCases) {
  const what = [measureLabels(cases.Thresholds)[cell.measure], rowOf(cell, cases)].filter(Boolean).join(', ');
  return REPORT_NOTICE_TEXTS.notice(
    what,
    `${formatDate(cell.from)}–${formatDate(cell.to)}`,
    formatCount(cases.Count),
  );
}

interface ReportCasesNoticeProps {
  cell: ReportCell;
  cases: ReportCellCases;
  onRemove: () => void;
}

/**
 * Above the case list opened from a number of the complaints report: which number it shows, and a button that
 * takes the filter away. A number of more cases than the list is given says so.
 */
export function ReportCasesNotice({ cell, cases, onRemove }: ReportCasesNoticeProps) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onRemove}>
          {REPORT_NOTICE_TEXTS.remove}
        </Button>
      }
    >
      {reportNoticeText(cell, cases)}
      {cases.Count > cases.CaseIds.length
        ? ` ${REPORT_NOTICE_TEXTS.partly(formatCount(cases.CaseIds.length))}`
        : null}
    </Alert>
  );
}
