import { type AuditLogFilter, auditLogFilterSchema } from '@foretaksportalen/shared/contract/audit-log';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Paginator } from '../../../components/paginator.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { useFullCompanyClerks } from '../../../lib/portal-config.ts';
import { useExportAuditLog } from '../api/export-audit-log.ts';
import { type AuditLogQuery, useAuditLog } from '../api/get-audit-log.ts';
import { AuditLogFilters } from '../components/audit-log-filters.tsx';
import { AuditLogTable } from '../components/audit-log-table.tsx';
import { SettingsSubpageHeading } from '../components/settings-subpage-heading.tsx';
import { AUDIT_LOG_TEXTS } from '../texts.ts';

const NO_PAGE_SIZES: number[] = [];
const FILTER_PARAMS = ['person', 'kind', 'from', 'to'] as const;

/** The page asked for: a whole number from 1; anything else is the first. */
const pageOf = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The filter in the address as the contract reads it, or why it cannot be used. */
function readFilter(params: URLSearchParams): { filter: AuditLogFilter } | { problem: string } {
  const parsed = auditLogFilterSchema.safeParse(
    Object.fromEntries(FILTER_PARAMS.map((name) => [name, params.get(name) ?? undefined])),
  );
  return parsed.success
    ? { filter: parsed.data }
    : { problem: parsed.error.issues[0]?.message ?? AUDIT_LOG_TEXTS.failed };
}

/** The address of a filter and page: only what is set, the first page without a number. */
function queryOf(filter: AuditLogFilter, page = 1): Record<string, string> {
  const query = Object.fromEntries(
    FILTER_PARAMS.flatMap((name) => (filter[name] === undefined ? [] : [[name, filter[name]]])),
  );
  return page > 1 ? { ...query, page: String(page) } : query;
}

function AuditLogResults({ query }: { query: AuditLogQuery }) {
  const [, setParams] = useSearchParams();
  const log = useAuditLog(query);
  const titleId = useId();
  useBlockingSpinnerWhile(log.isPending || log.isPlaceholderData, AUDIT_LOG_TEXTS.loading);
  if (log.isError) {
    return (
      <RetryAlert
        message={AUDIT_LOG_TEXTS.failed}
        retry={AUDIT_LOG_TEXTS.retry}
        onRetry={() => void log.refetch()}
      />
    );
  }
  if (!log.data) return null;
  const { Entries: entries, Total: total, Page: page, PageSize: pageSize } = log.data;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography id={titleId} component="h2" variant="h6" aria-live="polite">
        {AUDIT_LOG_TEXTS.count(total)}
      </Typography>
      <AuditLogTable entries={entries} labelledBy={titleId} />
      {total > pageSize ? (
        <Paginator
          rowsPerPageOptions={NO_PAGE_SIZES}
          count={total}
          page={page - 1}
          rowsPerPage={pageSize}
          onPageChange={(_event, next) => setParams(queryOf(query, next + 1), { replace: true })}
        />
      ) : null}
    </Stack>
  );
}

/**
 * /settings/log (levels 4 and 5; issue 24): the company's audit log, filtered by who did it, the kind and the days,
 * a page at a time, and downloadable as Excel. The filter and the page live in the address.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const clerks = useFullCompanyClerks();
  const exportLog = useExportAuditLog();
  const read = readFilter(params);
  const filter = 'filter' in read ? read.filter : {};
  const changeFilter = (next: AuditLogFilter) => setParams(queryOf(next), { replace: true });

  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsSubpageHeading title={AUDIT_LOG_TEXTS.title} intro={AUDIT_LOG_TEXTS.intro} />
      <AuditLogFilters
        filter={filter}
        clerks={clerks}
        onChange={changeFilter}
        onExport={() => exportLog.mutate(filter)}
      />
      {'filter' in read ? (
        <AuditLogResults query={{ ...read.filter, page: pageOf(params.get('page')) }} />
      ) : (
        <Alert severity="warning">{read.problem}</Alert>
      )}
    </Stack>
  );
}
