import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PERSONAL_DATA_PAGE_TEXTS as TEXTS } from '../texts.ts';

/** How far the export is, in words and as a bar, while it is made (screen readers hear its start and end only). */
export function ExportProgress({ percent }: { percent: number }) {
  const textId = useId();
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography variant="body2" id={textId} sx={{ mb: 0.5 }}>
        {TEXTS.exporting(percent)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={TEXTS.exportProgress}
        aria-describedby={textId}
        aria-valuetext={`${percent} %`}
      />
    </Box>
  );
}
