import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { abortCaseFileJobs, useCaseFileJobs } from '../case-file-jobs.ts';

/** Its view loads with the first case file asked for, not with every logged-in page (issue 11's budgets). */
const CaseFilePanel = lazy(async () => ({
  default: (await import('./case-file-panel.tsx')).CaseFilePanel,
}));

/**
 * The case files being made, in a panel at the bottom of the screen over everything but not in the way: the page
 * under it stays usable, and it stays while the user moves between pages. Mounted once, in the logged-in layout;
 * leaving that layout (a logout) stops them. Screen readers hear a case file start and end, not every percent.
 */
export function CaseFilePanelHost() {
  const { jobs, announcement } = useCaseFileJobs();
  useEffect(() => abortCaseFileJobs, []);
  return (
    <>
      {/* Kept mounted, so that screen readers announce what is put into it. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {jobs.length > 0 ? (
        <Suspense fallback={null}>
          <CaseFilePanel jobs={jobs} />
        </Suspense>
      ) : null}
    </>
  );
}
