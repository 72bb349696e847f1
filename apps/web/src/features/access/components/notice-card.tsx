import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface NoticeCardProps {
  title: string;
  children?: ReactNode;
  /** Wider for screens that show longer texts (consent). */
  maxWidth?: number;
}

/** The centred card that every access screen uses, titled by the page's one h1. */
export function NoticeCard({ title, children, maxWidth = 560 }: NoticeCardProps) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ maxWidth, mx: 'auto', mt: { xs: 2, sm: 6 } }}
    >
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack sx={{ gap: 2 }}>
          <Typography id={headingId} component="h1" variant="h5">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
