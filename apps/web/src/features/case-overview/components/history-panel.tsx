import { CASE_HISTORY_MAX_ENTRIES } from '@foretaksportalen/shared/contract/case-history';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActivityTable } from '../../../components/activity-table.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useProductName } from '../../../lib/branding.ts';
import { useCaseHistory } from '../api/get-case-history.ts';
import { describeHistoryChange } from '../history-description.ts';
import { HISTORY_TEXTS } from '../texts.ts';
import { TabLoading } from './tab-loading.tsx';

interface HistoryPanelProps {
  caseUid: string;
  /** The tab that names the table. */
  labelledBy: string;
}

/**
 * The 'Historikk' tab (issue 24): who did what in the case and when, newest first, loaded when the tab is opened.
 * The complaints body's own changes show as its short name.
 */
export function HistoryPanel({ caseUid, labelledBy }: HistoryPanelProps) {
  const history = useCaseHistory(caseUid);
  const productName = useProductName();

  if (history.isPending) {
    return <TabLoading label={HISTORY_TEXTS.loading} />;
  }
  if (history.isError) {
    return (
      <RetryAlert
        message={HISTORY_TEXTS.failed}
        retry={HISTORY_TEXTS.retry}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const { Entries: entries, More: more } = history.data;
  if (entries.length === 0) return <Typography>{HISTORY_TEXTS.empty}</Typography>;

  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {HISTORY_TEXTS.intro}
        {more ? ` ${HISTORY_TEXTS.more(CASE_HISTORY_MAX_ENTRIES)}` : null}
      </Typography>
      <ActivityTable
        rows={entries.map((entry, index) => ({
          // Entries have no id of their own: one edit of two fields is two entries at the same time. The list is
          // replaced whole, never reordered.
          key: index,
          at: entry.At,
          actor: entry.Actor,
          what: describeHistoryChange(entry.Change, productName),
        }))}
        headers={HISTORY_TEXTS}
        labelledBy={labelledBy}
        productName={productName}
      />
    </Stack>
  );
}
