/** What the case list uses of the complaints report: the cell its address names, its cases, and the notice. */
export { useReportCellCases } from './api/get-report-cell-cases.ts';
export { readReportCell } from './cell.ts';
export { ReportCasesNotice } from './components/report-cases-notice.tsx';
export { REPORT_NOTICE_TEXTS } from './texts.ts';
