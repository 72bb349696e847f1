import { DELETION_LOG_PAGE_SIZE } from '@foretaksportalen/shared/contract/retention';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Paginator } from '../../../components/paginator.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { SettingsSubpageHeading } from '../../settings/index.ts';
import { useExportDeletionLog } from '../api/export-deletion-log.ts';
import { useDeletionLog } from '../api/get-deletion-log.ts';
import { DeletionLogTable } from '../components/deletion-log-table.tsx';
import { DELETION_LOG_TEXTS } from '../texts.ts';

const NO_PAGE_SIZES: number[] = [];

const ALL_YEARS = 'all';
/** The years the Excel export offers: this one and the ten before (a log above its limit is exported a year at a time). */
const exportYears = (thisYear: number) => Array.from({ length: 11 }, (_, back) => thisYear - back);

/** The page asked for: a whole number from 1; anything else is the first. */
const pageOf = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function DeletionLogResults({ page }: { page: number }) {
  const navigate = useNavigate();
  const log = useDeletionLog(page);
  const titleId = useId();
  useBlockingSpinnerWhile(log.isPending || log.isPlaceholderData, DELETION_LOG_TEXTS.loading);
  if (log.isError) {
    return (
      <RetryAlert
        message={DELETION_LOG_TEXTS.failed}
        retry={DELETION_LOG_TEXTS.retry}
        onRetry={() => void log.refetch()}
      />
    );
  }
  if (!log.data) return null;
  const { Entries: entries, Total: total } = log.data;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography id={titleId} component="h2" variant="h6" aria-live="polite">
        {DELETION_LOG_TEXTS.count(total)}
      </Typography>
      <DeletionLogTable entries={entries} labelledBy={titleId} />
      {total > DELETION_LOG_PAGE_SIZE ? (
        <Paginator
          rowsPerPageOptions={NO_PAGE_SIZES}
          count={total}
          page={page - 1}
          rowsPerPage={DELETION_LOG_PAGE_SIZE}
          onPageChange={(_event, next) =>
            void navigate(paths.deletionLog.getHref(next + 1), { replace: true })
          }
        />
      ) : null}
    </Stack>
  );
}

/**
 * /settings/retention/log (level 5; issue 48): 'Slettelogg', the cases whose personal data went, newest first, a
 * page at a time (the page in the address), and the whole of it, or a year of it, as Excel.
 */
export function DeletionLogPage() {
  const [params] = useSearchParams();
  const exportLog = useExportDeletionLog();
  const [year, setYear] = useState<number | null>(null);

  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsSubpageHeading
        title={DELETION_LOG_TEXTS.title}
        intro={DELETION_LOG_TEXTS.intro}
        back={{ to: paths.retention.getHref(), label: DELETION_LOG_TEXTS.backToRetention }}
      />
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={DELETION_LOG_TEXTS.exportYear}
          value={year ?? ALL_YEARS}
          onChange={(event) => setYear(event.target.value === ALL_YEARS ? null : Number(event.target.value))}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={ALL_YEARS}>{DELETION_LOG_TEXTS.allYears}</MenuItem>
          {exportYears(new Date().getFullYear()).map((listed) => (
            <MenuItem key={listed} value={String(listed)}>
              {listed}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => exportLog.mutate(year)}
          disabled={exportLog.isPending}
        >
          {DELETION_LOG_TEXTS.export}
        </Button>
      </Stack>
      <DeletionLogResults page={pageOf(params.get('page'))} />
    </Stack>
  );
}
