import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { markCaseSeen } from '../../cases/index.ts';
import { CasePresence } from '../../presence/index.ts';
import { useCase } from '../api/get-case.ts';
import { caseTargetFrom } from '../case-target.ts';
import { CaseLoadFailed } from '../components/case-load-failed.tsx';
import { CaseOverview } from '../components/case-overview.tsx';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';

/**
 * /case/{caseId}, by CaseUid (spec 2 §2): nothing of the case shows until it has loaded behind the spinner.
 * `?document={Id}` or `?event={Gid}` opens it on that document or event (a search hit, issue 22).
 */
export function CaseOverviewPage() {
  const { caseId = '' } = useParams();
  const [params] = useSearchParams();
  const target = caseTargetFrom(params);
  const caseQuery = useCase(caseId);
  // A case the list marked 'Ny' (issue 47) has been looked at.
  useEffect(() => markCaseSeen(caseId), [caseId]);
  useBlockingSpinnerWhile(caseQuery.isPending, CASE_OVERVIEW_TEXTS.loading);

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h4">
        {caseQuery.data
          ? CASE_OVERVIEW_TEXTS.titleWithCaseId(caseQuery.data.CaseId)
          : CASE_OVERVIEW_TEXTS.title}
      </Typography>
      {caseQuery.data ? <CasePresence key={caseQuery.data.CaseUid} caseUid={caseQuery.data.CaseUid} /> : null}
      {caseQuery.data ? <CaseOverview caseData={caseQuery.data} target={target} /> : null}
      {caseQuery.isError ? (
        <CaseLoadFailed error={caseQuery.error} onRetry={() => void caseQuery.refetch()} />
      ) : null}
    </Stack>
  );
}
