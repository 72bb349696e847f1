import type {
  ErasureRequest,
  PersonCase,
  PersonQuery,
} from '@foretaksportalen/shared/contract/personal-data';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { confirm } from '../../../components/confirm-dialog.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { SettingsSubpageHeading } from '../../settings/index.ts';
import { useApproveErasure } from '../api/approve-erasure.ts';
import { useCancelErasure } from '../api/cancel-erasure.ts';
import { useErasureRequests } from '../api/get-erasure-requests.ts';
import { useRequestErasure } from '../api/request-erasure.ts';
import { useSearchPerson } from '../api/search-person.ts';
import { ErasureDialog } from '../components/erasure-dialog.tsx';
import { ExportProgress } from '../components/export-progress.tsx';
import { PendingErasures } from '../components/pending-erasures.tsx';
import { PersonCases } from '../components/person-cases.tsx';
import { PersonSearchForm } from '../components/person-search-form.tsx';
import { usePersonalDataExport } from '../components/use-personal-data-export.ts';
import { approveErasureDialog, PERSONAL_DATA_PAGE_TEXTS as TEXTS } from '../texts.ts';

/** The person found and how: the query is kept (in memory only) for the export and the erasure that follow. */
interface Found {
  query: PersonQuery;
  cases: readonly PersonCase[];
}

const erasable = (cases: readonly PersonCase[]) =>
  cases.some((found) => found.ErasureLeft === null && found.PersonalDataDeleted === null);

/**
 * /settings/personal-data (level 5; issue 48): 'Innsyn for en person'. The person is found by national id or by
 * name and e-mail; their cases are listed with what an erasure would do to each; 'Last ned innsyn' makes the ZIP of
 * all the company holds about them (art. 15) with its progress; 'Slett personopplysninger for denne personen' asks
 * for their part of the closed cases to be erased (art. 17), which another administrator approves under 'Slettinger
 * som venter på godkjenning'.
 */
export function PersonalDataPage() {
  const search = useSearchPerson();
  const requests = useErasureRequests();
  const requestErasure = useRequestErasure();
  const approve = useApproveErasure();
  const cancel = useCancelErasure();
  const exporting = usePersonalDataExport();
  const [found, setFound] = useState<Found | null>(null);
  const [erasing, setErasing] = useState(false);
  const casesTitleId = useId();
  const eraseHintId = useId();
  useBlockingSpinnerWhile(search.isPending, TEXTS.searching);
  useBlockingSpinnerWhile(requestErasure.isPending, TEXTS.requesting);
  useBlockingSpinnerWhile(approve.isPending, TEXTS.approving);

  const find = async (query: PersonQuery) => {
    setFound(null);
    try {
      setFound({ query, cases: (await search.mutateAsync(query)).Cases });
    } catch (error) {
      showError(error, { logText: TEXTS.searchFailed });
    }
  };

  const askForErasure = async (query: PersonQuery) => {
    try {
      await requestErasure.mutateAsync(query);
      setErasing(false);
      snackbar.show({ message: TEXTS.requested, type: 'info' });
    } catch (error) {
      setErasing(false);
      showError(error, { logText: 'Slettingen ble ikke lagret' });
    }
  };

  const approveRequest = async (request: ErasureRequest) => {
    const anonymised = request.Cases.filter((found) => found.Left === null).length;
    if (!(await confirm(approveErasureDialog(anonymised)))) return;
    try {
      const outcome = await approve.mutateAsync(request.Id);
      snackbar.show({
        message: TEXTS.approved(outcome.Anonymised.length, outcome.Left.length),
        type: 'info',
      });
    } catch (error) {
      showError(error, { logText: 'Slettingen ble ikke godkjent' });
    }
  };

  const cancelRequest = async (request: ErasureRequest) => {
    try {
      await cancel.mutateAsync(request.Id);
      snackbar.show({ message: TEXTS.cancelled, type: 'info' });
    } catch (error) {
      showError(error, { logText: 'Slettingen ble ikke avbrutt' });
    }
  };

  const busyRequestId = approve.isPending ? approve.variables : cancel.isPending ? cancel.variables : null;
  const canErase = found !== null && erasable(found.cases);

  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsSubpageHeading title={TEXTS.title} intro={TEXTS.intro} />
      <PersonSearchForm onSearch={(query) => void find(query)} busy={search.isPending} />
      {found ? (
        <Paper
          component="section"
          aria-labelledby={casesTitleId}
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 3 } }}
        >
          <Stack sx={{ gap: 1.5 }}>
            <Typography id={casesTitleId} component="h2" variant="h5">
              {TEXTS.casesTitle}
            </Typography>
            <Typography>{TEXTS.casesCount(found.cases.length)}</Typography>
            {found.cases.length > 0 ? <PersonCases cases={found.cases} labelledBy={casesTitleId} /> : null}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                startIcon={<DownloadIcon />}
                disabled={exporting.percent !== null}
                onClick={() => void exporting.start(found.query)}
              >
                {TEXTS.export}
              </Button>
              {found.cases.length > 0 ? (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteForeverIcon />}
                  disabled={!canErase}
                  aria-describedby={canErase ? undefined : eraseHintId}
                  onClick={() => setErasing(true)}
                >
                  {TEXTS.erase}
                </Button>
              ) : null}
            </Stack>
            {found.cases.length > 0 && !canErase ? (
              <Typography id={eraseHintId} variant="body2">
                {TEXTS.nothingToErase}
              </Typography>
            ) : null}
            {exporting.percent === null ? null : <ExportProgress percent={exporting.percent} />}
          </Stack>
        </Paper>
      ) : null}
      {/* Kept mounted, so that screen readers hear the export start and end. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {exporting.announcement}
      </Box>
      {requests.isError ? (
        <RetryAlert
          message={TEXTS.pendingFailed}
          retry={TEXTS.retry}
          onRetry={() => void requests.refetch()}
        />
      ) : null}
      {requests.data ? (
        <PendingErasures
          requests={requests.data.Requests}
          busyId={busyRequestId ?? null}
          onApprove={(request) => void approveRequest(request)}
          onCancel={(request) => void cancelRequest(request)}
        />
      ) : null}
      {erasing && found ? (
        <ErasureDialog
          cases={found.cases}
          busy={requestErasure.isPending}
          onConfirm={() => void askForErasure(found.query)}
          onClose={() => setErasing(false)}
        />
      ) : null}
    </Stack>
  );
}
