import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { useCase } from '../api/get-case.ts';
import { CaseLoadFailed } from '../components/case-load-failed.tsx';
import { CaseOverview } from '../components/case-overview.tsx';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';

/** /case/{caseId}, by CaseUid (spec 2 §2): nothing of the case shows until it has loaded behind the spinner. */
export function CaseOverviewPage() {
  const { caseId = '' } = useParams();
  const caseQuery = useCase(caseId);
  useBlockingSpinnerWhile(caseQuery.isPending, CASE_OVERVIEW_TEXTS.loading);

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h4">
        {caseQuery.data
          ? CASE_OVERVIEW_TEXTS.titleWithCaseId(caseQuery.data.CaseId)
          : CASE_OVERVIEW_TEXTS.title}
      </Typography>
      {caseQuery.data ? <CaseOverview caseData={caseQuery.data} /> : null}
      {caseQuery.isError ? (
        <CaseLoadFailed error={caseQuery.error} onRetry={() => void caseQuery.refetch()} />
      ) : null}
    </Stack>
  );
}
