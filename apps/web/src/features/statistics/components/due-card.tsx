import type { Statistics } from '@foretaksportalen/shared/contract/statistics';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatCount, STATISTIC_NAMES, STATISTICS_PAGE_TEXTS } from '../texts.ts';

interface FigureProps {
  label: string;
  count: number;
  /** The case list's quick view that shows these cases. */
  quickView: 'overdue' | 'dueSoon';
  linkText: string;
}

function Figure({ label, count, quickView, linkText }: FigureProps) {
  return (
    <Box>
      <Typography component="p" variant="h3" sx={{ fontWeight: 500 }}>
        {formatCount(count)}
      </Typography>
      <Typography component="p">{label}</Typography>
      <Link component={RouterLink} to={paths.incidents.getHref(quickView)}>
        {linkText}
      </Link>
    </Box>
  );
}

/**
 * The open cases over their deadline now and due within 5 working days, each with a link to them in the list: a row
 * of its own above the charts.
 */
export function DueCard({ due, today }: { due: Statistics['Due']; today: string }) {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ gridColumn: '1 / -1' }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6">
          {STATISTIC_NAMES.due}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {today}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, mt: 2 }}>
          <Figure
            label={STATISTIC_NAMES.overdue}
            count={due.Overdue}
            quickView="overdue"
            linkText={STATISTICS_PAGE_TEXTS.showOverdue}
          />
          <Figure
            label={STATISTIC_NAMES.dueSoon}
            count={due.DueSoon}
            quickView="dueSoon"
            linkText={STATISTICS_PAGE_TEXTS.showDueSoon}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
