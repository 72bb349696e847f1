import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import type { CaseFileJob } from '../case-file-jobs.ts';
import { CASE_FILE_TEXTS } from '../texts.ts';

/** How far above the bottom of the screen the panel floats: less on a phone. */
const BOTTOM = { xs: 8, sm: 24 } as const;

/**
 * The case files being made, each with its case number and how far it is, in words and as a bar. A space as high
 * as the panel at the end of the page lets the page's own end (its footer) scroll out from under it.
 */
export function CaseFilePanel({ jobs }: { jobs: readonly CaseFileJob[] }) {
  const [panelRef, panelHeight] = useHeight();
  return (
    <>
      <Box
        aria-hidden
        sx={{ height: { xs: panelHeight + BOTTOM.xs, sm: panelHeight + BOTTOM.sm }, flexShrink: 0 }}
      />
      <Paper
        ref={panelRef}
        component="section"
        aria-label={CASE_FILE_TEXTS.panel}
        elevation={8}
        sx={(theme) => ({
          position: 'fixed',
          zIndex: theme.zIndex.snackbar,
          bottom: BOTTOM,
          left: BOTTOM,
          right: { xs: BOTTOM.xs, sm: 'auto' },
          width: { sm: 360 },
          px: 2,
          py: 1.5,
        })}
      >
        <Stack sx={{ gap: 1.5 }}>
          {jobs.map((job) => (
            <CaseFileJobRow key={job.id} job={job} />
          ))}
        </Stack>
      </Paper>
    </>
  );
}

/** An element's height as it changes (0 where the browser cannot tell, as in jsdom). */
function useHeight() {
  const [height, setHeight] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height] as const;
}

function CaseFileJobRow({ job }: { job: CaseFileJob }) {
  const textId = useId();
  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {CASE_FILE_TEXTS.caseHeading(job.caseId)}
      </Typography>
      <Typography variant="body2" id={textId} sx={{ mb: 0.5 }}>
        {job.percent === null ? CASE_FILE_TEXTS.makingZip : CASE_FILE_TEXTS.makingPdf(job.percent)}
      </Typography>
      {job.percent === null ? (
        <LinearProgress
          aria-label={CASE_FILE_TEXTS.progressName(job.caseId, job.format)}
          aria-describedby={textId}
        />
      ) : (
        <LinearProgress
          variant="determinate"
          value={job.percent}
          aria-label={CASE_FILE_TEXTS.progressName(job.caseId, job.format)}
          aria-valuetext={`${job.percent} %`}
        />
      )}
    </Box>
  );
}
