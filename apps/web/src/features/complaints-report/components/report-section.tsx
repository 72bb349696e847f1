import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface ReportSectionProps {
  title: string;
  /** The chart; hidden from screen readers, which read the table. */
  chart: ReactNode;
  /** The table with the same numbers, each a link to its cases. */
  children: ReactNode;
}

/** A table of the report in a card of its own: its heading, the chart, then the table. */
export function ReportSection({ title, chart, children }: ReportSectionProps) {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        <Box aria-hidden>{chart}</Box>
        {children}
      </CardContent>
    </Card>
  );
}
