import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CaseFileJob } from '../case-file-jobs.ts';
import { CASE_FILE_TEXTS } from '../texts.ts';

/** The case files being made, each with its case number and how far it is, in words and as a bar. */
export function CaseFileProgressPanel({ jobs }: { jobs: readonly CaseFileJob[] }) {
  return (
    <Paper
      component="section"
      aria-label={CASE_FILE_TEXTS.panel}
      elevation={8}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.snackbar,
        bottom: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
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
  );
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
