import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { STATISTICS_PAGE_TEXTS } from '../texts.ts';
import { StatisticsTable, type StatisticsTableRow } from './statistics-table.tsx';

interface StatisticCardProps {
  title: string;
  /** Under the title: what the figures are of. */
  note?: string;
  /** The chart; screen readers get the table instead (the toggle is theirs too). */
  chart: ReactNode;
  columns: readonly string[];
  rows: readonly StatisticsTableRow[];
  /** Below the chart and its table. */
  children?: ReactNode;
}

/**
 * A statistic in a card of its own: its heading, the chart, and under it 'Vis som tabell', a toggle button
 * (pressed, with a ticked box, while the table shows) that shows the same figures as a table. The chart is hidden from screen readers, which read the table, and names it.
 */
export function StatisticCard({ title, note, chart, columns, rows, children }: StatisticCardProps) {
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {note ? (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        ) : null}
        <Box aria-hidden sx={{ mt: 1 }}>
          {chart}
        </Box>
        <Button
          size="small"
          aria-pressed={showTable}
          startIcon={showTable ? <CheckBoxOutlined /> : <CheckBoxOutlineBlank />}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {STATISTICS_PAGE_TEXTS.showTable}
        </Button>
        {showTable ? <StatisticsTable caption={title} columns={columns} rows={rows} /> : null}
        {children}
      </CardContent>
    </Card>
  );
}
