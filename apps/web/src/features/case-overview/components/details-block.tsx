import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useId } from 'react';

/** A label and what it says; a row without a value is left out. */
interface DetailRow {
  label: string;
  value: ReactNode;
}

/** One block of the overview (spec 2 §2): a titled section. */
export function DetailsBlock({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Labels and values as a description list: side by side, the label column as wide as its longest label; on a
 * narrow screen each label above its value.
 */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  const shown = rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '');
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        alignItems: 'start',
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
        '& dt:not(:first-of-type)': { mt: { xs: 1, sm: 0 } },
      }}
    >
      {shown.map((row) => (
        <Fragment key={row.label}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {row.value}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
