import type { CaseList } from '@foretaksportalen/shared/contract/case';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { INCIDENTS_REPORT_PARAM } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import {
  REPORT_NOTICE_TEXTS,
  ReportCasesNotice,
  readReportCell,
  useReportCellCases,
} from '../../complaints-report/index.ts';
import { useCaseList } from '../api/get-case-list.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';
import { CaseListView } from './case-list-view.tsx';
import { NoCaseAccess } from './no-case-access.tsx';

/** Each list with only the cases of the given ids. */
const onlyCases = (lists: CaseList, ids: ReadonlySet<string>): CaseList =>
  lists.map((list) => ({ ...list, Items: list.Items.filter((item) => ids.has(item.CaseUid)) }));

/**
 * Loads the lists and keeps them hidden behind the spinner until they are there (spec 2 §2); ticking 'Vis
 * avsluttede saker' loads them anew behind the same spinner. A refusal from the server shows the no-access text.
 * Opened from a number of the complaints report (`?report=`), both tabs show only that number's cases, closed ones
 * too, under a notice that says which number it is and takes the filter away.
 */
export function CaseLists() {
  const [params, setParams] = useSearchParams();
  const reportSearch = params.get(INCIDENTS_REPORT_PARAM);
  const reportCell = useMemo(() => readReportCell(reportSearch), [reportSearch]);
  const reportCases = useReportCellCases(reportCell);
  const [includeClosed, setIncludeClosed] = useState(false);
  const showsClosed = includeClosed || reportCell !== null;
  const lists = useCaseList(showsClosed);
  useBlockingSpinnerWhile(
    lists.isPending || lists.isPlaceholderData || (reportCell !== null && reportCases.isPending),
    INCIDENTS_TEXTS.loading,
  );
  const reportIds = useMemo(
    () => (reportCases.data ? new Set(reportCases.data.CaseIds) : null),
    [reportCases.data],
  );
  const shownLists = useMemo(
    () => (lists.data && reportCell && reportIds ? onlyCases(lists.data, reportIds) : lists.data),
    [lists.data, reportCell, reportIds],
  );
  const removeReportFilter = () => {
    const next = new URLSearchParams(params);
    next.delete(INCIDENTS_REPORT_PARAM);
    setParams(next, { replace: true });
  };

  if (reportCell && reportCases.isError)
    return (
      <RetryAlert
        message={REPORT_NOTICE_TEXTS.failed}
        retry={INCIDENTS_TEXTS.retry}
        onRetry={() => void reportCases.refetch()}
      />
    );
  if (reportCell && !reportCases.data) return null;

  if (shownLists) {
    return (
      <>
        {reportSearch !== null && reportCell === null ? (
          <Alert severity="warning">{REPORT_NOTICE_TEXTS.invalid}</Alert>
        ) : null}
        {reportCell && reportCases.data ? (
          <ReportCasesNotice cell={reportCell} cases={reportCases.data} onRemove={removeReportFilter} />
        ) : null}
        <CaseListView
          lists={shownLists}
          includeClosed={showsClosed}
          onIncludeClosedChange={setIncludeClosed}
        />
      </>
    );
  }
  if (!lists.isError) return null;
  if (isApiError(lists.error) && lists.error.status === 403) return <NoCaseAccess />;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void lists.refetch()}>
          {INCIDENTS_TEXTS.retry}
        </Button>
      }
    >
      {INCIDENTS_TEXTS.loadFailed}
    </Alert>
  );
}
